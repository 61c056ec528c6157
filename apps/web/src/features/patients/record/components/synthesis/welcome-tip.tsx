import { Lightbulb, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/local-store';

const TIPS = [
  'Modifiez les informations personnelles, les représentants et le motif directement depuis cette synthèse.',
  'Planifiez une séance avec « Nouvelle séance » : la date du jour, 9 h et ce patient sont déjà choisis.',
  'Retrouvez comptes rendus et bilans dans l’onglet Documents ; les flèches gauche et droite changent d’onglet.',
] as const;

/** Spec 1 §2: the dismissible welcome tip of the synthesis; dismissal is remembered on this device. */
export function WelcomeTip() {
  const [isDismissed, setIsDismissed] = useState(
    () => readStored(STORAGE_KEYS.patientRecordTipDismissed) === true,
  );
  if (isDismissed) return null;

  const dismiss = () => {
    writeStored(STORAGE_KEYS.patientRecordTipDismissed, true);
    setIsDismissed(true);
  };

  return (
    <section
      aria-labelledby="record-tip-title"
      className="relative rounded-xl border border-primary/20 bg-primary/5 p-4 pr-12 sm:p-5 sm:pr-14"
    >
      <div className="flex gap-3">
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1.5">
          <h3 id="record-tip-title" className="font-semibold">
            Bienvenue dans le dossier patient
          </h3>
          <p className="text-sm text-muted-foreground">
            Tout le suivi de votre patient est réuni ici, en six onglets.
          </p>
          <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={dismiss}
        className="absolute top-2 right-2"
        aria-label="Masquer l’astuce"
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}

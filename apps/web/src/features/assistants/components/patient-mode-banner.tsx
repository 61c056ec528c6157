import { UserRound, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ageLabel, patientName, type SelectedPatient } from '../lib/patient-label';

/** Spec 3 §2.9: a selected patient shows a 'Mode Patient' banner with a remove button. */
export function PatientModeBanner({ patient, onRemove }: { patient: SelectedPatient; onRemove: () => void }) {
  return (
    <section aria-label="Mode Patient" className="flex items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2">
      <UserRound className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wide text-primary uppercase">Mode Patient</p>
        <p className="truncate text-sm">
          {patientName(patient)} <span className="text-muted-foreground">· {ageLabel(patient.dateOfBirth)}</span>
        </p>
      </div>
      <Button type="button" variant="ghost" size="icon" aria-label="Retirer le patient" onClick={onRemove}>
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}

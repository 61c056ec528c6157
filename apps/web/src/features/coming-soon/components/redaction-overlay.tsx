import {
  FileDown,
  LayoutTemplate,
  Languages,
  PenLine,
  Send,
  SpellCheck,
  WandSparkles,
} from 'lucide-react';
import { ComingSoonOverlay, type Feature } from './coming-soon-overlay';

const FEATURES: Feature[] = [
  {
    title: 'Éditeur assisté par IA',
    description: 'Rédigez vos comptes rendus avec l’aide de Sophie, au fil de la frappe.',
    icon: WandSparkles,
  },
  {
    title: 'Modèles intelligents',
    description: 'Vos trames se remplissent à partir du dossier du patient.',
    icon: LayoutTemplate,
  },
  {
    title: 'Vocabulaire adapté au destinataire',
    description: 'Un même bilan, formulé pour la famille, le médecin ou l’école.',
    icon: Languages,
  },
  {
    title: 'Correction automatique',
    description: 'Orthographe, grammaire et style vérifiés avant l’envoi.',
    icon: SpellCheck,
  },
  {
    title: 'Export PDF ou DOCX',
    description: 'Des documents propres, prêts à imprimer ou à modifier.',
    icon: FileDown,
  },
  {
    title: 'Envoi direct par e-mail',
    description: 'Transmettez vos documents sans quitter Praxis.',
    icon: Send,
  },
];

/** A greyed sketch of the editor, behind the overlay. */
function DummyEditor() {
  return (
    <div className="mx-auto grid max-w-3xl gap-3 rounded-xl border bg-card p-8">
      <div className="h-6 w-2/3 rounded bg-muted" />
      {[92, 85, 97, 70, 88, 95, 60, 90, 82].map((width, i) => (
        <div key={i} className="h-3 rounded bg-muted" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

export function RedactionOverlay() {
  return (
    <ComingSoonOverlay
      title="Rédaction"
      icon={PenLine}
      intro="Un espace de rédaction pensé pour vos comptes rendus, bilans et courriers. Cette fonctionnalité est en cours de développement."
      features={FEATURES}
      background={<DummyEditor />}
    />
  );
}

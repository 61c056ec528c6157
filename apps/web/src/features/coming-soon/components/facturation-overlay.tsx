import {
  BellRing,
  CalendarCheck,
  ClipboardList,
  FileSpreadsheet,
  Mail,
  Receipt,
  ShieldCheck,
  TrendingUp,
} from 'lucide-react';
import { ComingSoonOverlay, type Feature } from './coming-soon-overlay';

const FEATURES: Feature[] = [
  {
    title: 'Suivi du chiffre d’affaires',
    description: 'Vos revenus du mois et de l’année en un coup d’œil.',
    icon: TrendingUp,
  },
  {
    title: 'Factures automatiques',
    description: 'Générées à partir de vos rendez-vous réalisés.',
    icon: CalendarCheck,
  },
  {
    title: 'Devis',
    description: 'Préparez et envoyez vos devis en quelques clics.',
    icon: FileSpreadsheet,
  },
  {
    title: 'Relances de factures',
    description: 'Les impayés relancés au bon moment, sans oubli.',
    icon: BellRing,
  },
  {
    title: 'Formulaires administratifs',
    description: 'Les formulaires de prise en charge remplis pour vous.',
    icon: ClipboardList,
  },
  {
    title: 'Prise en charge optimisée',
    description: 'Les bons remboursements pour vos patients, sans erreur.',
    icon: ShieldCheck,
  },
];

/** Static figures of the spec (3 §9): a greyed dummy dashboard, not real data. */
const DUMMY_STATS = [
  { label: 'Chiffre d’affaires du mois', value: '2\u00a0450\u00a0€' },
  { label: 'Factures en attente', value: '8' },
  { label: 'Rendez-vous facturables', value: '15' },
];

function DummyDashboard() {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {DUMMY_STATS.map((stat) => (
          <div key={stat.label} className="rounded-xl border bg-card p-5">
            <p className="text-sm text-muted-foreground">{stat.label}</p>
            <p className="mt-2 text-3xl font-semibold">{stat.value}</p>
          </div>
        ))}
      </div>
      <div className="h-64 rounded-xl border bg-card" />
    </div>
  );
}

export function FacturationOverlay() {
  return (
    <ComingSoonOverlay
      title="Facturation"
      icon={Receipt}
      intro="Facturez vos séances simplement, du rendez-vous au paiement. Cette fonctionnalité est en cours de développement."
      features={FEATURES}
      background={<DummyDashboard />}
      footer={
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Mail className="size-4" aria-hidden="true" />
          Nous vous préviendrons par e-mail dès l’ouverture de la facturation.
        </p>
      }
    />
  );
}

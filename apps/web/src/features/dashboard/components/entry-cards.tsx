import {
  Bot,
  Building2,
  CalendarDays,
  FileText,
  FlaskConical,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

type Entry = {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
};

const ENTRIES: Entry[] = [
  {
    title: 'Patients',
    description: 'Dossiers, représentants, objectifs et documents.',
    to: '/patients',
    icon: Users,
  },
  {
    title: 'Agenda',
    description: 'Vos rendez-vous de la semaine, du lundi au dimanche.',
    to: '/agenda',
    icon: CalendarDays,
  },
  {
    title: 'Mes trames',
    description: 'Vos modèles de comptes rendus et de bilans.',
    to: '/trames',
    icon: FileText,
  },
  {
    title: 'Testothèque',
    description: 'Votre bibliothèque de tests cliniques.',
    to: '/testeque',
    icon: FlaskConical,
  },
  {
    title: 'Sophie',
    description: 'Assistante de rédaction.',
    to: '/sophie',
    icon: Sparkles,
  },
  {
    title: 'Myriam',
    description: 'Assistante de gestion.',
    to: '/myriam',
    icon: Bot,
  },
  {
    title: 'Organisation',
    description: 'Travaillez seul ou à plusieurs : créez une organisation, invitez vos collègues.',
    to: '/organisation',
    icon: Building2,
  },
];

export function EntryCards() {
  return (
    <section aria-labelledby="entry-cards-title" className="grid gap-3">
      <h2 id="entry-cards-title" className="text-base font-semibold">
        Accès rapides
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {ENTRIES.map(({ title, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="font-medium">{title}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

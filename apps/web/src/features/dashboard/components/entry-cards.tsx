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
import { Badge } from '@/components/ui/badge';

type Entry = {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  isAvailable: boolean;
};

const ENTRIES: Entry[] = [
  {
    title: 'Patients',
    description: 'Dossiers, représentants, objectifs et documents.',
    to: '/patients',
    icon: Users,
    isAvailable: true,
  },
  {
    title: 'Agenda',
    description: 'Vos rendez-vous de la semaine, du lundi au dimanche.',
    to: '/agenda',
    icon: CalendarDays,
    isAvailable: true,
  },
  {
    title: 'Mes trames',
    description: 'Vos modèles de comptes rendus et de bilans.',
    to: '/trames',
    icon: FileText,
    isAvailable: false,
  },
  {
    title: 'Testothèque',
    description: 'Votre bibliothèque de tests cliniques.',
    to: '/testeque',
    icon: FlaskConical,
    isAvailable: false,
  },
  {
    title: 'Sophie',
    description: 'Assistante de rédaction.',
    to: '/sophie',
    icon: Sparkles,
    isAvailable: false,
  },
  {
    title: 'Myriam',
    description: 'Assistante de gestion.',
    to: '/myriam',
    icon: Bot,
    isAvailable: false,
  },
  {
    title: 'Organisation',
    description: 'Travaillez seul ou à plusieurs : créez une organisation, invitez vos collègues.',
    to: '/organisation',
    icon: Building2,
    isAvailable: true,
  },
];

export function EntryCards() {
  return (
    <section aria-labelledby="entry-cards-title" className="grid gap-3">
      <h2 id="entry-cards-title" className="text-base font-semibold">
        Accès rapides
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {ENTRIES.map(({ title, description, to, icon: Icon, isAvailable }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-3 rounded-xl border bg-card p-4 shadow-xs outline-none transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="flex items-start justify-between gap-2 font-medium">
                  {title}
                  {isAvailable ? null : (
                    <Badge variant="secondary" className="font-normal">
                      Bientôt
                    </Badge>
                  )}
                </span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

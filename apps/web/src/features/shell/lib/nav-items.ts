import {
  Bot,
  CalendarDays,
  FileText,
  FlaskConical,
  House,
  LifeBuoy,
  PenLine,
  Receipt,
  Settings,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { label: string; to: string; icon: LucideIcon; isComingSoon?: boolean };

/** Spec 1 §1/§2: Rédaction and Facturation are announced but disabled. */
export const MAIN_NAV: NavItem[] = [
  { label: 'Accueil', to: '/app', icon: House },
  { label: 'Patients', to: '/patients', icon: Users },
  { label: 'Agenda', to: '/agenda', icon: CalendarDays },
  { label: 'Mes trames', to: '/trames', icon: FileText },
  { label: 'Testothèque', to: '/testeque', icon: FlaskConical },
  { label: 'Sophie', to: '/sophie', icon: Sparkles },
  { label: 'Myriam', to: '/myriam', icon: Bot },
  { label: 'Rédaction', to: '/redaction', icon: PenLine, isComingSoon: true },
  { label: 'Facturation', to: '/facturation', icon: Receipt, isComingSoon: true },
];

export const BOTTOM_NAV: NavItem[] = [
  { label: 'Paramètres', to: '/settings', icon: Settings },
  { label: 'Support', to: '/support', icon: LifeBuoy },
];

export const COMING_SOON_TOOLTIP = 'Fonctionnalité en cours de développement';

import {
  Bot,
  CalendarPlus,
  ClipboardList,
  FilePenLine,
  FileSearch,
  FileText,
  HeartHandshake,
  LayoutTemplate,
  NotebookPen,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { TAssistant } from '@praxis/shared/assistants/schemas';

export type Starter = { title: string; description: string; prompt: string; icon: LucideIcon };
export type AssistantConfig = {
  id: TAssistant;
  name: string;
  role: string;
  icon: LucideIcon;
  home: string;
  chat: string;
  starters: readonly Starter[];
};

/** Spec 3 §2.9: the two assistants, their roles and their four starter cards. */
export const ASSISTANT_CONFIG: Record<TAssistant, AssistantConfig> = {
  sophie: {
    id: 'sophie',
    name: 'Sophie',
    role: 'Assistante de rédaction',
    icon: Sparkles,
    home: '/sophie',
    chat: '/sophie/chat',
    starters: [
      {
        title: 'Rédiger un compte rendu de séance',
        description: 'Un compte rendu clair à partir de vos notes',
        prompt: "Aide-moi à rédiger le compte rendu de la séance d'aujourd'hui.",
        icon: FilePenLine,
      },
      {
        title: 'Analyser des documents',
        description: 'Les points importants de vos documents',
        prompt: 'Analyse les documents que je te transmets et résume les points importants.',
        icon: FileSearch,
      },
      {
        title: 'Créer une trame personnalisée',
        description: 'Un modèle de document à votre image',
        prompt: 'Aide-moi à créer une trame personnalisée pour mes comptes rendus.',
        icon: LayoutTemplate,
      },
      {
        title: 'Générer un bilan thérapeutique',
        description: 'Un bilan structuré à partir du dossier',
        prompt: 'Génère un bilan thérapeutique à partir des éléments du dossier.',
        icon: FileText,
      },
    ],
  },
  myriam: {
    id: 'myriam',
    name: 'Myriam',
    role: 'Assistante de gestion',
    icon: Bot,
    home: '/myriam',
    chat: '/myriam/chat',
    starters: [
      {
        title: 'Planifier un rendez-vous',
        description: 'Le prochain créneau libre de votre agenda',
        prompt: 'Quel est le prochain créneau libre pour un rendez-vous ?',
        icon: CalendarPlus,
      },
      {
        title: 'Rédiger une note de séance',
        description: "L'essentiel d'une séance en quelques lignes",
        prompt: 'Aide-moi à rédiger une note de séance.',
        icon: NotebookPen,
      },
      {
        title: 'Gérer un dossier patient',
        description: 'Ce qui manque ou reste à faire',
        prompt: 'Aide-moi à faire le point sur le dossier du patient.',
        icon: ClipboardList,
      },
      {
        title: 'Créer un suivi thérapeutique',
        description: 'Des objectifs et des étapes de suivi',
        prompt: 'Aide-moi à mettre en place un suivi thérapeutique.',
        icon: HeartHandshake,
      },
    ],
  },
};

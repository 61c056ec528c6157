import type { InstructionColor } from '@praxis/shared/patients/rules';

/** Category badge and edge colours, readable on both themes. */
export const INSTRUCTION_COLOR_CLASSES: Record<InstructionColor, { badge: string; edge: string }> =
  {
    red: {
      badge: 'border-transparent bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
      edge: 'border-l-red-500',
    },
    blue: {
      badge: 'border-transparent bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200',
      edge: 'border-l-blue-500',
    },
    amber: {
      badge:
        'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
      edge: 'border-l-amber-500',
    },
    green: {
      badge:
        'border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
      edge: 'border-l-emerald-500',
    },
  };

import type { TCalendarView } from '@praxis/shared/appointments/schemas';

export type TShortcutAction =
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'today' }
  | { type: 'new' }
  | { type: 'view'; view: TCalendarView };

type TKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
};

const TEXT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Focus in a text field (or any editable element) keeps its keys for typing. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== 'object' || !('tagName' in target)) return false;
  const element = target as HTMLElement;
  return TEXT_TAGS.has(element.tagName) || element.isContentEditable;
}

const ACTIONS: Record<string, TShortcutAction> = {
  ArrowLeft: { type: 'previous' },
  ArrowRight: { type: 'next' },
  t: { type: 'today' },
  n: { type: 'new' },
  m: { type: 'view', view: 'month' },
  w: { type: 'view', view: 'week' },
  d: { type: 'view', view: 'day' },
};

/**
 * Spec 2 §2.1 shortcuts. Escape is left to the dialogs themselves; nothing fires while typing,
 * with a modifier held (browser shortcuts) or while a dialog is open.
 */
export function shortcutAction(event: TKeyEvent, isDialogOpen: boolean): TShortcutAction | null {
  if (isDialogOpen || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return ACTIONS[key] ?? null;
}

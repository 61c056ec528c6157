import { useEffect, useRef } from 'react';
import { shortcutAction, type TShortcutAction } from '../lib/shortcuts';

function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Spec 2 §2.1 keyboard shortcuts, on the whole page while the agenda is shown. */
export function useAgendaShortcuts(onAction: (action: TShortcutAction) => void) {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutAction(event, isDialogOpen());
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

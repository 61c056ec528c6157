import { lazy } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content';
import { MountWhenOpened } from './mount-when-opened';

const ConfirmDialogContent = lazy(() =>
  import('./confirm-dialog-content').then((m) => ({ default: m.ConfirmDialogContent })),
);

/**
 * A destructive confirmation that stays open while the action runs. Its code (Radix's alert
 * dialog) is fetched on the first opening, not with the page that offers it (issue 15).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <MountWhenOpened open={props.isOpen}>
      <ConfirmDialogContent {...props} />
    </MountWhenOpened>
  );
}

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

type FormActionsProps = {
  submitLabel: string;
  /** Shown on the submit button while the request runs. */
  pendingLabel?: string;
  isPending: boolean;
  /** Defaults to "not pending". */
  canSubmit?: boolean;
  /** No 'Annuler' button without it. */
  onCancel?: () => void;
  /** Dialog forms keep 'Annuler' disabled while saving. */
  isCancelDisabledWhilePending?: boolean;
  className?: string;
};

/** The 'Annuler' + submit buttons at the foot of a form. */
export function FormActions({
  submitLabel,
  pendingLabel = 'Enregistrement…',
  isPending,
  canSubmit = !isPending,
  onCancel,
  isCancelDisabledWhilePending = false,
  className,
}: FormActionsProps) {
  return (
    <DialogFooter className={className}>
      {onCancel ? (
        <Button
          type="button"
          variant="outline"
          onClick={onCancel}
          disabled={isCancelDisabledWhilePending ? isPending : undefined}
        >
          Annuler
        </Button>
      ) : null}
      <Button type="submit" disabled={!canSubmit}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

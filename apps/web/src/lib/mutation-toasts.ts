import { useState } from 'react';
import { toast } from '@/lib/toast';
import { serverMessage } from '@/lib/server-errors';

/** Toasts the outcome of a save; a failure is rethrown so the form can show it on its fields. */
export function withSaveToasts(request: Promise<unknown>, success: string, failure: string) {
  return request.then(
    () => {
      toast.success(success);
    },
    (error: unknown) => {
      toast.error(failure, { description: serverMessage(error) });
      throw error;
    },
  );
}

type DeleteMutation = {
  mutate: (
    id: string,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

/**
 * The item waiting for a delete confirmation, and the props of its ConfirmDialog:
 * confirming deletes it, toasts the outcome and closes the dialog on success.
 */
export function useDeleteConfirmation<T extends { id: string }>(
  remove: DeleteMutation,
  texts: { deleted: string; deleteFailed: string },
) {
  const [target, setTarget] = useState<T | null>(null);

  const onConfirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(texts.deleted);
        setTarget(null);
      },
      onError: (error) => toast.error(texts.deleteFailed, { description: serverMessage(error) }),
    });
  };

  const dialogProps = {
    isOpen: target !== null,
    onOpenChange: (open: boolean) => {
      if (!open) setTarget(null);
    },
    isPending: remove.isPending,
    onConfirm,
  };
  return { target, ask: setTarget, dialogProps };
}

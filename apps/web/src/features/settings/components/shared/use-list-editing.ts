import { useState } from 'react';
import { withSaveToasts } from '@/lib/mutation-toasts';

type SaveMutation<TArgs> = { mutateAsync: (args: TArgs) => Promise<unknown> };

type SaveTexts = {
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
};

/**
 * A list with an inline creation form and an edit dialog: the item being edited and the
 * submit handlers of both forms. Each save toasts its outcome; a successful edit closes
 * the dialog, a failure is rethrown for the form's fields.
 */
export function useListEditing<T extends { id: string }, TInput>(
  create: SaveMutation<TInput>,
  update: SaveMutation<{ id: string; input: TInput }>,
  texts: SaveTexts,
) {
  const [editing, setEditing] = useState<T | null>(null);

  const onCreate = (input: TInput) =>
    withSaveToasts(create.mutateAsync(input), texts.created, texts.createFailed);

  const onUpdate = (input: TInput) => {
    if (!editing) return Promise.resolve();
    return withSaveToasts(
      update.mutateAsync({ id: editing.id, input }),
      texts.updated,
      texts.updateFailed,
    ).then(() => setEditing(null));
  };

  return { editing, startEdit: setEditing, stopEdit: () => setEditing(null), onCreate, onUpdate };
}

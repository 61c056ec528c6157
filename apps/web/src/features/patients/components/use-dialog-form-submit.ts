import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { submitOwnForm } from './submit-own-form';

type DialogFormSubmit<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The fields a server error may point at. */
  fields: readonly Path<TValues>[];
  /** Resolving closes the dialog; throwing keeps it open with the message (the caller toasts). */
  onSubmit: (values: TOutput) => Promise<void> | void;
  onDone: () => void;
  /** Shown above the form when the failure has no message of its own. */
  fallbackMessage: string;
};

/**
 * Submits the form of a goal or representative dialog: a failure lands on its fields, or
 * above the form when it names none of them.
 */
export function useDialogFormSubmit<TValues extends FieldValues, TOutput>({
  form,
  fields,
  onSubmit,
  onDone,
  fallbackMessage,
}: DialogFormSubmit<TValues, TOutput>) {
  const [saveError, setSaveError] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setSaveError(undefined);
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      const isOnField = applyFieldErrors(error, form.setError, fields);
      setSaveError(isOnField ? undefined : (serverMessage(error) ?? fallbackMessage));
    }
  });

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => submitOwnForm(event, submit);
  return { saveError, onFormSubmit };
}

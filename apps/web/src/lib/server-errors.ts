import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field messages (422 `fields`) under the matching form fields.
 * Returns true when at least one field got a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let isApplied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((n) => n === field);
    if (name) {
      setError(name, { type: 'server', message });
      isApplied = true;
    }
  }
  return isApplied;
}

/** The server's message when it sent one (spec 2 §8: "Server error messages are shown"). */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : undefined;
}

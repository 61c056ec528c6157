import { IMPORT_MAX_BYTES, importMessages } from '@praxis/shared/patients/constants';
import type { TImportResult } from '@praxis/shared/patients/schemas';
import { ApiError } from '@/lib/api-client';

/** Checked in the browser before anything is sent: a .csv name, 10 Mo at most. */
export function checkImportFile(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return importMessages.notCsv;
  if (file.size > IMPORT_MAX_BYTES) return importMessages.tooLarge;
  return null;
}

export type TImportToast = { kind: 'success' | 'error'; message: string };

/** Spec 1 §8: 'n patients importés avec succès', 'n patients n'ont pas pu être importés'. */
export function importResultToasts(
  result: Pick<TImportResult, 'createdCount' | 'failedCount'>,
): TImportToast[] {
  const toasts: TImportToast[] = [];
  if (result.createdCount > 0)
    toasts.push({ kind: 'success', message: importMessages.importedToast(result.createdCount) });
  if (result.failedCount > 0)
    toasts.push({ kind: 'error', message: importMessages.failedToast(result.failedCount) });
  if (toasts.length === 0) toasts.push({ kind: 'error', message: importMessages.importFailed });
  return toasts;
}

/**
 * A failed request's message, or "Erreur lors de l'importation" when the server gave none (an
 * answer without our error body, whose code the API client names after the HTTP status).
 */
export function importErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code.startsWith('HTTP_'))
    return importMessages.importFailed;
  return error instanceof Error && error.message ? error.message : importMessages.importFailed;
}

import { analyseImportFile } from '@praxis/shared/patients/csv-import';
import type { TImportRow } from '@praxis/shared/patients/csv-row';
import type { TImportTemplate } from '@praxis/shared/patients/csv-columns';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import { loadImportContext } from './import-context';
import { readImportFile } from './import-upload';

/** Rows listed in the `fields` of a "no valid row" answer (the web shows why each one failed). */
const ROWS_IN_ERROR_MAX = 50;

export const joinMessages = (messages: readonly string[]) => messages.join(' ; ');

/**
 * Reads and validates the uploaded CSV against the scope. A file-level problem throws the
 * spec's message (422); "no valid row" also names each row's errors in `fields` (`rows.{n}`).
 */
export async function analyseUploadedImport(db: Database, scope: Scope, file: File): Promise<{ template: TImportTemplate; rows: TImportRow[] }> {
  const bytes = await readImportFile(file);
  const result = analyseImportFile(bytes, await loadImportContext(db, scope));
  if (result.ok) return result;
  const fields: Record<string, string> = { file: result.error };
  for (const row of result.rows?.slice(0, ROWS_IN_ERROR_MAX) ?? []) fields[`rows.${row.index}`] = joinMessages(row.errors);
  throw new AppError('VALIDATION', result.error, 422, fields);
}

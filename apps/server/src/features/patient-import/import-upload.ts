import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_MAX_BYTES, importMessages } from '@praxis/shared/patients/schemas';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';

/** The `file` part of the import form; anything else than a file reads as "no CSV chosen". */
export const ZImportForm = z.object({
  file: z
    .custom<File>((v) => v instanceof Blob && typeof (v as File).name === 'string', { error: importMessages.notCsv })
    .openapi({ type: 'string', format: 'binary' }),
});

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', importMessages.tooLarge, 413, { file: importMessages.tooLarge });

/**
 * The CSV's bytes after the file-level checks that need no parsing: a .csv name, 10 Mo at most.
 * An empty file is "too short" (spec 1 §5), answered by the analysis.
 */
export async function readImportFile(file: File): Promise<Uint8Array> {
  if (!file.name.trim().toLowerCase().endsWith('.csv')) {
    throw new AppError('VALIDATION', importMessages.notCsv, 422, { file: importMessages.notCsv });
  }
  if (file.size > IMPORT_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

const IMPORT_PATHS = new Set(['/api/v1/patients/import', '/api/v1/patients/import/analysis']);
/** Room for the multipart envelope around a CSV of the maximum size. */
const IMPORT_BODY_LIMIT_BYTES = IMPORT_MAX_BYTES + 256 * 1024;

/**
 * The import's body limit (app.ts picks it for its paths): just above the 10 Mo of a CSV, so a
 * 20 Mo upload is cut short with the import's own French message instead of the 1 MB JSON one.
 */
export const importBodyLimit: { matches: (path: string) => boolean; middleware: MiddlewareHandler<AppEnv> } = {
  matches: (path) => IMPORT_PATHS.has(path),
  middleware: bodyLimit({
    maxSize: IMPORT_BODY_LIMIT_BYTES,
    onError: () => {
      throw tooLarge();
    },
  }),
};

import { fileExtension } from '@praxis/shared/files/file-names';
import {
  exampleBatchRoom,
  TRAME_FILE_MAX_BYTES,
  trameMessages,
} from '@praxis/shared/trames/schemas';

export type BatchProblem = { name: string; message: string };
export type PreparedBatch = { accepted: File[]; rejected: BatchProblem[]; warning: string | null };

/**
 * Spec 3 §5: PDF only, 30 Mo per file, at most min(10, 50 − current count) files — the extras are
 * dropped with a warning. The server checks each file again, by content.
 */
export function prepareExampleBatch(files: readonly File[], currentCount: number): PreparedBatch {
  const rejected: BatchProblem[] = [];
  const valid: File[] = [];
  for (const file of files) {
    const isPdf =
      fileExtension(file.name).toLowerCase() === 'pdf' &&
      (file.type === '' || file.type === 'application/pdf');
    if (!isPdf)
      rejected.push({ name: file.name, message: trameMessages.examplePdfOnly(file.name) });
    else if (file.size > TRAME_FILE_MAX_BYTES)
      rejected.push({ name: file.name, message: trameMessages.exampleTooLarge(file.name) });
    else valid.push(file);
  }
  const room = exampleBatchRoom(currentCount);
  const accepted = valid.slice(0, room);
  const warning = valid.length > room ? trameMessages.exampleBatchLimit(room) : null;
  return { accepted, rejected, warning };
}

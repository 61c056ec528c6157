import type { TMessageAttachment, TReadAttachment } from '@praxis/shared/assistants/schemas';
import { uploadRequest } from '@/lib/upload-request';

/** POST /assistants/attachments: the server reads a joined file's text and keeps nothing. */
export function readAttachment(file: File): Promise<TReadAttachment> {
  const body = new FormData();
  body.set('file', file);
  return uploadRequest<TReadAttachment>('/api/v1/assistants/attachments', body);
}

/** Reads every joined file; the texts go with the message, the notices are shown to the user. */
export async function readAttachments(files: readonly File[]): Promise<{ attachments: TMessageAttachment[]; notices: string[] }> {
  const read = await Promise.all(files.map(readAttachment));
  return {
    attachments: read.map(({ name, text }) => ({ name, text })),
    notices: read.flatMap((r) => (r.notice ? [r.notice] : [])),
  };
}

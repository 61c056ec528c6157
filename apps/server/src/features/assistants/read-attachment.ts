import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TEXT_MAX_LENGTH,
  assistantMessages as catalog,
  type TReadAttachment,
} from '@praxis/shared/assistants/schemas';
import { fileExtension } from '@praxis/shared/files/file-names';
import type { AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { contentMatchesExtension } from '../../lib/file-types';
import type { Logger } from '../../lib/logger';
import { readPdfText } from '../trames/read-example';

type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];
const IMAGE_EXTENSIONS: readonly AttachmentExtension[] = ['png', 'jpg', 'jpeg'];

const refuse = (message: string, status: 413 | 422 = 422) =>
  new AppError(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', message, status, { file: message });

function asAttachmentExtension(name: string): AttachmentExtension | undefined {
  const extension = fileExtension(name).toLowerCase();
  return ATTACHMENT_EXTENSIONS.find((e) => e === extension);
}

/** Whitespace runs collapsed, control characters (NUL included) removed, cut to the per-message maximum. */
function tidy(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, ATTACHMENT_TEXT_MAX_LENGTH);
}

async function extractText(bytes: Uint8Array, extension: AttachmentExtension): Promise<string> {
  switch (extension) {
    case 'pdf': {
      const pdf = await readPdfText(bytes);
      return pdf.pages.map((lines) => lines.map((l) => l.text).join('\n')).join('\n\n');
    }
    case 'docx':
      return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    case 'doc':
      return (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
    default:
      return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Reads a file joined to a message (spec 3 §2.9: pdf, doc, docx, txt, png, jpg, jpeg; 20 Mo),
 * checked by content. Nothing is stored: the text goes back to the browser, which sends it with
 * the message. Images and files without readable text give no text and a French notice.
 */
export async function readAttachment(file: File, logger: Logger): Promise<TReadAttachment> {
  const name = file.name.trim() || 'Fichier';
  if (name.length > 255) throw refuse(catalog.attachmentNameTooLong);
  const extension = asAttachmentExtension(name);
  if (!extension) throw refuse(catalog.attachmentType(name));
  if (file.size > ATTACHMENT_MAX_BYTES) throw refuse(catalog.attachmentSize(name), 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0 || !contentMatchesExtension(bytes, extension)) throw refuse(catalog.attachmentType(name));
  if (IMAGE_EXTENSIONS.includes(extension)) return { name, text: null, notice: catalog.attachmentImage(name) };
  try {
    const text = tidy(await extractText(bytes, extension));
    return text ? { name, text, notice: null } : { name, text: null, notice: catalog.attachmentUnreadable(name) };
  } catch (error) {
    logger.warn({ extension, reason: error instanceof Error ? error.name : 'unknown' }, 'attachment text unreadable');
    return { name, text: null, notice: catalog.attachmentUnreadable(name) };
  }
}

export const ATTACHMENT_PATH = '/api/v1/assistants/attachments';

/** 20 Mo plus the multipart envelope; beyond, the spec's size message. */
export const attachmentsBodyLimit: { matches: (path: string) => boolean; middleware: MiddlewareHandler<AppEnv> } = {
  matches: (path) => path === ATTACHMENT_PATH,
  middleware: bodyLimit({
    maxSize: ATTACHMENT_MAX_BYTES + 1024 * 1024,
    onError: () => {
      throw refuse(catalog.attachmentSize('Le fichier'), 413);
    },
  }),
};

import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_COUNT,
  assistantMessages,
} from '@praxis/shared/assistants/schemas';

/** The file picker's `accept` (spec 3 §2.9). */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Adds picked files to those already attached: a wrong type or a file over 20 Mo is refused
 * with its French message; beyond 5 files the extras are dropped with a message.
 */
export function addAttachments(current: readonly File[], picked: readonly File[]): { files: File[]; errors: string[] } {
  const files = [...current];
  const errors: string[] = [];
  for (const file of picked) {
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      errors.push(assistantMessages.attachmentType(file.name));
    } else if (file.size > ATTACHMENT_MAX_BYTES) {
      errors.push(assistantMessages.attachmentSize(file.name));
    } else if (files.length >= ATTACHMENT_MAX_COUNT) {
      if (!errors.includes(assistantMessages.attachmentCount)) errors.push(assistantMessages.attachmentCount);
    } else {
      files.push(file);
    }
  }
  return { files, errors };
}

import {
  FILE_MAX_BYTES,
  FILE_NAME_MAX_LENGTH,
  fileMessages,
} from '@praxis/shared/settings/schemas';

type PickedFile = { name: string; size: number };

export function fileExtension(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

/**
 * Spec 2 §5.9 checks made before sending, with the same messages as the server (which also
 * checks the content by magic bytes). Returns the first problem, or null.
 */
export function checkPickedFile(file: PickedFile, extensions: readonly string[]): string | null {
  const extension = fileExtension(file.name);
  if (!extension) return fileMessages.noExtension;
  if (file.name.length > FILE_NAME_MAX_LENGTH) return fileMessages.nameTooLong;
  if (!extensions.includes(extension)) return fileMessages.badType;
  if (file.size === 0) return fileMessages.empty;
  if (file.size > FILE_MAX_BYTES) return fileMessages.tooLarge;
  return null;
}

/** The `accept` attribute of a file input for these extensions. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((e) => `.${e}`).join(',');
}

/** Above this size the upload shows its progress (a small file is sent before it could be read). */
export const PROGRESS_THRESHOLD_BYTES = 512 * 1024;

/** The warning shown when the server normalised the file name (spec 2 §5.9). */
export function renamedWarning(fileName: string): string {
  return fileMessages.renamed.replace('{name}', fileName);
}

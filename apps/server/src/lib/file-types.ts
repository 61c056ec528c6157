/**
 * File types by content (magic bytes), not only by extension: an executable renamed `.pdf` is
 * refused. The content type we store and serve comes from this table, never from the client.
 */
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** UTF-8 text: decodes strictly and holds no NUL byte (which no text file has, and binaries do). */
function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

type FileType = { contentType: string; matches: (bytes: Uint8Array) => boolean };

const FILE_TYPES: Record<string, FileType> = {
  pdf: { contentType: 'application/pdf', matches: (b) => startsWith(b, PDF) },
  png: { contentType: 'image/png', matches: (b) => startsWith(b, PNG) },
  jpg: { contentType: 'image/jpeg', matches: (b) => startsWith(b, JPEG) },
  jpeg: { contentType: 'image/jpeg', matches: (b) => startsWith(b, JPEG) },
  gif: { contentType: 'image/gif', matches: (b) => startsWith(b, GIF87) || startsWith(b, GIF89) },
  webp: { contentType: 'image/webp', matches: (b) => startsWith(b, RIFF) && startsWith(b, WEBP, 8) },
  // A .docx is a ZIP package (Office Open XML); a .doc an OLE compound file.
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (b) => startsWith(b, ZIP),
  },
  doc: { contentType: 'application/msword', matches: (b) => startsWith(b, OLE) },
  txt: { contentType: 'text/plain; charset=utf-8', matches: isUtf8Text },
  md: { contentType: 'text/markdown; charset=utf-8', matches: isUtf8Text },
};

/** The content type of an extension we know, or undefined. */
export function contentTypeOf(extension: string): string | undefined {
  return FILE_TYPES[extension.toLowerCase()]?.contentType;
}

/** True when the bytes are of the type the (lower-case) extension announces. */
export function contentMatchesExtension(bytes: Uint8Array, extension: string): boolean {
  return FILE_TYPES[extension.toLowerCase()]?.matches(bytes) ?? false;
}

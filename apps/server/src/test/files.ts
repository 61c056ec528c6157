import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

/** Small files whose first bytes are those of their type. */
export const samples = {
  pdf: bytes('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0x3b]),
  webp: bytes('RIFF', [0x1a, 0, 0, 0], 'WEBPVP8 ', [0x0e, 0, 0, 0, 0x30, 1, 0, 0x9d, 1, 0x2a, 1, 0, 1, 0]),
  docx: bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0], '[Content_Types].xml'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0, 0, 0, 0, 0, 0, 0]),
  txt: new TextEncoder().encode('Exercice : boucles et ponts.\nDurée : 10 minutes.\n'),
  md: new TextEncoder().encode('# Protocole\n\n- Étape 1 : anamnèse\n'),
  /** A Windows executable ("MZ" header). */
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], 'This program cannot be run in DOS mode.'),
};

export type UploadFile = { name: string; bytes: Uint8Array; type?: string };

/** A multipart body as a browser builds it: fields (arrays become repeated fields) and one file. */
export function uploadForm(fields: Record<string, string | string[] | undefined>, file?: UploadFile): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** Every file under a folder (hidden metadata files included), relative paths. */
export function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found.sort();
}

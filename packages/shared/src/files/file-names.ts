/**
 * File-name normalisation (spec 2 §5.9): accents removed, special characters and spaces replaced
 * by underscores, repeated underscores collapsed, extension lower-cased, an empty name becomes
 * 'file'. The result only holds [A-Za-z0-9_-] plus one dot before the extension, so it is safe
 * in a storage key, a URL and a Content-Disposition header.
 */

/** Longest normalised stem: keeps `{timestamp}_{name}` under the 255-byte limit of file systems. */
export const SAFE_STEM_MAX_LENGTH = 180;
const EXTENSION_MAX_LENGTH = 10;

const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss' };

function asciiOf(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Last path segment: browsers send a bare name, but a client could send a path. */
function baseName(name: string): string {
  const parts = name.split(/[/\\]/);
  return parts[parts.length - 1] ?? '';
}

/** The extension as typed (after the last dot, when the dot is not the first character), or ''. */
export function fileExtension(name: string): string {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1) : '';
}

export function sanitizeFileName(name: string): string {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  const rawStem = dot > 0 ? base.slice(0, dot) : base;
  const rawExtension = dot > 0 ? base.slice(dot + 1) : '';
  const stem =
    asciiOf(rawStem)
      .replace(/[^A-Za-z0-9_-]/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, SAFE_STEM_MAX_LENGTH)
      .replace(/_+$/, '') || 'file';
  const extension = asciiOf(rawExtension)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, EXTENSION_MAX_LENGTH);
  return extension ? `${stem}.${extension}` : stem;
}

/** The normalised name, and the original one when they differ (the user is then warned). */
export function normalizeFileName(name: string): { name: string; renamedFrom: string | null } {
  const normalized = sanitizeFileName(name);
  return { name: normalized, renamedFrom: normalized === name ? null : name };
}

/**
 * The app's own localStorage keys. Every value is JSON, so that the storage clean-up can
 * tell a corrupted entry from a valid one (spec 1 §9).
 */
export const STORAGE_KEYS = {
  theme: 'praxis:theme',
  sidebarCollapsed: 'praxis:sidebar-collapsed',
  schemaVersion: 'praxis:schema-version',
  buildTime: 'praxis:build-time',
} as const;

export function readStored(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private browsing): the preference simply is not remembered.
  }
}

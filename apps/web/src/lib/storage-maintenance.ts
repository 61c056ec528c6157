import { STORAGE_SCHEMA_VERSION } from '@praxis/shared/constants';
import { STORAGE_KEYS, readStored, writeStored } from './local-store';
import { clearIndexedDb, unregisterServiceWorkers } from './storage-wipe';

/** Keys of earlier versions, removed wherever they are found (spec 1 §9). */
export const DEPRECATED_KEYS = [
  'theme',
  'vite-ui-theme',
  'sidebar_state',
  'praxis-sidebar',
  'praxis-theme',
];
/** Better Auth's client keys (cross-tab session sync): the "backend prefix" of spec 3 §9. */
const BACKEND_PREFIX = 'better-auth';
const VERSION_KEYS: string[] = [STORAGE_KEYS.schemaVersion, STORAGE_KEYS.buildTime];
/** Reserved for the profile being filled in during onboarding (spec 3 §9 "pending profile"). */
const PENDING_PROFILE_KEY = 'praxis:pending-profile';
const PROTECTED_KEYS = new Set<string>([...VERSION_KEYS, PENDING_PROFILE_KEY]);
const CURRENT_KEYS = new Set<string>([...Object.values(STORAGE_KEYS), PENDING_PROFILE_KEY]);

const LOCAL_STORAGE_FLAG_BYTES = 5 * 1024 * 1024;
const QUOTA_WARNING_RATIO = 0.9;
const CRITICAL_ISSUE_COUNT = 2;

/** Validators of the stores the app knows; an entry failing its check is removed. */
const KNOWN_STORES: Record<string, (value: unknown) => boolean> = {
  [STORAGE_KEYS.theme]: (v) => v === 'light' || v === 'dark',
  [STORAGE_KEYS.sidebarCollapsed]: (v) => typeof v === 'boolean',
  [STORAGE_KEYS.schemaVersion]: (v) => typeof v === 'number' && Number.isInteger(v),
  [STORAGE_KEYS.buildTime]: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
};

function localKeys(): string[] {
  return Object.keys(window.localStorage);
}

function isKeptForAuth(key: string): boolean {
  return key.startsWith(BACKEND_PREFIX) || PROTECTED_KEYS.has(key);
}

function isJson(raw: string | null): boolean {
  if (raw === null) return true;
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

export function localStorageBytes(): number {
  return localKeys().reduce(
    (sum, key) => sum + (key.length + (window.localStorage.getItem(key) ?? '').length) * 2,
    0,
  );
}

/** Spec 3 §9 schema version 2: aggressive clean-up on an old schema, light one on a new build. */
function migrateSchema(buildTime: string): void {
  const version = readStored(STORAGE_KEYS.schemaVersion);
  if (typeof version !== 'number' || version < STORAGE_SCHEMA_VERSION) {
    window.localStorage.clear();
    void clearIndexedDb();
    void unregisterServiceWorkers();
  } else {
    const storedBuild = readStored(STORAGE_KEYS.buildTime);
    const isOlder =
      typeof storedBuild !== 'string' || Date.parse(storedBuild) < Date.parse(buildTime);
    if (isOlder) {
      for (const key of localKeys()) {
        if (!CURRENT_KEYS.has(key) && !isKeptForAuth(key)) window.localStorage.removeItem(key);
      }
    }
  }
  writeStored(STORAGE_KEYS.schemaVersion, STORAGE_SCHEMA_VERSION);
  writeStored(STORAGE_KEYS.buildTime, buildTime);
}

/** Spec 1 §9: deprecated keys and corrupted (non-JSON) entries are removed. */
function cleanLocalStorage(): void {
  for (const key of localKeys()) {
    if (DEPRECATED_KEYS.includes(key)) window.localStorage.removeItem(key);
    else if (!isKeptForAuth(key) && !isJson(window.localStorage.getItem(key)))
      window.localStorage.removeItem(key);
  }
}

/** Spec 3 §9 storage health: invalid known stores removed; more than 2 issues triggers a repair. */
function checkStorageHealth(): string[] {
  const issues: string[] = [];
  for (const [key, isValid] of Object.entries(KNOWN_STORES)) {
    if (window.localStorage.getItem(key) !== null && !isValid(readStored(key))) {
      issues.push(`invalid store ${key}`);
      window.localStorage.removeItem(key);
    }
  }
  if (localStorageBytes() > LOCAL_STORAGE_FLAG_BYTES) issues.push('local storage over 5 MB');
  if (issues.length > CRITICAL_ISSUE_COUNT) {
    for (const key of localKeys()) if (!isKeptForAuth(key)) window.localStorage.removeItem(key);
  }
  return issues;
}

async function warnOnQuota(): Promise<void> {
  const estimate = await navigator.storage?.estimate?.();
  if (estimate?.quota && estimate.usage && estimate.usage / estimate.quota > QUOTA_WARNING_RATIO) {
    console.warn('[storage] quota usage above 90 %');
  }
}

/** Runs once at start-up, before the first render. Never throws: storage may be disabled. */
export function runStorageMaintenance(buildTime: string): void {
  try {
    migrateSchema(buildTime);
    cleanLocalStorage();
    const issues = checkStorageHealth();
    if (issues.length > 0) console.warn('[storage] health issues', issues);
    void warnOnQuota().catch(() => undefined);
  } catch (error) {
    console.warn('[storage] maintenance skipped', error);
  }
}

import { STORAGE_SCHEMA_VERSION } from '@praxis/shared/constants';
import { STORAGE_KEYS, STORED_VALUE_CHECKS, readStored, writeStored } from './local-store';
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
const PROTECTED_KEYS = new Set<string>([
  STORAGE_KEYS.schemaVersion,
  STORAGE_KEYS.buildTime,
  STORAGE_KEYS.pendingProfile,
]);
/** The registry of local-store.ts: a new build keeps these and removes the rest. */
const CURRENT_KEYS = new Set<string>(Object.values(STORAGE_KEYS));

const LOCAL_STORAGE_FLAG_BYTES = 5 * 1024 * 1024;
const QUOTA_WARNING_RATIO = 0.9;
const CRITICAL_ISSUE_COUNT = 2;

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
  for (const key of Object.values(STORAGE_KEYS)) {
    if (window.localStorage.getItem(key) !== null && !STORED_VALUE_CHECKS[key](readStored(key))) {
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

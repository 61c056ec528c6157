import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_SCHEMA_VERSION } from '@praxis/shared/constants';
import { STORAGE_KEYS } from './local-store';
import { runStorageMaintenance } from './storage-maintenance';

/** A localStorage whose entries are own properties, as in browsers (Object.keys lists them). */
class MemoryStorage {
  getItem(key: string): string | null {
    return Object.hasOwn(this, key) ? (Reflect.get(this, key) as string) : null;
  }
  setItem(key: string, value: string): void {
    Reflect.set(this, key, String(value));
  }
  removeItem(key: string): void {
    Reflect.deleteProperty(this, key);
  }
  clear(): void {
    for (const key of Object.keys(this)) Reflect.deleteProperty(this, key);
  }
}

const OLD_BUILD = '2026-01-01T00:00:00.000Z';
const NEW_BUILD = '2026-11-27T00:00:00.000Z';
let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storage keys across a new version (issue 10 §6)', () => {
  it('keeps every registered preference and removes unknown keys', () => {
    const preferences: Record<string, unknown> = {
      [STORAGE_KEYS.theme]: 'dark',
      [STORAGE_KEYS.sidebarCollapsed]: true,
      [STORAGE_KEYS.patientsView]: 'table',
      [STORAGE_KEYS.patientRecordTipDismissed]: true,
      [STORAGE_KEYS.pendingProfile]: { firstName: 'Marie' },
    };
    storage.setItem(STORAGE_KEYS.schemaVersion, JSON.stringify(STORAGE_SCHEMA_VERSION));
    storage.setItem(STORAGE_KEYS.buildTime, JSON.stringify(OLD_BUILD));
    for (const [key, value] of Object.entries(preferences)) storage.setItem(key, JSON.stringify(value));
    storage.setItem('praxis:forgotten', JSON.stringify(1));

    runStorageMaintenance(NEW_BUILD);

    for (const [key, value] of Object.entries(preferences)) {
      expect(JSON.parse(storage.getItem(key) ?? 'null'), key).toEqual(value);
    }
    expect(storage.getItem('praxis:forgotten')).toBeNull();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.buildTime) ?? 'null')).toBe(NEW_BUILD);
  });

  it('removes a registered key holding an invalid value', () => {
    storage.setItem(STORAGE_KEYS.schemaVersion, JSON.stringify(STORAGE_SCHEMA_VERSION));
    storage.setItem(STORAGE_KEYS.buildTime, JSON.stringify(NEW_BUILD));
    storage.setItem(STORAGE_KEYS.patientsView, JSON.stringify('mosaic'));
    runStorageMaintenance(NEW_BUILD);
    expect(storage.getItem(STORAGE_KEYS.patientsView)).toBeNull();
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('storage key registry', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const registry = path.join(root, 'lib', 'local-store.ts');
  const files = sourceFiles(root).filter((file) => file !== registry);

  it('is the only place that names a praxis: key or calls localStorage.setItem', () => {
    const offenders = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /['"`]praxis:/.test(text) || /localStorage\.setItem/.test(text);
    });
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});

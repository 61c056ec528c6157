import { DEPRECATED_KEYS } from './storage-maintenance';

export type StorageEntry = { key: string; bytes: number };
export type StorageArea = { bytes: number; entries: StorageEntry[] };
export type StorageQuota = { usage: number; quota: number; percent: number };
export type StorageDiagnosis = {
  local: StorageArea;
  session: StorageArea;
  indexedDbCount: number | null;
  serviceWorkerCount: number | null;
  quota: StorageQuota | null;
  deprecatedKeys: string[];
};

export const LOCAL_STORAGE_WARNING_BYTES = 1024 * 1024;
export const QUOTA_WARNING_PERCENT = 80;

function describeArea(storage: Storage): StorageArea {
  const entries = Object.keys(storage)
    .map((key) => ({ key, bytes: (key.length + (storage.getItem(key) ?? '').length) * 2 }))
    .sort((a, b) => b.bytes - a.bytes);
  return { bytes: entries.reduce((sum, e) => sum + e.bytes, 0), entries };
}

async function countIndexedDb(): Promise<number | null> {
  if (!('indexedDB' in window) || typeof indexedDB.databases !== 'function') return null;
  return (await indexedDB.databases()).length;
}

async function countServiceWorkers(): Promise<number | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistrations()).length;
}

async function readQuota(): Promise<StorageQuota | null> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return null;
  const usage = estimate.usage ?? 0;
  return { usage, quota: estimate.quota, percent: (usage / estimate.quota) * 100 };
}

/** Spec 3 §2.10: what /debug/storage shows. */
export async function diagnoseStorage(): Promise<StorageDiagnosis> {
  const [indexedDbCount, serviceWorkerCount, quota] = await Promise.all([
    countIndexedDb(),
    countServiceWorkers(),
    readQuota(),
  ]);
  return {
    local: describeArea(window.localStorage),
    session: describeArea(window.sessionStorage),
    indexedDbCount,
    serviceWorkerCount,
    quota,
    deprecatedKeys: Object.keys(window.localStorage).filter((key) => DEPRECATED_KEYS.includes(key)),
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace('.', ',')} Ko`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1).replace('.', ',')} Mo`;
  return `${(bytes / 1024 ** 3).toFixed(1).replace('.', ',')} Go`;
}

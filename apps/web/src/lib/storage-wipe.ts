/** Deletes every IndexedDB database of this origin. */
export async function clearIndexedDb(): Promise<void> {
  if (!('indexedDB' in window) || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          if (!name) return resolve();
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = () => resolve();
          request.onerror = () => resolve();
          request.onblocked = () => resolve();
        }),
    ),
  );
}

export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

async function clearCacheStorage(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** Clears everything the browser keeps for this origin (except httpOnly cookies). */
export async function wipeBrowserStorage(): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await Promise.all([clearIndexedDb(), unregisterServiceWorkers(), clearCacheStorage()]);
}

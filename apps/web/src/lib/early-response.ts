import {
  EARLY_RESPONSE_MAX_AGE_MS,
  EARLY_STORE_KEY,
  type TEarlyStore,
} from '@/early-requests/early-store';

/** The early script's store: a property of the page's window, i.e. of globalThis. */
function store(): TEarlyStore | undefined {
  return (globalThis as unknown as Record<string, TEarlyStore | undefined>)[EARLY_STORE_KEY];
}

/**
 * The answer of a read index.html's early script already started for this path (GET only), taken
 * once; undefined when there is none, it is too old, or it was taken. A failed early request
 * resolves to undefined too: the caller then asks again. Any write (sign-in, a form…) drops every
 * early answer not taken yet: they were read before it and may no longer be true — a signed-out
 * visitor's gate, read early, must not answer once they have signed in.
 */
export function takeEarlyResponse(
  method: string,
  path: string,
): Promise<Response | undefined> | undefined {
  const early = store();
  if (early && method !== 'GET') {
    for (const key of Object.keys(early)) delete early[key];
    return undefined;
  }
  const entry = early?.[path];
  if (!early || !entry) return undefined;
  delete early[path];
  if (performance.now() - entry.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  return entry.response.catch(() => undefined);
}

/**
 * The data of an early read that has already answered 2xx, taken once (a page's first render
 * then starts with it instead of a skeleton and a second render); undefined when it has not come
 * yet, failed, is too old or was taken — the query then asks through takeEarlyResponse as usual.
 * For a query's `initialData`.
 */
export function takeEarlyData<T>(path: string): T | undefined {
  const early = store();
  const entry = early?.[path];
  if (!early || !entry?.answer) return undefined;
  delete early[path];
  if (performance.now() - entry.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  return entry.answer.data as T;
}

/**
 * What index.html's early requests leave for the app (early-requests.ts writes it,
 * lib/early-response.ts reads it). Apart so that the app's entry imports only these few names, not
 * the paths' date arithmetic.
 */
export type TEarlyEntry = {
  startedAt: number;
  response: Promise<Response>;
  /** The parsed body of a 2xx answer, once it has come (a copy read by the early script). */
  answer?: { data: unknown };
};
export type TEarlyStore = Record<string, TEarlyEntry | undefined>;

/** The window property holding the early requests. */
export const EARLY_STORE_KEY = '__praxisEarlyRequests';
export const EARLY_RESPONSE_MAX_AGE_MS = 10_000;

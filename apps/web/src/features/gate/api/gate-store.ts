import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';
import { getGateStatus, type TGateStatus } from './get-gate-status';

/** As a query's retries (lib/query-client.ts): 3 more tries, 1 s, 2 s, 4 s apart; not on a 4xx. */
const RETRY_DELAYS_MS = [1000, 2000, 4000];

async function fetchWithRetries(): Promise<TGateStatus> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getGateStatus();
    } catch (error) {
      const isRefused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const delay = RETRY_DELAYS_MS[attempt];
      if (isRefused || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * The access gate's status, read once at start and changed by the query client (an API call
 * answered ACCESS_GATE_LOCKED) and by the unlock screen. A plain store, not a query: the gate is
 * above every route, the sign-in page's included, which carries no TanStack Query (issue 15).
 */
export type TGateState =
  | { status: 'pending' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: TGateStatus };

let state: TGateState = { status: 'pending' };
let started = false;
const listeners = new Set<() => void>();

function setState(next: TGateState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server for the gate's status (at start, and on 'Réessayer'). */
export function loadGateStatus(): void {
  started = true;
  setState({ status: 'pending' });
  fetchWithRetries().then(
    (data) => setState({ status: 'success', data }),
    (error: unknown) =>
      setState({
        status: 'error',
        error: error instanceof Error ? error : new Error(String(error)),
      }),
  );
}

export function setGateStatus(data: TGateStatus): void {
  started = true;
  setState({ status: 'success', data });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGateState(): TGateState {
  useEffect(() => {
    if (!started) loadGateStatus();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

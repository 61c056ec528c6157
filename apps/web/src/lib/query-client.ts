import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS, QUERY_STALE_MS, RETRY_DELAY_MAX_MS } from '@praxis/shared/constants';
import { ApiError, isGateLocked, isTwoFactorRequired, isUnauthorized } from './api-client';

const QUERY_MAX_RETRIES = 3;
const MUTATION_MAX_RETRIES = 1;
const RETRY_DELAY_BASE_MS = 1000;

export type QueryClientHooks = {
  /** An API call answered 401: the session is gone. */
  onUnauthorized: () => void;
  /** An API call answered 403 ACCESS_GATE_LOCKED: the access gate must be shown again. */
  onGateLocked: () => void;
  /** An API call answered 403 TWO_FACTOR_REQUIRED: the user must enrol before anything else. */
  onTwoFactorRequired?: () => void;
};

/** Spec 1 §8: auth errors are never retried (a session refresh is attempted instead). */
function isAuthError(error: unknown): boolean {
  return isUnauthorized(error) || isGateLocked(error) || isTwoFactorRequired(error);
}

/** Spec 1 §9: the delay doubles from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_DELAY_BASE_MS * 2 ** attempt, RETRY_DELAY_MAX_MS);
}

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isAuthError(error) && failureCount < QUERY_MAX_RETRIES;
}

/** Mutations are retried once, and only when the request may not have reached the server. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (failureCount >= MUTATION_MAX_RETRIES || isAuthError(error)) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) hooks.onUnauthorized();
    else if (isGateLocked(error)) hooks.onGateLocked();
    else if (isTwoFactorRequired(error)) hooks.onTwoFactorRequired?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay,
      },
      mutations: { retry: shouldRetryMutation, retryDelay },
    },
  });
}

/**
 * Forgets everything cached for the current user, on sign-in and sign-out. Queries that do
 * not depend on the user (the access gate) are marked `meta: { isGlobal: true }` and kept.
 */
export function clearUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.isGlobal !== true });
  queryClient.getMutationCache().clear();
}

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, shouldRetryMutation, shouldRetryQuery } from './query-client';

const unauthorized = new ApiError(401, 'UNAUTHENTICATED', 'Utilisateur non authentifié');
const gateLocked = new ApiError(403, 'ACCESS_GATE_LOCKED', 'Accès restreint');
const twoFactorRequired = new ApiError(403, 'TWO_FACTOR_REQUIRED', 'Votre organisation exige la double authentification : activez-la pour continuer.');
const serverError = new ApiError(500, 'INTERNAL', 'Erreur');
const badRequest = new ApiError(400, 'VALIDATION', 'Requête invalide.');
const network = new ApiError(0, 'NETWORK_ERROR', 'Hors ligne');

describe('query retries (spec 1 §8, §9)', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16000],
    [5, 30000],
    [10, 30000],
  ])('attempt %i waits %i ms', (attempt, delay) => {
    expect(retryDelay(attempt)).toBe(delay);
  });

  it('never retries auth errors', () => {
    expect(shouldRetryQuery(0, unauthorized)).toBe(false);
    expect(shouldRetryQuery(0, gateLocked)).toBe(false);
    expect(shouldRetryQuery(0, twoFactorRequired)).toBe(false);
  });

  it('reports a refusal for missing two-factor authentication (issue 16 §7), once, without retrying', async () => {
    let calls = 0;
    const client = createQueryClient({ onUnauthorized: () => undefined, onGateLocked: () => undefined, onTwoFactorRequired: () => calls++ });
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(twoFactorRequired) }).catch(() => undefined);
    expect(calls).toBe(1);
  });

  it('retries other query errors up to 3 times', () => {
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });

  it('retries a mutation once, only when the server may not have handled it', () => {
    expect(shouldRetryMutation(0, serverError)).toBe(true);
    expect(shouldRetryMutation(0, network)).toBe(true);
    expect(shouldRetryMutation(1, serverError)).toBe(false);
    expect(shouldRetryMutation(0, badRequest)).toBe(false);
    expect(shouldRetryMutation(0, unauthorized)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { failureMessage } from './failure-message';

const FALLBACK = 'Erreur lors de la modification';

describe('failureMessage', () => {
  it("the server's message when it sent one", () => {
    const error = toApiError(409, {
      error: { code: 'CONFLICT', message: 'Ce créneau chevauche…' },
    });
    expect(failureMessage(error, FALLBACK)).toBe('Ce créneau chevauche…');
  });

  it('the action text for an answer without our error shape', () => {
    expect(failureMessage(toApiError(502, null), FALLBACK)).toBe(FALLBACK);
    expect(failureMessage(toApiError(500, '<html>'), FALLBACK)).toBe(FALLBACK);
  });

  it('the network message when the server could not be reached', () => {
    expect(failureMessage(new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE), FALLBACK)).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });

  it('the action text for anything else', () => {
    expect(failureMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });
});

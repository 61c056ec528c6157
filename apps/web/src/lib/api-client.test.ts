import { describe, expect, it } from 'vitest';
import { toApiError } from './api-client';

describe('toApiError', () => {
  it('reads the API error shape', () => {
    const error = toApiError(422, {
      error: {
        code: 'VALIDATION',
        message: 'Le nom est requis',
        fields: { name: 'Le nom est requis', n: 3 },
      },
    });
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', message: 'Le nom est requis' });
    expect(error.fields).toEqual({ name: 'Le nom est requis' });
  });

  it('reads a flat { code, message } body', () => {
    expect(toApiError(429, { code: 'RATE_LIMITED', message: 'Trop de requêtes.' })).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Trop de requêtes.',
    });
  });

  it('falls back to a generic French message when the body is not JSON', () => {
    const error = toApiError(502, null);
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toMatch(/erreur inattendue/);
    expect(error.fields).toBeUndefined();
  });
});

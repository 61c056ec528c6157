import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { linkErrorMessage } from './document-errors';

describe('linkErrorMessage', () => {
  it.each([
    [new ApiError(404, 'NOT_FOUND', 'x'), 'view', 'Document non trouvé'],
    [new ApiError(404, 'NOT_FOUND', 'x'), 'download', 'Document non trouvé'],
    [new ApiError(500, 'INTERNAL', 'x'), 'view', 'Impossible de générer l URL de visualisation'],
    [new ApiError(0, 'NETWORK_ERROR', 'x'), 'download', 'Impossible de générer l URL de téléchargement'],
    [new Error('boom'), 'view', 'Impossible de générer l URL de visualisation'],
  ] as const)('%o (%s) → %s', (error, purpose, message) => {
    expect(linkErrorMessage(error, purpose)).toBe(message);
  });
});

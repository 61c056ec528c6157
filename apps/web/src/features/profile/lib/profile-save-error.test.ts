import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  PROFILE_FORMAT_ERROR,
  PROFILE_PROFESSION_ERROR,
  digitsOnly,
  profileSaveErrorMessage,
} from './profile-save-error';

describe('profileSaveErrorMessage', () => {
  it.each([
    [new ApiError(400, 'BAD_REQUEST', 'Format de donnée invalide.'), PROFILE_FORMAT_ERROR],
    [new ApiError(400, '22P02', 'x'), PROFILE_FORMAT_ERROR],
    [
      new ApiError(422, 'VALIDATION', 'La profession est obligatoire', {
        professionId: 'La profession est obligatoire',
      }),
      PROFILE_PROFESSION_ERROR,
    ],
    [new ApiError(409, 'CONFLICT', 'x', { professionId: 'inconnue' }), PROFILE_PROFESSION_ERROR],
    [new ApiError(409, '23503', 'x'), PROFILE_PROFESSION_ERROR],
    [
      new ApiError(422, 'VALIDATION', 'Le prénom est obligatoire', { firstName: 'x' }),
      'Erreur lors de la sauvegarde: Le prénom est obligatoire',
    ],
    [
      new ApiError(500, 'INTERNAL', 'Une erreur interne est survenue.'),
      'Erreur lors de la sauvegarde: Une erreur interne est survenue.',
    ],
    [new Error('boom'), 'Erreur lors de la sauvegarde: boom'],
  ])('%s → %s', (error, message) => {
    expect(profileSaveErrorMessage(error)).toBe(message);
  });
});

describe('digitsOnly', () => {
  it('drops everything but digits, and cuts at the length', () => {
    expect(digitsOnly('12 34a-5')).toBe('12345');
    expect(digitsOnly('123456', 5)).toBe('12345');
    expect(digitsOnly('abc')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { isWrongSecret, securityErrorMessage } from './security-errors';

const toMessage = securityErrorMessage('Erreur');

describe('securityErrorMessage', () => {
  it.each([
    [{ status: 400, code: 'INVALID_PASSWORD' }, 'Mot de passe incorrect'],
    [
      { status: 401, code: 'INVALID_CODE' },
      'Code invalide. Vérifiez le code affiché par votre application.',
    ],
    [{ status: 401, code: 'INVALID_BACKUP_CODE' }, 'Code de secours invalide.'],
    [{ status: 429 }, 'Trop de tentatives. Réessayez dans quelques minutes.'],
    [{ status: 500, code: 'WHATEVER', message: 'boom' }, 'Erreur'],
  ])('%j → %s', (error, message) => {
    expect(toMessage(error)).toBe(message);
  });
});

describe('isWrongSecret', () => {
  it('a wrong code is not a lost session', () => {
    expect(isWrongSecret(401, 'INVALID_CODE')).toBe(true);
    expect(isWrongSecret(401, 'INVALID_BACKUP_CODE')).toBe(true);
  });
  it('any other 401 is', () => {
    expect(isWrongSecret(401, 'UNAUTHORIZED')).toBe(false);
    expect(isWrongSecret(401, 'HTTP_401')).toBe(false);
    expect(isWrongSecret(400, 'INVALID_CODE')).toBe(false);
  });
});

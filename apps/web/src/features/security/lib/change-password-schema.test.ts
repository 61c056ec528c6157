import { describe, expect, it } from 'vitest';
import { ZChangePassword } from './change-password-schema';

const base = {
  currentPassword: 'Ancien1',
  newPassword: 'Nouveau1x',
  confirmPassword: 'Nouveau1x',
  revokeOtherSessions: true,
};
const firstError = (value: typeof base) =>
  ZChangePassword.safeParse(value).error?.issues[0]?.message;

describe('ZChangePassword', () => {
  it('accepts a valid change', () => {
    expect(ZChangePassword.safeParse(base).success).toBe(true);
  });
  it.each([
    [{ currentPassword: '' }, 'Le mot de passe est requis'],
    [
      { newPassword: 'Court1', confirmPassword: 'Court1' },
      'Le mot de passe doit contenir au moins 8 caractères',
    ],
    [
      { newPassword: 'minuscule1', confirmPassword: 'minuscule1' },
      'Le mot de passe doit contenir au moins une lettre majuscule',
    ],
    [{ confirmPassword: 'Autre1xx' }, 'Les mots de passe ne correspondent pas'],
  ])('%j → %s', (change, message) => {
    expect(firstError({ ...base, ...change })).toBe(message);
  });
});

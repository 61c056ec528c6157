import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { messages } from '../messages';
import { ZResetPassword, ZResetRequest, ZSignIn, ZSignUp, ZSignUpPassword } from './schemas';

const m = messages.auth;

/** The first message zod reports for a field, as the forms show it. */
function firstError(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((i) => i.path.join('.') === field)?.message;
}

const validSignUp = {
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@exemple.fr',
  password: 'Motdepasse1',
  confirmPassword: 'Motdepasse1',
};

describe('sign-up password rules (spec 1 §5), only the first error', () => {
  it.each([
    ['', m.passwordMin8],
    ['abc', m.passwordMin8],
    ['abcdefg1', m.passwordUppercase],
    ['ABCDEFG1', m.passwordLowercase],
    ['Abcdefgh', m.passwordDigit],
    ['abcdefgh', m.passwordUppercase],
  ])('%j → %s', (password, expected) => {
    const result = ZSignUpPassword.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe(expected);
  });

  it('accepts any password with 8+ characters, an upper, a lower and a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5 }), (tail) => {
        expect(ZSignUpPassword.safeParse(`Aa1${tail}`).success).toBe(true);
      }),
    );
  });
});

describe('sign-up form', () => {
  it.each([
    ['email', '', m.emailRequired],
    ['email', 'camille@exemple', m.emailInvalid],
    ['email', 'camille exemple.fr', m.emailInvalid],
    ['firstName', '', m.firstNameRequired],
    ['lastName', '  ', m.lastNameRequired],
    ['firstName', 'x'.repeat(101), m.firstNameTooLong],
    ['lastName', 'x'.repeat(101), m.lastNameTooLong],
    ['confirmPassword', 'Autre1motdepasse', m.passwordsMismatch],
  ])('%s = %j → %s', (field, value, expected) => {
    const result = ZSignUp.safeParse({ ...validSignUp, [field]: value });
    expect(firstError(result, field)).toBe(expected);
  });

  it('accepts a complete, valid form', () => {
    expect(ZSignUp.safeParse(validSignUp).success).toBe(true);
  });
});

describe('sign-in', () => {
  it('requires a well-formed e-mail and a password', () => {
    expect(firstError(ZSignIn.safeParse({ email: '', password: 'x' }), 'email')).toBe(m.emailRequired);
    expect(firstError(ZSignIn.safeParse({ email: 'a@b.c', password: '' }), 'password')).toBe(m.passwordRequired);
  });
});

describe('reset request and reset page', () => {
  it('requires the e-mail address', () => {
    expect(firstError(ZResetRequest.safeParse({ email: '' }), 'email')).toBe(m.resetEmailRequired);
    expect(firstError(ZResetRequest.safeParse({ email: 'nope' }), 'email')).toBe(m.emailInvalid);
  });

  it.each([
    [{ password: '', confirmPassword: '' }, 'password', m.allFieldsRequired],
    [{ password: 'abcdef', confirmPassword: '' }, 'password', m.allFieldsRequired],
    [{ password: 'abcdef', confirmPassword: 'abcdeg' }, 'confirmPassword', m.passwordsMismatch],
    [{ password: 'abc', confirmPassword: 'abc' }, 'password', m.passwordMin6],
  ])('%j → %s', (input, field, expected) => {
    expect(firstError(ZResetPassword.safeParse(input), field)).toBe(expected);
  });

  it('accepts 6 characters on the reset page though sign-up needs 8', () => {
    expect(ZResetPassword.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
    expect(ZSignUpPassword.safeParse('abcdef').success).toBe(false);
  });
});

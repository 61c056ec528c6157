import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { ZSignIn } from './schemas';
import { checkSignIn } from './sign-in-checks';

/** What the zod schema answers, in checkSignIn's shape (first message per field). */
function viaZod(values: { email: string; password: string }) {
  const parsed = ZSignIn.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

describe('checkSignIn', () => {
  it('gives the French message of each invalid field', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({
      success: false,
      errors: { email: messages.auth.emailRequired, password: messages.auth.passwordRequired },
    });
    expect(checkSignIn({ email: 'camille@exemple', password: 'x' })).toEqual({
      success: false,
      errors: { email: messages.auth.emailInvalid },
    });
    expect(checkSignIn({ email: '  camille@exemple.fr ', password: ' a ' })).toEqual({
      success: true,
      data: { email: 'camille@exemple.fr', password: ' a ' },
    });
  });

  it('answers exactly as the ZSignIn schema', () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        ' ',
        'a@b.c',
        ' a@b.c ',
        'a@b',
        'a b@c.d',
        '@b.c',
        'a@.c',
        'a@b.',
        '\ta@b.co\n',
      ),
    );
    fc.assert(
      fc.property(text, text, (email, password) => {
        expect(checkSignIn({ email, password })).toEqual(viaZod({ email, password }));
      }),
      { numRuns: 500 },
    );
  });
});

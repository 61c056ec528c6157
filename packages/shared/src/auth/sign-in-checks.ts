import { messages } from '../messages';

/**
 * The sign-in form's checks without zod (issue 15: the sign-in page is the first load of a
 * phone and carries no schema library). Same rules, order and messages as `ZSignIn`
 * (auth/schemas.ts), which a test keeps equivalent.
 */

/** Spec 1 §5: a non-space run, an @, a non-space run, a dot, a non-space run. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export type TSignInFields = { email: string; password: string };
export type TSignInErrors = Partial<Record<keyof TSignInFields, string>>;

/** The first message of one field, or undefined when it is valid. */
export function signInFieldError(field: keyof TSignInFields, value: string): string | undefined {
  if (field === 'password') return value.length < 1 ? messages.auth.passwordRequired : undefined;
  const email = value.trim();
  if (email.length < 1) return messages.auth.emailRequired;
  if (!EMAIL_PATTERN.test(email)) return messages.auth.emailInvalid;
  return undefined;
}

/** The values to send (the address trimmed) or the first message of each invalid field. */
export function checkSignIn(
  values: TSignInFields,
): { success: true; data: TSignInFields } | { success: false; errors: TSignInErrors } {
  const errors: TSignInErrors = {};
  for (const field of ['email', 'password'] as const) {
    const error = signInFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, data: { email: values.email.trim(), password: values.password } };
}

import { z } from 'zod';
import '../zod-config';
import { messages } from '../messages';
import { EMAIL_PATTERN } from './sign-in-checks';

const m = messages.auth;

export { EMAIL_PATTERN };

export const ZEmail = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .regex(EMAIL_PATTERN, m.emailInvalid);

/** Better Auth's limit (maxPasswordLength on the server). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Sign-up password rules, checked in the spec's order; `abort` stops at the first failure
 * so that only the first error is shown.
 */
export const ZSignUpPassword = z
  .string({ error: m.passwordMin8 })
  .min(8, { error: m.passwordMin8, abort: true })
  .regex(/[A-Z]/, { error: m.passwordUppercase, abort: true })
  .regex(/[a-z]/, { error: m.passwordLowercase, abort: true })
  .regex(/[0-9]/, { error: m.passwordDigit, abort: true })
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

const ZPersonName = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, tooLong);

export const ZSignUp = z
  .object({
    firstName: ZPersonName(m.firstNameRequired, m.firstNameTooLong),
    lastName: ZPersonName(m.lastNameRequired, m.lastNameTooLong),
    email: ZEmail,
    password: ZSignUpPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: m.passwordsMismatch,
  });
export type TSignUp = z.infer<typeof ZSignUp>;

/** What the server accepts on sign-up (the confirmation is a browser-side check). */
export const ZSignUpRequest = z.object({
  firstName: ZPersonName(m.firstNameRequired, m.firstNameTooLong),
  lastName: ZPersonName(m.lastNameRequired, m.lastNameTooLong),
  email: ZEmail,
  password: ZSignUpPassword,
});

export const ZSignIn = z.object({
  email: ZEmail,
  password: z.string().min(1, m.passwordRequired),
});
export type TSignIn = z.infer<typeof ZSignIn>;

export const ZResetRequest = z.object({
  email: z
    .string({ error: m.resetEmailRequired })
    .trim()
    .min(1, m.resetEmailRequired)
    .regex(EMAIL_PATTERN, m.emailInvalid),
});
export type TResetRequest = z.infer<typeof ZResetRequest>;

/** Reset page: all fields required, then matching, then at least 6 characters. */
export const ZResetPassword = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.password || !v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.allFieldsRequired });
      return;
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsMismatch });
      return;
    }
    if (v.password.length < 6) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordMin6 });
    }
    if (v.password.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordTooLong });
    }
  });
export type TResetPassword = z.infer<typeof ZResetPassword>;

export const RESET_PASSWORD_MIN_LENGTH = 6;
/** Links in mails (confirmation, reset) expire after 15 minutes, as the spec tells users. */
export const MAIL_LINK_TTL_SECONDS = 15 * 60;

import { z } from 'zod';
import { ZSignUpPassword } from '@praxis/shared/auth/schemas';
import { messages } from '@praxis/shared/messages';

/** Changing the password: the new one follows the sign-up rules (shared with the sign-up form). */
export const ZChangePassword = z
  .object({
    currentPassword: z.string().min(1, messages.auth.passwordRequired),
    newPassword: ZSignUpPassword,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: messages.auth.passwordsMismatch,
  });
export type TChangePassword = z.infer<typeof ZChangePassword>;

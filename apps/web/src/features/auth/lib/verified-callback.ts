import { withRedirect } from './redirect-target';

/** Where the confirmation link of the mail lands, signed in, keeping the page to go to next. */
export function verifiedCallbackUrl(redirect: string | null): string {
  return withRedirect('/auth/verify-email?verified=1', redirect);
}

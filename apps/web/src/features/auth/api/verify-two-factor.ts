import { authRequest } from '@/lib/auth-fetch';

/** French texts for the codes Better Auth answers at this step. */
function twoFactorMessage(fallback: string) {
  return (error: { status: number; code?: string }): string => {
    if (error.code === 'INVALID_TWO_FACTOR_COOKIE')
      return 'La vérification a expiré. Reconnectez-vous.';
    if (error.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || error.status === 429)
      return 'Trop de tentatives. Reconnectez-vous pour réessayer.';
    if (error.code === 'ACCOUNT_TEMPORARILY_LOCKED')
      return 'Trop de codes erronés : votre compte est temporairement bloqué. Réessayez plus tard.';
    return fallback;
  };
}

/**
 * Second step of a sign-in when two-factor authentication is on (Better Auth's twoFactor
 * endpoints, called without its client: this step belongs to the sign-in page).
 */
export function verifyTotpCode(code: string) {
  return authRequest(
    '/two-factor/verify-totp',
    { method: 'POST', body: { code } },
    twoFactorMessage('Code invalide. Vérifiez le code affiché par votre application.'),
  );
}

export function verifyBackupCode(code: string) {
  return authRequest(
    '/two-factor/verify-backup-code',
    { method: 'POST', body: { code } },
    twoFactorMessage('Code de secours invalide.'),
  );
}

/** A sign-in answered "a second factor is needed" instead of a session. */
export function isTwoFactorRedirect(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'twoFactorRedirect' in data &&
    data.twoFactorRedirect === true
  );
}

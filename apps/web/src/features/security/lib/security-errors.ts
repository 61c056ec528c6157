/** French texts for Better Auth's security error codes (it answers in English). */
const MESSAGES: Record<string, string> = {
  INVALID_PASSWORD: 'Mot de passe incorrect',
  INVALID_EMAIL_OR_PASSWORD: 'Mot de passe incorrect',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Aucun mot de passe n’est défini pour ce compte.',
  PASSWORD_TOO_SHORT: 'Le mot de passe doit contenir au moins 8 caractères',
  PASSWORD_TOO_LONG: 'Le mot de passe est trop long.',
  INVALID_CODE: 'Code invalide. Vérifiez le code affiché par votre application.',
  INVALID_BACKUP_CODE: 'Code de secours invalide.',
  OTP_HAS_EXPIRED: 'Ce code a expiré. Saisissez le code actuel.',
  TOTP_NOT_ENABLED: 'La double authentification n’est pas activée.',
  TWO_FACTOR_NOT_ENABLED: 'La double authentification n’est pas activée.',
  INVALID_TWO_FACTOR_COOKIE: 'La vérification a expiré. Reconnectez-vous.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Trop de tentatives. Reconnectez-vous pour réessayer.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Trop de codes erronés : votre compte est temporairement bloqué. Réessayez plus tard.',
  SESSION_EXPIRED: 'Votre session est trop ancienne pour cette action : reconnectez-vous.',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'Action impossible sur ce compte.',
};

export function securityErrorMessage(fallback: string) {
  return (error: { status: number; code?: string; message?: string }): string => {
    if (error.code && MESSAGES[error.code]) return MESSAGES[error.code] ?? fallback;
    if (error.status === 429) return 'Trop de tentatives. Réessayez dans quelques minutes.';
    return fallback;
  };
}

/** Codes answered with 401 that mean "wrong code or password", not "signed out". */
const WRONG_SECRET_CODES = new Set([
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'INVALID_PASSWORD',
  'OTP_HAS_EXPIRED',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'ACCOUNT_TEMPORARILY_LOCKED',
]);

/**
 * Better Auth answers a wrong TOTP code with 401; the query client would take it for a lost
 * session and sign the user out. Such answers become a 400 for the form to show.
 */
export function isWrongSecret(status: number, code: string): boolean {
  return status === 401 && WRONG_SECRET_CODES.has(code);
}

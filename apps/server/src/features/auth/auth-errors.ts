import { messages } from '@praxis/shared/messages';

/**
 * Better Auth answers in English. Every code a form can receive gets its French text here, on the
 * server, so that no client shows English; only the spec's own English string stays
 * ('Invalid email or password', spec 1 §8).
 */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  // Base codes
  USER_NOT_FOUND: 'Utilisateur introuvable.',
  FAILED_TO_CREATE_USER: 'Échec de la création du compte. Veuillez réessayer.',
  FAILED_TO_CREATE_SESSION: 'Impossible d’ouvrir la session. Veuillez réessayer.',
  FAILED_TO_UPDATE_USER: 'Échec de la mise à jour du compte.',
  FAILED_TO_GET_SESSION: 'Session indisponible.',
  INVALID_PASSWORD: 'Mot de passe incorrect',
  INVALID_EMAIL: "Format d'email invalide",
  INVALID_EMAIL_OR_PASSWORD: messages.auth.invalidCredentials,
  INVALID_USER: 'Utilisateur invalide.',
  INVALID_TOKEN: 'Ce lien est invalide ou a expiré.',
  TOKEN_EXPIRED: 'Ce lien a expiré.',
  USER_EMAIL_NOT_FOUND: 'Adresse e-mail introuvable.',
  EMAIL_NOT_VERIFIED: 'Adresse e-mail non confirmée. Consultez le lien reçu par e-mail.',
  PASSWORD_TOO_SHORT: 'Le mot de passe est trop court.',
  PASSWORD_TOO_LONG: messages.auth.passwordTooLong,
  USER_ALREADY_EXISTS: 'Un compte existe déjà avec cette adresse e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Un compte existe déjà avec cette adresse e-mail.',
  EMAIL_CAN_NOT_BE_UPDATED: "L'adresse e-mail ne peut pas être modifiée.",
  CHANGE_EMAIL_DISABLED: "Le changement d'adresse e-mail n'est pas disponible.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Aucun mot de passe n’est défini pour ce compte.',
  SESSION_EXPIRED: 'Votre session est trop ancienne pour cette action : reconnectez-vous.',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'Action impossible sur ce compte.',
  ACCOUNT_NOT_FOUND: 'Compte introuvable.',
  USER_ALREADY_HAS_PASSWORD: 'Ce compte a déjà un mot de passe.',
  PASSWORD_ALREADY_SET: 'Ce compte a déjà un mot de passe.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Connexion refusée : la demande ne vient pas de Praxis.',
  VERIFICATION_EMAIL_NOT_ENABLED: "La confirmation d'adresse e-mail n'est pas disponible.",
  EMAIL_ALREADY_VERIFIED: 'Cette adresse e-mail est déjà confirmée.',
  EMAIL_MISMATCH: "L'adresse e-mail ne correspond pas.",
  SESSION_NOT_FRESH: 'Votre session est trop ancienne pour cette action : reconnectez-vous.',
  INVALID_CALLBACK_URL: 'Adresse de retour invalide.',
  INVALID_REDIRECT_URL: 'Adresse de retour invalide.',
  INVALID_ERROR_CALLBACK_URL: 'Adresse de retour invalide.',
  INVALID_NEW_USER_CALLBACK_URL: 'Adresse de retour invalide.',
  MISSING_OR_NULL_ORIGIN: 'Requête refusée : origine absente.',
  CALLBACK_URL_REQUIRED: 'Adresse de retour manquante.',
  FAILED_TO_CREATE_VERIFICATION: "Impossible de préparer l'e-mail de confirmation. Veuillez réessayer.",
  FIELD_NOT_ALLOWED: messages.http.invalidRequest,
  VALIDATION_ERROR: messages.http.invalidRequest,
  MISSING_FIELD: messages.http.invalidRequest,
  BODY_MUST_BE_AN_OBJECT: messages.http.invalidRequest,
  // Two-factor plugin
  OTP_NOT_ENABLED: 'La double authentification n’est pas activée.',
  OTP_NOT_CONFIGURED: 'La double authentification n’est pas activée.',
  OTP_HAS_EXPIRED: 'Ce code a expiré. Saisissez le code actuel.',
  TOTP_NOT_ENABLED: 'La double authentification n’est pas activée.',
  TOTP_ALREADY_ENABLED: 'La double authentification est déjà activée.',
  TOTP_NOT_CONFIGURED: 'La double authentification n’est pas activée.',
  TWO_FACTOR_NOT_ENABLED: 'La double authentification n’est pas activée.',
  BACKUP_CODES_NOT_ENABLED: 'Les codes de secours ne sont pas activés.',
  INVALID_BACKUP_CODE: 'Code de secours invalide.',
  INVALID_CODE: 'Code invalide. Vérifiez le code affiché par votre application.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Trop de tentatives. Reconnectez-vous pour réessayer.',
  ACCOUNT_TEMPORARILY_LOCKED:
    'Trop de codes erronés : votre compte est temporairement bloqué. Réessayez plus tard.',
  INVALID_TWO_FACTOR_COOKIE: 'La vérification a expiré. Reconnectez-vous.',
  // Organisation plugin: the codes of organisations, members and invitations (no teams, no roles)
  YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION: "Vous n'avez pas le droit de créer une organisation.",
  YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS: "Vous avez atteint le nombre maximal d'organisations.",
  ORGANIZATION_ALREADY_EXISTS: 'Une organisation porte déjà cet identifiant. Réessayez.',
  ORGANIZATION_SLUG_ALREADY_TAKEN: 'Une organisation porte déjà cet identifiant. Réessayez.',
  ORGANIZATION_NOT_FOUND: 'Organisation introuvable.',
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: 'Vous n’êtes pas membre de cette organisation.',
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION: "Vous n'avez pas le droit de modifier cette organisation.",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION: "Vous n'avez pas le droit de supprimer cette organisation.",
  NO_ACTIVE_ORGANIZATION: 'Aucune organisation active.',
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: 'Cette personne est déjà membre de l’organisation.',
  MEMBER_NOT_FOUND: 'Vous n’êtes pas membre de cette organisation.',
  ROLE_NOT_FOUND: 'Rôle introuvable.',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    'Vous êtes le seul propriétaire : vous ne pouvez pas quitter cette organisation.',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER:
    "L'organisation doit garder au moins un propriétaire.",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: "Vous n'avez pas le droit de retirer ce membre.",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    'Vous n’avez pas le droit d’inviter dans cette organisation.',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'Cette personne a déjà été invitée.',
  INVITATION_NOT_FOUND: 'Invitation introuvable, expirée ou déjà utilisée.',
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION:
    'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec le compte invité.',
  EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
    'Confirmez votre adresse e-mail avant de répondre à une invitation.',
  EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: 'Confirmez votre adresse e-mail pour voir vos invitations.',
  YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION: "Vous n'avez pas le droit d'annuler cette invitation.",
  YOU_ARE_NOT_ALLOWED_TO_LIST_INVITATIONS: "Vous n'avez pas le droit de voir les invitations de cette organisation.",
  INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
    "La personne qui vous a invité ne fait plus partie de l'organisation.",
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE: "Vous n'avez pas le droit d'inviter avec ce rôle.",
  FAILED_TO_RETRIEVE_INVITATION: "Impossible de lire l'invitation.",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: "Vous n'avez pas le droit de modifier ce membre.",
  ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: "L'organisation a atteint son nombre maximal de membres.",
  INVITATION_LIMIT_REACHED: "Le nombre maximal d'invitations est atteint.",
  YOU_ARE_NOT_ALLOWED_TO_ACCESS_THIS_ORGANIZATION: "Vous n'avez pas accès à cette organisation.",
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: 'Vous n’êtes pas membre de cette organisation.',
};

/** Any other code: a French text chosen by the HTTP status. */
function byStatus(status: number): string {
  if (status === 401) return messages.auth.notAuthenticated;
  if (status === 403) return messages.http.forbidden;
  if (status === 404) return messages.http.notFound;
  if (status === 429) return messages.http.tooManyRequests;
  if (status >= 500) return messages.http.internal;
  return messages.http.invalidRequest;
}

/** Our own hook answers (code VALIDATION) already carry the spec's French message. */
const OWN_CODES = new Set(['VALIDATION', 'RATE_LIMITED']);

/** A refused origin says what to configure (the address is the one the browser used). */
export function refusedOriginMessage(origin: string | null): string {
  const address = origin && origin !== 'null' ? origin : 'cette adresse';
  return `Connexion refusée depuis ${address} : ajoutez cette adresse à TRUSTED_ORIGINS (ou utilisez l'adresse de PUBLIC_URL) dans la configuration du serveur Praxis.`;
}

export function frenchAuthMessage(code: string | undefined, status: number, origin: string | null = null): string {
  if (code === 'INVALID_ORIGIN') return refusedOriginMessage(origin);
  return (code && AUTH_ERROR_MESSAGES[code]) || byStatus(status);
}

/**
 * Rewrites the message of a Better Auth error answer in French (the code is kept, the web app
 * reads it). Successes and redirects go through untouched; an error without a JSON body gets one.
 */
export async function frenchAuthResponse(response: Response, request: Request): Promise<Response> {
  if (response.status < 400) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let body: unknown = null;
  try {
    const text = await response.clone().text();
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  // Some refusals come with no body at all (e.g. a 401 from a plugin): they get the one error shape too.
  if (!body || typeof body !== 'object') {
    headers.set('content-type', 'application/json');
    const error = { code: response.status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', message: frenchAuthMessage(undefined, response.status, request.headers.get('origin')) };
    return new Response(JSON.stringify({ ...error, error }), { status: response.status, statusText: response.statusText, headers });
  }
  const code = typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined;
  const own = typeof (body as { message?: unknown }).message === 'string' && code && OWN_CODES.has(code);
  const message = own ? (body as { message: string }).message : frenchAuthMessage(code, response.status, request.headers.get('origin'));
  // Better Auth's client reads `code` and `message` at the top; the rest of the API reads `error`.
  const error = { code: code ?? 'BAD_REQUEST', message };
  return new Response(JSON.stringify({ ...body, message, error }), { status: response.status, statusText: response.statusText, headers });
}

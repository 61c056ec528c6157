/** French texts for the organisation plugin's error codes (Better Auth answers in English). */
const MESSAGES: Record<string, string> = {
  ORGANIZATION_ALREADY_EXISTS: 'Une organisation porte déjà cet identifiant. Réessayez.',
  ORGANIZATION_SLUG_ALREADY_TAKEN: 'Une organisation porte déjà cet identifiant. Réessayez.',
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION:
    'Cette personne est déjà membre de l’organisation.',
  USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION: 'Cette personne a déjà été invitée.',
  YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
    'Vous n’avez pas le droit d’inviter dans cette organisation.',
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION:
    'Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec le compte invité.',
  INVITATION_NOT_FOUND: 'Invitation introuvable, expirée ou déjà utilisée.',
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
    'Vous êtes le seul propriétaire : vous ne pouvez pas quitter cette organisation.',
  ORGANIZATION_NOT_FOUND: 'Organisation introuvable.',
  MEMBER_NOT_FOUND: 'Vous n’êtes pas membre de cette organisation.',
  USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: 'Vous n’êtes pas membre de cette organisation.',
  YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: 'Vous n’êtes pas membre de cette organisation.',
};

export function organizationErrorMessage(fallback: string) {
  return (error: { status: number; code?: string; message?: string }): string => {
    if (error.code && MESSAGES[error.code]) return MESSAGES[error.code] ?? fallback;
    if (error.status === 429 && error.message) return error.message;
    return fallback;
  };
}

/**
 * The French texts of the spec, verbatim, shared by the server and the web app.
 * Keys group the texts by feature; never rephrase a value without changing the spec.
 */
export const messages = {
  auth: {
    emailRequired: "L'email est requis",
    emailInvalid: "Format d'email invalide",
    passwordMin8: 'Le mot de passe doit contenir au moins 8 caractères',
    passwordUppercase: 'Le mot de passe doit contenir au moins une lettre majuscule',
    passwordLowercase: 'Le mot de passe doit contenir au moins une lettre minuscule',
    passwordDigit: 'Le mot de passe doit contenir au moins un chiffre',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
    passwordRequired: 'Le mot de passe est requis',
    resetEmailRequired: "L'adresse e-mail est requise",
    allFieldsRequired: 'Tous les champs sont requis',
    passwordMin6: 'Le mot de passe doit contenir au moins 6 caractères',
    invalidCredentials: 'Invalid email or password',
    signInFailed: 'An error occurred during sign in',
    noEmailFound: 'No email address found',
    confirmationSent: 'E-mail de confirmation envoyé ! Vérifiez votre boîte de réception.',
    confirmationFailed: "Échec de l'envoi de l'e-mail de confirmation",
    resetMailFailed: "Échec de l'envoi de l'e-mail de réinitialisation",
    resetFailed: 'Échec de la mise à jour du mot de passe',
    notAuthenticated: 'Utilisateur non authentifié',
    firstNameRequired: 'Le prénom est obligatoire',
    lastNameRequired: 'Le nom est obligatoire',
    firstNameTooLong: 'Le prénom ne peut pas dépasser 100 caractères',
    lastNameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
    // Not in the spec: Better Auth refuses longer passwords.
    passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères',
  },
  gate: {
    wrongPassword: 'Mot de passe incorrect',
    locked: "Accès restreint : saisissez le mot de passe d'accès.",
    tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  },
  profile: {
    civiliteRequired: 'La civilité est obligatoire',
    civiliteInvalid: 'Civilité invalide',
    professionRequired: 'La profession est obligatoire',
    phoneInvalid: 'Format invalide. Utilisez : +33612345678 ou 0612345678',
    rppsInvalid: 'Le numéro RPPS doit contenir exactement 11 chiffres',
    siretInvalid: 'Le numéro SIRET doit contenir exactement 14 chiffres',
    postalCodeInvalid: 'Le code postal doit contenir 5 chiffres',
  },
  organizations: {
    nameRequired: "Le nom de l'organisation est requis",
    nameTooLong: "Le nom de l'organisation ne peut pas dépasser 100 caractères",
  },
  http: {
    invalidJson: 'Le corps de la requête doit être un JSON valide.',
    invalidRequest: 'Requête invalide.',
    bodyTooLarge: 'La requête est trop volumineuse.',
    notFound: 'Ressource introuvable.',
    routeNotFound: "Cette adresse de l'API n'existe pas.",
    internal: 'Une erreur interne est survenue. Veuillez réessayer.',
    invalidFormat: 'Format de donnée invalide.',
    foreignKey: "Une donnée liée n'existe pas ou n'est plus disponible.",
    duplicate: 'Cet élément existe déjà.',
    tooManyRequests: 'Trop de requêtes. Réessayez dans quelques instants.',
    forbidden: "Vous n'avez pas accès à cette ressource.",
  },
} as const;

/**
 * The patient area's constants and messages, without zod: the pages import them at start, the
 * forms' schemas (schemas.ts) only when a form opens (issue 15).
 */
export const NAME_MAX = 120;
export const PRESCRIBER_MAX = 300;
export const CUSTOM_RELATION_MAX = 50;
export const ADULT_AGE = 18;
export const PATIENT_SEARCH_MIN = 2;
export const PATIENT_LIST_PAGE_SIZE = 50;
export const PATIENT_LIST_PAGE_SIZE_MAX = 200;
export const DOCUMENTS_PAGE_SIZE = 10;
export const NOTES_TRUNCATE_AT = 300;
export const IMPORT_PREVIEW_COUNT = 5;
/** Upcoming and past appointments shown on the patient page (spec 1 §9). */
export const PATIENT_APPOINTMENTS_LIMIT = 5;
export const IMPORT_SUCCESS_LIST_COUNT = 10;
export const PATIENT_DOCUMENT_MAX_FILES = 10;
export const PATIENT_DOCUMENT_EXTENSIONS = ['pdf', 'docx', 'doc', 'txt'] as const;
export const UPLOAD_DIALOG_AUTO_CLOSE_MS = 2000;
export const SIGNED_URL_VIEW_SECONDS = 3600;
export const SIGNED_URL_DOWNLOAD_SECONDS = 60;
/** Largest CSV accepted by the import (not in the spec: 5,000 full rows weigh about 1.5 Mo). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

export const CIVILITES = ['M.', 'Mme', 'Autre'] as const;
export const GENDERS = ['Masculin', 'Féminin', 'Autre'] as const;
export const FAMILY_STATUSES = ['Célibataire', 'Marié(e)', 'Veuf', 'Veuve'] as const;
export const PATIENT_STATUSES = ['active', 'paused', 'ended', 'lost'] as const;
export const PATIENT_STATUS_LABELS: Record<(typeof PATIENT_STATUSES)[number], string> = {
  active: 'Actif',
  paused: 'En pause',
  ended: 'Terminé',
  lost: 'Perdu de vue',
};
export const RELATIONS = ['parent', 'mother', 'father', 'guardian', 'grandparent', 'other'] as const;
export const RELATION_LABELS: Record<(typeof RELATIONS)[number], string> = {
  parent: 'Parent',
  mother: 'Mère',
  father: 'Père',
  guardian: 'Tuteur / Tutrice',
  grandparent: 'Grand-parent',
  other: 'Autre',
};
export const PARCOURS = ['none', 'bilan', 'suivi', 'both'] as const;
export type TParcoursValue = (typeof PARCOURS)[number];
export const PARCOURS_LABELS: Record<TParcoursValue, string> = {
  none: 'Aucun parcours',
  bilan: 'Bilan uniquement',
  suivi: 'Suivi uniquement',
  both: 'Bilan + Suivi',
};
export const GOAL_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const GOAL_PRIORITY_LABELS: Record<(typeof GOAL_PRIORITIES)[number], string> = {
  low: 'Faible',
  medium: 'Moyenne',
  high: 'Élevée',
  urgent: 'Urgente',
};
export const GOAL_STATUSES = ['active', 'completed', 'paused', 'cancelled'] as const;
export const GOAL_STATUS_LABELS: Record<(typeof GOAL_STATUSES)[number], string> = {
  active: 'Actif',
  completed: 'Atteint',
  paused: 'En pause',
  cancelled: 'Annulé',
};
export const BILAN_STATUSES = ['todo', 'inprogress', 'done'] as const;
export type TBilanStatus = (typeof BILAN_STATUSES)[number];
export const BILAN_STATUS_LABELS: Record<TBilanStatus, string> = { todo: 'À faire', inprogress: 'En cours', done: 'Terminé' };

export const patientMessages = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  nameTooLong: 'Le nom ne peut pas dépasser 120 caractères',
  firstNameTooLong: 'Le prénom ne peut pas dépasser 120 caractères',
  birthDateRequired: 'La date de naissance est requise',
  birthDateInvalid: 'Date de naissance invalide',
  civiliteRequired: 'La civilité est requise',
  genderRequired: 'Le genre est requis',
  emailInvalid: "Format d'email invalide",
  phoneInvalid: 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)',
  representativeRequired: 'Au moins un représentant légal est requis pour un patient mineur',
  ssnInvalid: 'Format de numéro de sécurité sociale invalide',
  prescriberTooLong: 'Le prescripteur ne peut pas dépasser 300 caractères',
  notFound: 'Patient non trouvé',
  notFoundText: "Ce patient n'existe pas ou vous n'avez pas les droits pour y accéder.",
  loadError: 'Erreur lors du chargement du patient',
  created: (firstName: string, lastName: string) => `Patient ${firstName} ${lastName} créé avec succès`,
  createFailed: 'Erreur lors de la création du patient',
  updated: 'Patient modifié avec succès',
  updateFailed: 'Erreur lors de la modification du patient',
  reasonUpdated: 'Motif de consultation mis à jour',
  reasonUpdateFailed: 'Erreur lors de la mise à jour',
  parcoursUpdated: (label: string) => `Parcours mis à jour : ${label}`,
  parcoursUpdateFailed: 'Erreur lors de la mise à jour du parcours',
  majorHeader: 'Patient majeur',
  minorHeader: 'Patient mineur - Représentants légaux requis',
} as const;

export const representativeMessages = {
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  relationRequired: 'La relation est requise',
  customRelationRequired: 'Veuillez préciser la relation',
  customRelationTooLong: 'La relation ne peut pas dépasser 50 caractères',
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
  phoneRequired: 'Le téléphone est requis',
  phoneInvalid: 'Format de téléphone invalide',
  addFailed: "Erreur lors de l'ajout du représentant. Veuillez réessayer.",
  deleted: 'Représentant supprimé avec succès',
  deleteFailed: 'Erreur lors de la suppression du représentant',
  updated: 'Représentant modifié avec succès',
  added: 'Représentant ajouté avec succès',
  saveFailed: "Erreur lors de l'enregistrement du représentant",
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce représentant ?',
} as const;

export const goalMessages = {
  titleRequired: 'Le titre est requis',
  descriptionRequired: 'La description est requise',
  targetDateInPast: 'La date cible ne peut pas être dans le passé',
  progressRange: 'Le pourcentage doit être entre 0 et 100',
  deleteConfirm: (title: string) => `Êtes-vous sûr de vouloir supprimer l'objectif "${title}" ?`,
  created: 'Objectif créé avec succès',
  updated: 'Objectif modifié avec succès',
  deleted: 'Objectif supprimé avec succès',
  saveFailed: "Erreur lors de la sauvegarde de l'objectif",
  localAddFailed: "Erreur lors de l'ajout de l'objectif. Veuillez réessayer.",
  newTitle: 'Nouvel objectif thérapeutique',
  editTitle: "Modifier l'objectif",
} as const;

export const instructionMessages = {
  required: 'Le titre et le contenu sont requis',
  added: 'Instruction ajoutée',
  updated: 'Instruction mise à jour',
  deleted: 'Instruction supprimée',
  saveFailed: "Erreur lors de l'enregistrement",
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette instruction ?',
} as const;

export const documentMessages = {
  noFile: 'Veuillez sélectionner au moins un fichier',
  badPatientId: 'ID patient invalide',
  tooMany: 'Vous ne pouvez pas ajouter plus de 10 fichiers',
  duplicate: (name: string) => `Le fichier "${name}" est déjà sélectionné`,
  tooLarge: 'Le fichier dépasse la taille maximale de 15 Mo',
  badType: 'Type de fichier non autorisé. Formats acceptés : PDF, DOC, DOCX, TXT',
  downloadStarted: 'Téléchargement démarré',
  deleted: 'Document supprimé',
  deleteFailed: 'Erreur lors de la suppression',
  openFailed: 'Erreur lors de l ouverture du document',
  downloadFailed: 'Erreur lors du téléchargement',
  notFound: 'Document non trouvé',
  downloadUrlFailed: 'Impossible de générer l URL de téléchargement',
  viewUrlFailed: 'Impossible de générer l URL de visualisation',
  uploadError: (message: string) => `Erreur d'upload: ${message}`,
  databaseError: (message: string) => `Erreur de base de données: ${message}`,
  unknownError: 'Erreur inconnue',
  deleteConfirm: (name: string) => `Êtes-vous sûr de vouloir supprimer le document "${name}" ?`,
} as const;

export const importMessages = {
  notCsv: 'Veuillez sélectionner un fichier CSV',
  tooShort: "Le fichier CSV doit contenir au moins une ligne d'en-tête et une ligne de données",
  missingColumns: (columns: string[]) =>
    `Colonnes obligatoires manquantes : ${columns.join(', ')}. Vérifiez que vous utilisez le bon template.`,
  firstNameMissing: 'Prénom manquant',
  lastNameMissing: 'Nom manquant',
  birthDateMissing: 'Date de naissance manquante',
  civiliteInvalidShort: 'Civilité invalide',
  genderInvalidShort: 'Genre invalide',
  noValidRow: 'Aucun patient valide à importer',
  dateFormat: 'Format de date invalide (utilisez AAAA-MM-JJ, ex: 2015-03-21)',
  dateInvalid: 'Date de naissance invalide',
  civiliteInvalid: 'Civilité invalide (utilisez: M., Mme ou Autre)',
  genderInvalid: 'Genre invalide (utilisez: Masculin, Féminin ou Autre)',
  emailIgnored: 'Format email invalide, le champ sera ignoré',
  phoneUnusual: 'Format de téléphone inhabituel, vérifiez le numéro',
  followupDateIgnored: 'Date de début de suivi invalide, le champ sera ignoré',
  reasonNotFound: (label: string) => `Motif "${label}" non trouvé, ignoré`,
  insertFailed: (message: string) => `Erreur d'insertion: ${message}`,
  importedToast: (n: number) => `${n} patients importés avec succès`,
  failedToast: (n: number) => `${n} patients n'ont pas pu être importés`,
  importFailed: "Erreur lors de l'importation",
  tooLarge: 'Le fichier CSV dépasse la taille maximale de 10 Mo',
  tooManyRows: 'Le fichier CSV dépasse 10 000 lignes : découpez-le en plusieurs fichiers',
  binary: "Ce fichier n'est pas un fichier texte CSV",
  // Not in the spec (docs/decisions.md "CSV import"): warnings and errors the spec leaves implicit.
  phoneIgnored: 'Format de téléphone invalide, le champ sera ignoré',
  parentEmailIgnored: 'Format email du parent invalide, le champ sera ignoré',
  parentPhoneUnusual: 'Format de téléphone du parent inhabituel, vérifiez le numéro',
  parentPhoneIgnored: 'Format de téléphone du parent invalide, le champ sera ignoré',
  parentIncomplete: 'Prénom et nom du parent requis : représentant légal non créé',
  minorWithoutParent: 'Patient mineur sans représentant légal : pensez à en ajouter un',
  alreadyExists: 'Un patient de même nom et même date de naissance existe déjà',
  duplicateInFile: (index: number) => `Même nom et même date de naissance que la ligne ${index}`,
  fieldTooLong: (label: string, max: number) => `${label} : ${max} caractères maximum`,
  malformedQuotes: (line: number) => `Guillemets mal fermés à la ligne ${line} du fichier CSV`,
} as const;

/** The draft's messages and formats, without zod: the patient record shows its button at start (issue 15). */
export const draftMessages = {
  action: 'Préparer un compte rendu',
  patientRequired: 'Veuillez sélectionner un patient',
  trameRequired: 'Veuillez sélectionner une trame',
  inactive: 'Cette trame est inactive : activez-la pour préparer un compte rendu',
  noTemplate: "Cette trame n'a pas encore de document généré : générez d'abord votre trame",
  invalidTemplate: 'Le document de la trame est invalide : régénérez votre trame',
  prepared: 'Compte rendu préparé',
  failed: 'Impossible de préparer le compte rendu',
  noTrame: 'Aucune trame générée et active',
  download: 'Télécharger le compte rendu',
  formatInvalid: 'Format invalide : DOCX ou PDF',
} as const;

/** The draft's file: Word to finish writing it, PDF to read or send it as it is. */
export const DRAFT_FORMATS = ['docx', 'pdf'] as const;
export type TDraftFormat = (typeof DRAFT_FORMATS)[number];

/** How many past sessions' notes the draft recalls. */
export const DRAFT_SESSIONS_MAX = 5;

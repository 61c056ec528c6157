import { z } from 'zod';
import '../zod-config';
import { ZPatientDocument } from '../patients/schemas';

/**
 * 'Préparer un compte rendu' (issue 12 §4): the trame's template filled for one patient with what
 * the patient record holds — identity, age, dates, consultation reason, goals, the last sessions'
 * notes — every clinical section left as its instruction for the practitioner to write.
 */
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

export const ZDraftRequest = z.object({
  patientId: z.uuid({ error: draftMessages.patientRequired }),
  format: z.enum(DRAFT_FORMATS, { error: draftMessages.formatInvalid }).default('docx'),
});
export type TDraftRequest = z.infer<typeof ZDraftRequest>;

export const ZDraftResult = z.object({
  /** The draft is kept as a document of the patient (source 'trame'). */
  document: ZPatientDocument,
  /** Inline, then as an attachment under the document's name; both valid 86,400 s. */
  signedUrl: z.string(),
  downloadUrl: z.string(),
  expiresAt: z.string(),
});
export type TDraftResult = z.infer<typeof ZDraftResult>;

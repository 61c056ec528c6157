import { z } from 'zod';
import '../zod-config';
import { ZPatientDocument } from '../patients/schemas';

/**
 * 'Préparer un compte rendu' (issue 12 §4): the trame's template filled for one patient with what
 * the patient record holds — identity, age, dates, consultation reason, goals, the last sessions'
 * notes — every clinical section left as its instruction for the practitioner to write.
 */
export * from './draft-constants';
import { DRAFT_FORMATS, draftMessages } from './draft-constants';

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

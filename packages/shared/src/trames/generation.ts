import { z } from 'zod';
import '../zod-config';
import { JOB_STATUSES } from './schemas';

/** Generation of a trame's template document (spec 3 §2.6, §4, §8; issue 12). */
export const generationMessages = {
  generate: 'Générer ma Trame avec Sophie',
  regenerate: 'Régénérer',
  empty: 'Aucune trame générée',
  // Spec 3 §8, verbatim.
  launched: 'Génération lancée !',
  launchedDetail:
    'Sophie analyse vos exemples pour construire votre trame. Vous serez notifié(e) une fois terminé.',
  launchFailedTitle: 'Erreur',
  launchFailed: 'Impossible de lancer la génération. Veuillez réessayer.',
  noExamples: 'Aucun exemple analysé',
  running: 'Une génération est déjà en cours',
  failed: "La génération n'a pas pu aboutir. Veuillez réessayer.",
  done: 'Trame générée',
  showInstructions: 'Afficher les instructions pour Sophie',
  instruction: 'Instruction pour Sophie',
  pagebreak: 'SAUT DE PAGE',
  badBlock: (name: string, message: string) => `Bloc ${name} illisible : ${message}`,
  invalidTemplate: 'Le document de la trame est invalide : il ne peut pas être affiché.',
} as const;

export const ZGenerationJob = z.object({
  id: z.uuid(),
  trameId: z.uuid(),
  status: z.enum(JOB_STATUSES),
  errorMessage: z.string().nullable(),
  /** The signed-in user launched it (the completion toast is theirs). */
  isOwn: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TGenerationJob = z.infer<typeof ZGenerationJob>;
export const ZLatestGeneration = z.object({ job: ZGenerationJob.nullable() });
export type TLatestGeneration = z.infer<typeof ZLatestGeneration>;

/**
 * The stored template as it is: the web validates it block by block (a bad block is named, the
 * others still shown), so a document that no longer fits the schema never breaks the page.
 */
export const ZTrameTemplate = z.object({
  template: z.unknown().nullable(),
  generatedAt: z.string().nullable(),
});
export type TTrameTemplate = z.infer<typeof ZTrameTemplate>;

export const GENERATION_EVENT = 'trame-generation.changed';
export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_MIME = 'application/pdf';

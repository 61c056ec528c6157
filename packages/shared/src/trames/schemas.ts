import { z } from 'zod';
import '../zod-config';
import { ZStoredFile } from '../settings/schemas';

/**
 * Trames (spec 3 §2.5, §2.6, §3–§9): the practitioner's report templates, their example reports
 * (PDF only, analysed in the background) and their supplementary documents.
 */
export const TRAME_EXAMPLES_MAX = 50;
export const TRAME_EXAMPLES_BATCH_MAX = 10;
export const TRAME_FILE_MAX_BYTES = 30 * 1024 * 1024;
/** Spec 3 §9: signed addresses of trame files and examples are valid 86400 s. */
export const TRAME_SIGNED_URL_TTL_SECONDS = 86_400;
export const TRAME_DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'txt',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
] as const;
export const TRAME_SEARCH_MIN_LENGTH = 2;
/** Spec 3 §4, §9: the analysis job is polled every 5 s while pending or running. */
export const ANALYSIS_POLL_MS = 5_000;

export const trameMessages = {
  nameRequired: 'Le nom est requis',
  nameTooLong: 'Le nom ne peut pas dépasser 200 caractères',
  typeRequired: 'Le type de trame est requis',
  typeNotFound: 'Type de trame introuvable',
  renameEmpty: 'Le nom ne peut pas être vide',
  descriptionTooLong: 'La description ne peut pas dépasser 20000 caractères',
  notFound: 'Trame introuvable',
  notFoundDetail: "Cette trame n'existe pas ou vous n'avez pas la permission d'y accéder.",
  noFile: 'Aucun fichier disponible pour cette trame',
  // Examples (spec 3 §5).
  examplePdfOnly: (file: string) => `${file} : Seuls les fichiers PDF sont acceptés`,
  exampleTooLarge: (file: string) => `${file} : La taille maximale est de 30 Mo`,
  exampleBatchLimit: (n: number) => `Seulement ${n} fichier(s) peuvent être ajouté(s)`,
  exampleAtLeastOne: 'Veuillez sélectionner au moins un fichier',
  exampleEmpty: (file: string) => `${file} : Le fichier est vide`,
  exampleNotFound: 'Exemple introuvable',
  nothingToAnalyse: 'Aucun exemple à analyser',
  analysisRunning: 'Une analyse est déjà en cours',
  // Analysis outcomes stored on examples and jobs (shown to the user).
  pdfEncrypted:
    'Ce PDF est protégé par un mot de passe : retirez la protection puis ajoutez-le de nouveau.',
  pdfNoText:
    'Ce PDF ne contient pas de texte lisible (document scanné ?) : il ne peut pas être analysé.',
  pdfCorrupt: 'Ce PDF est illisible ou endommagé : il ne peut pas être analysé.',
  pdfMissing: 'Le fichier de cet exemple est introuvable.',
  analysisFailed: "L'analyse n'a pas pu aboutir. Veuillez relancer l'analyse.",
  // Supplementary documents (spec 3 §5).
  documentFileRequired: 'Veuillez sélectionner un fichier',
  documentTitleRequired: 'Veuillez saisir au moins un titre',
  documentEditTitleRequired: 'Veuillez saisir un titre',
  documentTooLarge: 'La taille du fichier ne doit pas dépasser 30 Mo',
  documentBadType: 'Formats acceptés : PDF, Word (doc, docx), texte, PNG, JPEG, WebP, GIF',
  documentContentMismatch: 'Le contenu du fichier ne correspond pas à son extension',
  documentEmpty: 'Le fichier est vide',
  documentNotFound: 'Document introuvable',
  textTooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  // Toasts (spec 3 §8), verbatim.
  deleted: 'Trame supprimée avec succès',
  deleteFailed: 'Erreur lors de la suppression de la trame',
  created: 'Trame créée avec succès',
  createFailed: 'Erreur lors de la création de la trame',
  examplesAdded: (n: number) => `${n} document(s) exemple(s) ajouté(s) avec succès`,
  examplesFailed: (n: number) => `${n} document(s) n'ont pas pu être ajouté(s)`,
  examplesError: "Erreur lors de l'ajout des exemples",
  analysisLaunched: 'Analyse lancée avec succès !',
  analysisLaunchedDetail: 'Les résultats apparaîtront dans quelques instants.',
  genericError: 'Une erreur est survenue',
  analysisLaunchFailedDetail: "Impossible de lancer l'analyse. Veuillez réessayer.",
  analysisDone: 'Analyse terminée',
  analysisDoneDetail: 'Vous recevrez également une confirmation par e-mail.',
  documentAdded: 'Document ajouté avec succès',
  documentAddFailed: "Erreur lors de l'ajout du document",
  documentUpdated: 'Document mis à jour avec succès',
  documentUpdateFailed: 'Erreur lors de la mise à jour du document',
  documentDeleted: 'Document supprimé avec succès',
  documentDeleteFailed: 'Erreur lors de la suppression du document',
  renamed: 'Nom mis à jour',
  deactivated: 'Trame désactivée',
  activated: 'Trame activée',
  updateFailed: 'Erreur lors de la mise à jour',
  descriptionFailed: 'Erreur lors de la sauvegarde de la description',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette trame ?',
} as const;

export const ZTrameName = z
  .string({ error: trameMessages.nameRequired })
  .trim()
  .min(1, trameMessages.nameRequired)
  .max(200, trameMessages.nameTooLong);

/** Creation dialog (spec 3 §2.5): name and type only. */
export const ZTrameCreate = z.object({
  name: ZTrameName,
  trameTypeId: z.uuid({ error: trameMessages.typeRequired }),
});
export type TTrameCreate = z.infer<typeof ZTrameCreate>;

/** Configuration tab: rename, description (autosaved), active toggle. */
export const ZTramePatch = z.object({
  name: z
    .string({ error: trameMessages.renameEmpty })
    .trim()
    .min(1, trameMessages.renameEmpty)
    .max(200, trameMessages.nameTooLong)
    .optional(),
  description: z
    .string()
    .max(20_000, trameMessages.descriptionTooLong)
    .nullable()
    .optional()
    .transform((v) => (typeof v === 'string' && v.trim() === '' ? null : v)),
  isActive: z.boolean({ error: 'Statut invalide' }).optional(),
});
export type TTramePatch = z.input<typeof ZTramePatch>;

export const TRAME_BILAN_FILTERS = ['all', 'bilan', 'not-bilan'] as const;
export type TTrameBilanFilter = (typeof TRAME_BILAN_FILTERS)[number];

export const ZTrameFilters = z.object({
  search: z.string().max(200).optional(),
  typeId: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.uuid({ error: 'Type de trame invalide' }).optional(),
  ),
  bilan: z.enum(TRAME_BILAN_FILTERS, { error: 'Filtre bilan invalide' }).default('all'),
});
export type TTrameFilters = z.input<typeof ZTrameFilters>;

/** The search applies from 2 characters (spec 3 §9). */
export function effectiveTrameSearch(search: string | undefined): string | null {
  const term = search?.trim() ?? '';
  return term.length >= TRAME_SEARCH_MIN_LENGTH ? term : null;
}

export const ZTrameStats = z.object({
  examplesCount: z.number(),
  examplesDone: z.number(),
  documentsCount: z.number(),
  testsCount: z.number(),
});

export const ZTrame = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  trameType: z.object({ id: z.uuid(), label: z.string(), isBilan: z.boolean() }),
  isActive: z.boolean(),
  /** Changes are the owner's (spec 3 §6). */
  isOwn: z.boolean(),
  /** The generated template document's file, when one was exported. */
  file: ZStoredFile.nullable(),
  /** The PDF export of the same template, beside the DOCX. */
  pdfFile: ZStoredFile.nullable(),
  hasTemplate: z.boolean(),
  stats: ZTrameStats,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTrame = z.infer<typeof ZTrame>;

export const EXAMPLE_STATUSES = ['pending', 'done', 'failed'] as const;

export const ZTrameExample = z.object({
  id: z.uuid(),
  trameId: z.uuid(),
  fileName: z.string(),
  fileSize: z.number(),
  status: z.enum(EXAMPLE_STATUSES),
  errorMessage: z.string().nullable(),
  pageCount: z.number().nullable(),
  analyzedAt: z.string().nullable(),
  createdAt: z.string(),
  file: ZStoredFile.nullable(),
});
export type TTrameExample = z.infer<typeof ZTrameExample>;

export const JOB_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;

export const ZAnalysisJob = z.object({
  id: z.uuid(),
  trameId: z.uuid(),
  recordIds: z.array(z.uuid()),
  status: z.enum(JOB_STATUSES),
  errorMessage: z.string().nullable(),
  /** The signed-in user launched it (the success toast is theirs). */
  isOwn: z.boolean(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TAnalysisJob = z.infer<typeof ZAnalysisJob>;

export const ZLatestAnalysis = z.object({ job: ZAnalysisJob.nullable() });

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, trameMessages.textTooLong(max)).nullable().optional(),
  );

/** Text fields of a supplementary document (the form of the add dialog, without its file). */
export const ZTrameDocumentFields = z.object({
  title: optionalText(255),
  nom: optionalText(255),
  description: optionalText(5000),
  descriptionIa: optionalText(5000),
});
export type TTrameDocumentFields = z.input<typeof ZTrameDocumentFields>;

/** Editing a document: the title is required ('Veuillez saisir un titre'). */
export const ZTrameDocumentPatch = z.object({
  title: z
    .string({ error: trameMessages.documentEditTitleRequired })
    .trim()
    .min(1, trameMessages.documentEditTitleRequired)
    .max(255, trameMessages.textTooLong(255))
    .optional(),
  nom: optionalText(255),
  description: optionalText(5000),
  descriptionIa: optionalText(5000),
});
export type TTrameDocumentPatch = z.input<typeof ZTrameDocumentPatch>;

/**
 * Spec 3 §5: a title or an alternative name is required; the title falls back to the alternative
 * name, then to the file name when the dialog pre-filled nothing.
 */
export function documentTitleOf(fields: {
  title?: string | null;
  nom?: string | null;
}): string | null {
  return fields.title?.trim() || fields.nom?.trim() || null;
}

export const ZTrameDocument = z.object({
  id: z.uuid(),
  trameId: z.uuid(),
  title: z.string(),
  nom: z.string().nullable(),
  description: z.string().nullable(),
  descriptionIa: z.string().nullable(),
  fileName: z.string(),
  fileType: z.string(),
  file: ZStoredFile.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTrameDocument = z.infer<typeof ZTrameDocument>;

export const ZTrameDocumentFilters = z.object({ search: z.string().max(200).optional() });

/** How many example files a new batch may hold (spec 3 §5: min(10, 50 − current count)). */
export const exampleBatchRoom = (currentCount: number) =>
  Math.max(0, Math.min(TRAME_EXAMPLES_BATCH_MAX, TRAME_EXAMPLES_MAX - currentCount));

/** Live event types of trames (lib/events.ts on the server, lib/live-events.ts on the web). */
export const TRAME_EVENTS = {
  trames: 'trames.changed',
  examples: 'trame-examples.changed',
  documents: 'trame-documents.changed',
} as const;

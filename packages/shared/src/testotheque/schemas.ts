import { z } from 'zod';
import '../zod-config';
import { ZStoredFile } from '../settings/schemas';

/**
 * Testothèque (spec 3 §2.7, §2.8, §3, §5, §8): clinical test definitions, shared (the French
 * catalogue, no owner, read-only) or the practitioner's own. Ages are entered in years (0–120)
 * and stored in months (years × 12).
 */
export const TEST_AGE_MAX_YEARS = 120;
export const TEST_FILE_MAX_BYTES = 52_428_800;
/** Spec 3 §9: the attachment's signed link is valid 7 days. */
export const TEST_SIGNED_URL_TTL_SECONDS = 7 * 24 * 60 * 60;
export const TEST_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'png', 'jpg', 'jpeg'] as const;
export const TEST_SEARCH_MIN_LENGTH = 2;
export const TEST_TAGS_ON_CARD = 3;

export const testMessages = {
  titleRequired: 'Le titre est obligatoire',
  titleTooLong: 'Le titre ne peut pas dépasser 200 caractères',
  ageRange: "L'âge doit être un nombre compris entre 0 et 120 ans",
  ageOrder: "L'âge minimum ne peut pas dépasser l'âge maximum",
  codeTooLong: 'Le code ne peut pas dépasser 50 caractères',
  textTooLong: (max: number) => `Ce champ ne peut pas dépasser ${max} caractères`,
  tagTooLong: 'Un tag ne peut pas dépasser 50 caractères',
  tooManyTags: 'Pas plus de 30 tags',
  fileInvalid: 'Fichier invalide',
  fileRequired: 'Veuillez sélectionner un fichier',
  fileTooLarge: 'La taille maximale est de 50 Mo',
  fileBadType: 'Formats acceptés : PDF, Word (doc, docx), texte, PNG, JPEG',
  fileContentMismatch: 'Le contenu du fichier ne correspond pas à son extension',
  fileEmpty: 'Le fichier est vide',
  notFound: 'Test introuvable',
  // Toasts of spec 3 §8, verbatim.
  created: 'Test créé avec succès',
  createFailed: 'Erreur lors de la création',
  updated: 'Test mis à jour avec succès',
  updateFailed: 'Erreur lors de la mise à jour',
  deleted: 'Test supprimé avec succès',
  deleteFailed: 'Erreur lors de la suppression',
  configSaved: 'Configuration mise à jour avec succès',
  configFailed: 'Impossible de sauvegarder la configuration',
  insertFailed: "Erreur lors de l'enregistrement du fichier du test",
  // Tests of a trame (spec 3 §2.6, §5, §8).
  selectTest: 'Veuillez sélectionner un test',
  assigned: 'Test assigné avec succès',
  assignFailed: "Erreur lors de l'assignation du test",
  unassigned: 'Test désassigné avec succès',
  unassignFailed: 'Erreur lors de la désassignation du test',
  alreadyAssigned: 'Ce test est déjà assigné à cette trame',
  trameNotFound: 'Trame introuvable',
  trameNotBilan: "Seules les trames de type bilan peuvent recevoir des tests",
  notAssigned: "Ce test n'est pas assigné à cette trame",
} as const;

const trimmedOrNull = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    z.string().max(max, testMessages.textTooLong(max)).nullable(),
  );

/** Spec 3 §5: tags split on commas (a text) or given as a list, trimmed, empties dropped; none → null. */
export function parseTags(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!parts) return value;
  const tags = parts.map((t) => (typeof t === 'string' ? t.trim() : t)).filter((t) => t !== '');
  return tags.length === 0 ? null : tags;
}

export const ZTestTags = z.preprocess(
  parseTags,
  z
    .array(z.string().max(50, testMessages.tagTooLong), { error: 'Tags invalides' })
    .max(30, testMessages.tooManyTags)
    .transform((tags) => tags.filter((t, i) => tags.findIndex((o) => o.toLocaleLowerCase('fr') === t.toLocaleLowerCase('fr')) === i))
    .nullable(),
);

/** An age in years (0–120), from a number or a text with a comma or a dot; empty → null. */
const ZAgeYears = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return v;
    if (typeof v === 'string') {
      const text = v.trim().replace(',', '.');
      return text === '' ? null : Number(text);
    }
    return v;
  },
  z.number({ error: testMessages.ageRange }).min(0, testMessages.ageRange).max(TEST_AGE_MAX_YEARS, testMessages.ageRange).nullable(),
);

export const ZTestTitle = z
  .string({ error: testMessages.titleRequired })
  .trim()
  .min(1, testMessages.titleRequired)
  .max(200, testMessages.titleTooLong);

/** Years → the months stored (spec 3 §5: × 12); null stays null. */
export const yearsToMonths = (years: number | null | undefined) => (years === null || years === undefined ? years : Math.round(years * 12));

/** Create dialog (spec 3 §2.7): 'Nom du test' only. */
export const ZTestCreate = z.object({ title: ZTestTitle });
export type TTestCreate = z.infer<typeof ZTestCreate>;

export const testConfigFields = {
  title: ZTestTitle,
  code: trimmedOrNull(50),
  description: trimmedOrNull(5000),
  aiBrief: trimmedOrNull(5000),
  summary: trimmedOrNull(5000),
  tags: ZTestTags,
  ageMinYears: ZAgeYears,
  ageMaxYears: ZAgeYears,
  isActive: z.boolean({ error: 'Statut invalide' }),
};

export const agesInOrder = (v: { ageMinYears?: number | null | undefined; ageMaxYears?: number | null | undefined }) =>
  v.ageMinYears === null || v.ageMinYears === undefined || v.ageMaxYears === null || v.ageMaxYears === undefined || v.ageMinYears <= v.ageMaxYears;

/**
 * PATCH /tests/{id}: only the fields sent are changed (spec 3 §7). Ages in years; the server
 * stores months. The Configuration form sends them all.
 */
export const ZTestPatch = z
  .object(testConfigFields)
  .partial()
  .refine(agesInOrder, { error: testMessages.ageOrder, path: ['ageMaxYears'] });
export type TTestPatch = z.infer<typeof ZTestPatch>;

/** The Configuration form (spec 3 §2.8): text fields, tags as one comma-separated text. */
export const ZTestConfigForm = z.object(testConfigFields).refine(agesInOrder, { error: testMessages.ageOrder, path: ['ageMaxYears'] });
export type TTestConfigForm = z.infer<typeof ZTestConfigForm>;

export const TRAINING_STATUSES = ['not_started', 'in_progress', 'completed', 'needs_review'] as const;
export type TTrainingStatus = (typeof TRAINING_STATUSES)[number];

/** Spec 3 §4: the card label and the detail label of each training status. */
export function trainingLabels(status: string | null | undefined): { card: string; detail: string } {
  switch (status) {
    case 'completed':
      return { card: 'Sophie OK', detail: 'Sophie formée' };
    case 'in_progress':
      return { card: 'En formation', detail: 'Formation en cours' };
    case 'needs_review':
      return { card: 'À réviser', detail: 'Révision nécessaire' };
    default:
      return { card: 'Non formée', detail: 'Non démarré' };
  }
}

export const ZTestDefinition = z.object({
  id: z.uuid(),
  title: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  aiBrief: z.string().nullable(),
  summary: z.string().nullable(),
  domain: z.string().nullable(),
  tags: z.array(z.string()).nullable(),
  isActive: z.boolean(),
  /** Catalogue tests (no owner) are read-only for everyone. */
  isShared: z.boolean(),
  /** True when the current user may change or delete it (spec 3 §6: the owner only). */
  isOwn: z.boolean(),
  /** `{ filename }` of the attached file, or null (spec 3 §3 attachments). */
  attachments: z.object({ filename: z.string() }).nullable(),
  file: ZStoredFile.nullable(),
  /** Months (spec 3 §3). */
  ageRangeMin: z.number().nullable(),
  ageRangeMax: z.number().nullable(),
  sophieTrainingStatus: z.enum(TRAINING_STATUSES),
  lastAnalyzedAt: z.string().nullable(),
  /** The current user's trames this test is assigned to (spec 3 §3 trame_id, shown as id and name). */
  trames: z.array(z.object({ id: z.uuid(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTestDefinition = z.infer<typeof ZTestDefinition>;

export const ZTestDocumentsStats = z.object({
  total_documents: z.number(),
  pending: z.number(),
  processing: z.number(),
  completed: z.number(),
  failed: z.number(),
  by_type: z.record(z.string(), z.number()),
});
export type TTestDocumentsStats = z.infer<typeof ZTestDocumentsStats>;

/** GET /tests/{id}: the test dashboard (spec 3 §3: documents_count, documents_stats). */
export const ZTestDashboard = ZTestDefinition.extend({
  documentsCount: z.number(),
  documentsStats: ZTestDocumentsStats,
});
export type TTestDashboard = z.infer<typeof ZTestDashboard>;

/** GET /tests query: search from 2 characters over title, code and description; status filter. */
export const ZTestFilters = z.object({
  search: z.string().trim().max(200, 'La recherche ne peut pas dépasser 200 caractères').optional(),
  status: z.enum(['all', 'active', 'inactive'], { error: 'Statut invalide' }).default('all'),
});
export type TTestFilters = z.infer<typeof ZTestFilters>;

/** POST /trames/{id}/tests (spec 3 §5: a test must be picked). */
export const ZTrameTestAssign = z.object({
  testDefinitionId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid({ error: testMessages.selectTest })),
});
export type TTrameTestAssign = z.infer<typeof ZTrameTestAssign>;

export const ZTrameTest = z.object({
  id: z.uuid(),
  trameId: z.uuid(),
  assignedAt: z.string(),
  test: ZTestDefinition.omit({ trames: true }),
});
export type TTrameTest = z.infer<typeof ZTrameTest>;

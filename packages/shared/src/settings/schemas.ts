import { z } from 'zod';
import '../zod-config';
import { ownershipShape } from '../ownership';

/**
 * Contract of the settings area (spec 2 §2.4, §3, §5.3–5.10, §8). Field names are camelCase in
 * JSON; dates are ISO 8601 strings; ids are UUIDs. Messages are the spec's, verbatim.
 */

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number, message?: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? emptyToNull(v.trim()) : v),
    z.string().max(max, message).nullable(),
  );

export const SETTINGS_TABS = [
  'practitioner-info',
  'consultation-reasons',
  'appointment-types',
  'trame-types',
  'user-documents',
  'knowledge',
  'reminder-rules',
  'agent-instructions',
] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_TAB_LABELS: Record<TSettingsTab, string> = {
  'practitioner-info': 'Informations personnelles',
  'consultation-reasons': 'Motifs de consultation',
  'appointment-types': 'Types de séance',
  'trame-types': 'Types de trame',
  'user-documents': 'Mes documents',
  knowledge: 'Exercices & Documents',
  'reminder-rules': 'Rappels & Communications',
  'agent-instructions': 'Instructions agents',
};

// ---------- Appointment types (Types de séance), spec 2 §5.3 ----------
export { APPOINTMENT_LOCATIONS } from './locations';

export const ZAppointmentTypeInput = z.object({
  name: z.string({ error: 'Le nom est requis' }).trim().min(1, 'Le nom est requis').max(120, 'Le nom ne peut pas dépasser 120 caractères'),
  durationMinutes: z.coerce
    .number({ error: 'La durée doit être positive' })
    .int('La durée doit être un nombre entier de minutes')
    .min(1, 'La durée doit être positive')
    .max(480, 'La durée ne peut pas dépasser 8 heures'),
  location: optionalText(120).optional(),
  description: optionalText(2000).optional(),
  /** Entered as one text, stored as a JSON list of strings (one per line or comma): see parseTestsList. */
  tests: optionalText(2000).optional(),
  iaDescription: optionalText(4000).optional(),
});
export type TAppointmentTypeInput = z.infer<typeof ZAppointmentTypeInput>;

/** PATCH /appointment-types/{id}: any subset of the fields (the form sends them all). */
export const ZAppointmentTypePatch = ZAppointmentTypeInput.partial();
export type TAppointmentTypePatch = z.infer<typeof ZAppointmentTypePatch>;

export const ZAppointmentType = z.object({
  id: z.uuid(),
  ...ownershipShape,
  name: z.string(),
  durationMinutes: z.number(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  tests: z.array(z.string()),
  iaDescription: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TAppointmentType = z.infer<typeof ZAppointmentType>;

// ---------- Consultation reasons (Motifs de consultation), spec 2 §5.4 ----------
export const ZConsultationReasonInput = z.object({
  label: z.string({ error: 'Le libellé est requis' }).trim().min(1, 'Le libellé est requis').max(120, 'Le libellé ne peut pas dépasser 120 caractères'),
  description: optionalText(500, 'La description ne peut pas dépasser 500 caractères').optional(),
});
export type TConsultationReasonInput = z.infer<typeof ZConsultationReasonInput>;

export const ZConsultationReason = z.object({
  id: z.uuid(),
  ...ownershipShape,
  label: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TConsultationReason = z.infer<typeof ZConsultationReason>;

// ---------- Trame types (Types de trame), spec 2 §5.5 ----------
export const ZTrameTypeInput = z.object({
  label: z.string({ error: 'Le nom est requis' }).trim().min(1, 'Le nom est requis').max(120, 'Le nom ne peut pas dépasser 120 caractères'),
  description: optionalText(500, 'La description ne peut pas dépasser 500 caractères').optional(),
  isBilan: z.boolean().default(false),
});
export type TTrameTypeInput = z.infer<typeof ZTrameTypeInput>;

/**
 * Fields, or `{ isActive }` alone to archive or reactivate. Written out rather than derived with
 * .partial(): zod 4 would still apply isBilan's default and reset it on every archive.
 */
export const ZTrameTypePatch = z.object({
  label: ZTrameTypeInput.shape.label.optional(),
  description: ZTrameTypeInput.shape.description,
  isBilan: z.boolean().optional(),
  isActive: z.boolean().optional(),
});
export type TTrameTypePatch = z.infer<typeof ZTrameTypePatch>;

export const ZTrameType = z.object({
  id: z.uuid(),
  ...ownershipShape,
  label: z.string(),
  description: z.string().nullable(),
  isBilan: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TTrameType = z.infer<typeof ZTrameType>;

// ---------- Files (spec 2 §5.9) ----------
export const FILE_MAX_BYTES = 15 * 1024 * 1024;
export const FILE_NAME_MAX_LENGTH = 255;
/** Extensions accepted by the document upload helper: Mes documents. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
/** Extensions of the file picker: Exercices & Documents. */
export const PICKER_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'md', 'jpg', 'jpeg', 'png', 'webp'] as const;
/** Which list each upload endpoint checks (the server refuses any other extension). */
export const UPLOAD_EXTENSIONS = {
  userDocuments: DOCUMENT_EXTENSIONS,
  knowledgeItems: PICKER_EXTENSIONS,
} as const;
/** Signed address lifetimes (spec 2 §7, §9). */
export const SIGNED_URL_TTL_SECONDS = { userDocuments: 3600, knowledgeItems: 86_400 } as const;

export const fileMessages = {
  tooLarge: 'Le fichier dépasse la taille maximale de 15 Mo',
  noExtension: 'Le fichier doit avoir une extension',
  nameTooLong: 'Le nom du fichier ne peut pas dépasser 255 caractères',
  badType: 'Type de fichier non autorisé',
  contentMismatch: 'Le contenu du fichier ne correspond pas à son extension',
  empty: 'Le fichier est vide',
  renamed: 'Le nom du fichier a été modifié pour être compatible : {name}',
  /** Spec 2 §5.7 (knowledge items); also used for user documents, whose message the spec does not give. */
  required: 'Veuillez sélectionner un fichier',
  noFile: 'Aucun fichier associé à ce document',
  nothingToDownload: 'Aucun fichier à télécharger',
  linkExpired: 'Ce lien de fichier a expiré. Actualisez le lien pour en obtenir un nouveau.',
  linkInvalid: 'Lien de fichier invalide.',
  fileNotFound: 'Fichier introuvable.',
} as const;

/** The four labels of a stored file's state (spec 2 §2.4). */
export const FILE_STATES = {
  expired: 'URL expirée',
  signed: 'Accessible via URL signée',
  base64: 'Accessible via base64 (URL expirée)',
  missing: 'Fichier inaccessible',
} as const;
export type TFileState = keyof typeof FILE_STATES;

/**
 * A stored file as the API shows it. `state`: signed (address valid), base64 (address expired but a
 * base64 copy exists), expired (address expired; the file is there, refresh for a new address),
 * missing (the stored object is gone and there is no copy).
 */
export const ZStoredFile = z.object({
  fileName: z.string(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Opens the file inline (same origin, relative: /api/files/…?exp=…&sig=…). */
  signedUrl: z.string().nullable(),
  signedUrlExpiresAt: z.string().nullable(),
  /** Same expiry as signedUrl, sent as an attachment (Content-Disposition) under fileName. */
  downloadUrl: z.string().nullable().optional(),
  hasBase64: z.boolean(),
  state: z.enum(['expired', 'signed', 'base64', 'missing']),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

const title = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(200, 'Le titre ne peut pas dépasser 200 caractères');
const descriptionText = optionalText(2000, 'La description ne peut pas dépasser 2000 caractères').optional();
const aiText = optionalText(4000, 'Les instructions ne peuvent pas dépasser 4000 caractères').optional();

/** Spec 2 §5.7: tags trimmed, no duplicates (case-insensitive, the first spelling kept). */
const ZTags = z
  .array(z.string({ error: 'Mot-clé invalide' }).trim().min(1, 'Un mot-clé ne peut pas être vide').max(50, 'Un mot-clé ne peut pas dépasser 50 caractères'), {
    error: 'Mots-clés invalides',
  })
  .max(30, 'Pas plus de 30 mots-clés')
  .transform((tags) => tags.filter((t, i) => tags.findIndex((o) => o.toLocaleLowerCase('fr') === t.toLocaleLowerCase('fr')) === i));

// ---------- User documents (Mes documents), spec 2 §5.8 ----------
/**
 * Fields of POST /user-documents (multipart/form-data: these fields plus a `file` part, required;
 * `tags` as repeated fields, one tag each, or one field holding a JSON array) and of PATCH (JSON).
 */
export const ZUserDocumentInput = z.object({
  title: title('Le titre est requis'),
  description: descriptionText,
  descriptionIa: aiText,
  trameId: z.preprocess(emptyToNull, z.uuid({ error: 'Trame invalide' }).nullable()).optional(),
  tags: ZTags.default([]),
});
export type TUserDocumentInput = z.infer<typeof ZUserDocumentInput>;

/** PATCH /user-documents/{id} (JSON): any subset; the file cannot be replaced. */
export const ZUserDocumentPatch = z.object({
  title: title('Le titre est requis').optional(),
  description: descriptionText,
  descriptionIa: aiText,
  trameId: ZUserDocumentInput.shape.trameId,
  tags: ZTags.optional(),
});
export type TUserDocumentPatch = z.infer<typeof ZUserDocumentPatch>;

export const ZUserDocument = z.object({
  id: z.uuid(),
  ...ownershipShape,
  title: z.string(),
  description: z.string().nullable(),
  descriptionIa: z.string().nullable(),
  trameId: z.uuid().nullable(),
  tags: z.array(z.string()),
  file: ZStoredFile.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUserDocument = z.infer<typeof ZUserDocument>;

/** Answer of an upload: `renamedFrom` is the name as sent when the server normalised it, else null. */
export const ZUserDocumentCreated = ZUserDocument.extend({ renamedFrom: z.string().nullable() });
export type TUserDocumentCreated = z.infer<typeof ZUserDocumentCreated>;

/** GET /user-documents query: search from 2 characters; trameId a uuid or 'none'. */
const ZSearch = z.string().trim().max(200, 'La recherche ne peut pas dépasser 200 caractères').optional();
/** Documents and knowledge items come by pages of 100 (issue 10 §7), the total alongside. */
export const SETTINGS_PAGE_SIZE = 100;
const ZPage = z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1);
const ZPageSize = z.coerce
  .number({ error: 'Taille de page invalide' })
  .int('Taille de page invalide')
  .min(1, 'Taille de page invalide')
  .max(200, 'Taille de page invalide')
  .default(SETTINGS_PAGE_SIZE);

export const ZUserDocumentFilters = z.object({
  search: ZSearch,
  trameId: z.union([z.uuid({ error: 'Trame invalide' }), z.literal('none', { error: 'Trame invalide' })], { error: 'Trame invalide' }).optional(),
  tag: z.string().trim().max(50, 'Un mot-clé ne peut pas dépasser 50 caractères').optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TUserDocumentFilters = z.infer<typeof ZUserDocumentFilters>;

// ---------- Knowledge items (Exercices & Documents), spec 2 §5.7 ----------
export const KNOWLEDGE_KINDS = ['exercise', 'protocol', 'material', 'other'] as const;
export type TKnowledgeKind = (typeof KNOWLEDGE_KINDS)[number];
export const KNOWLEDGE_KIND_LABELS: Record<TKnowledgeKind, string> = {
  exercise: 'Exercice',
  protocol: 'Protocole',
  material: 'Matériel',
  other: 'Autre',
};
const ZKnowledgeKind = z.enum(KNOWLEDGE_KINDS, { error: 'Type invalide' });

/** Fields of POST /knowledge-items (multipart, `file` required, tags as for user documents). */
export const ZKnowledgeItemInput = z.object({
  title: title('Le titre est obligatoire'),
  kind: ZKnowledgeKind.default('other'),
  description: descriptionText,
  aiBrief: aiText,
  tags: ZTags.default([]),
});
export type TKnowledgeItemInput = z.infer<typeof ZKnowledgeItemInput>;

/** PATCH /knowledge-items/{id} (JSON): any subset; the file cannot be replaced. */
export const ZKnowledgeItemPatch = z.object({
  title: title('Le titre est obligatoire').optional(),
  kind: ZKnowledgeKind.optional(),
  description: descriptionText,
  aiBrief: aiText,
  tags: ZTags.optional(),
});
export type TKnowledgeItemPatch = z.infer<typeof ZKnowledgeItemPatch>;

export const ZKnowledgeItem = z.object({
  id: z.uuid(),
  ...ownershipShape,
  title: z.string(),
  kind: z.enum(KNOWLEDGE_KINDS),
  description: z.string().nullable(),
  aiBrief: z.string().nullable(),
  tags: z.array(z.string()),
  /** Shared items (no owner) are read-only for everyone. */
  isShared: z.boolean(),
  file: ZStoredFile.nullable(),
  createdAt: z.string(),
});
export type TKnowledgeItem = z.infer<typeof ZKnowledgeItem>;

export const ZKnowledgeItemCreated = ZKnowledgeItem.extend({ renamedFrom: z.string().nullable() });
export type TKnowledgeItemCreated = z.infer<typeof ZKnowledgeItemCreated>;

/** GET /knowledge-items query: search from 2 characters; kind one of the four, or 'all'. */
export const ZKnowledgeFilters = z.object({
  search: ZSearch,
  kind: z.union([ZKnowledgeKind, z.literal('all', { error: 'Type invalide' })], { error: 'Type invalide' }).optional(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TKnowledgeFilters = z.infer<typeof ZKnowledgeFilters>;

/** Searches on documents and knowledge items apply only from 2 characters (spec 2 §5.9). */
export const SEARCH_MIN_LENGTH = 2;

export * from './reminders';

export const ZListOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });

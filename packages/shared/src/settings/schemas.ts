import { z } from 'zod';

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
export const APPOINTMENT_LOCATIONS = ['Cabinet', 'Domicile', 'Téléconsultation'] as const;

export const ZAppointmentTypeInput = z.object({
  name: z.string({ error: 'Le nom est requis' }).trim().min(1, 'Le nom est requis').max(120, 'Le nom ne peut pas dépasser 120 caractères'),
  durationMinutes: z.coerce
    .number({ error: 'La durée doit être supérieure à 0' })
    .int('La durée doit être un nombre entier de minutes')
    .min(1, 'La durée doit être supérieure à 0')
    .max(480, 'La durée ne peut pas dépasser 8 heures'),
  location: optionalText(120),
  description: optionalText(2000),
  /** Entered as one text, stored as a JSON list of strings (one per line or comma). */
  tests: optionalText(2000),
  iaDescription: optionalText(4000),
});
export type TAppointmentTypeInput = z.infer<typeof ZAppointmentTypeInput>;

export const ZAppointmentType = z.object({
  id: z.uuid(),
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

export const ZTrameTypePatch = ZTrameTypeInput.partial().extend({ isActive: z.boolean().optional() });
export type TTrameTypePatch = z.infer<typeof ZTrameTypePatch>;

export const ZTrameType = z.object({
  id: z.uuid(),
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
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
export const PICKER_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'md', 'jpg', 'jpeg', 'png', 'webp'] as const;
export const fileMessages = {
  tooLarge: 'Le fichier dépasse la taille maximale de 15 Mo',
  noExtension: 'Le fichier doit avoir une extension',
  nameTooLong: 'Le nom du fichier ne peut pas dépasser 255 caractères',
  badType: 'Type de fichier non autorisé',
  contentMismatch: 'Le contenu du fichier ne correspond pas à son extension',
  empty: 'Le fichier est vide',
  renamed: 'Le nom du fichier a été modifié pour être compatible : {name}',
} as const;

/** The four labels of a stored file's state (spec 2 §2.4). */
export const FILE_STATES = {
  expired: 'URL expirée',
  signed: 'Accessible via URL signée',
  base64: 'Accessible via base64 (URL expirée)',
  missing: 'Fichier inaccessible',
} as const;
export type TFileState = keyof typeof FILE_STATES;

export const ZStoredFile = z.object({
  fileName: z.string(),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  signedUrl: z.string().nullable(),
  signedUrlExpiresAt: z.string().nullable(),
  hasBase64: z.boolean(),
  state: z.enum(['expired', 'signed', 'base64', 'missing']),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

// ---------- User documents (Mes documents), spec 2 §5.8 ----------
/** Multipart fields of POST /user-documents (file required) and PATCH (no file). */
export const ZUserDocumentInput = z.object({
  title: z.string({ error: 'Le titre est requis' }).trim().min(1, 'Le titre est requis').max(200),
  description: optionalText(2000).optional(),
  descriptionIa: optionalText(4000).optional(),
  trameId: z.preprocess(emptyToNull, z.uuid().nullable()).optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
});
export type TUserDocumentInput = z.infer<typeof ZUserDocumentInput>;

export const ZUserDocument = z.object({
  id: z.uuid(),
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

// ---------- Knowledge items (Exercices & Documents), spec 2 §5.7 ----------
export const KNOWLEDGE_KINDS = ['exercise', 'protocol', 'material', 'other'] as const;
export const KNOWLEDGE_KIND_LABELS: Record<(typeof KNOWLEDGE_KINDS)[number], string> = {
  exercise: 'Exercice',
  protocol: 'Protocole',
  material: 'Matériel',
  other: 'Autre',
};

export const ZKnowledgeItemInput = z.object({
  title: z.string({ error: 'Le titre est obligatoire' }).trim().min(1, 'Le titre est obligatoire').max(200),
  kind: z.enum(KNOWLEDGE_KINDS).default('other'),
  description: optionalText(2000).optional(),
  aiBrief: optionalText(4000).optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
});
export type TKnowledgeItemInput = z.infer<typeof ZKnowledgeItemInput>;

export const ZKnowledgeItem = z.object({
  id: z.uuid(),
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

// ---------- Reminder rules (Rappels & Communications), spec 2 §5.10 ----------
export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export type TReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const REMINDER_VARIABLES = ['{patient_name}', '{date_rdv}', '{heure_rdv}', '{lieu_rdv}', '{praticien_name}'] as const;

export const reminderMessages = {
  typeRequired: 'Veuillez sélectionner un type de séance',
  delayPositive: 'Le délai doit être positif',
  maxHours: 'Le délai ne peut pas dépasser 168 heures (7 jours)',
  maxDays: 'Le délai ne peut pas dépasser 30 jours',
  messageRequired: 'Le message est requis',
  /** {channel} is 'Email' or 'SMS', {type} the appointment type's name. */
  duplicate: 'Une règle de rappel {channel} existe déjà pour "{type}"',
} as const;

export const ZReminderRuleInput = z
  .object({
    appointmentTypeId: z.uuid({ error: reminderMessages.typeRequired }),
    channel: z.enum(REMINDER_CHANNELS),
    delayUnit: z.enum(['hours', 'days']),
    delay: z.coerce.number({ error: reminderMessages.delayPositive }).int(reminderMessages.delayPositive).min(1, reminderMessages.delayPositive),
    messageTemplate: z.string({ error: reminderMessages.messageRequired }).trim().min(1, reminderMessages.messageRequired).max(2000),
  })
  .superRefine((v, ctx) => {
    if (v.delayUnit === 'hours' && v.delay > 168) ctx.addIssue({ code: 'custom', path: ['delay'], message: reminderMessages.maxHours });
    if (v.delayUnit === 'days' && v.delay > 30) ctx.addIssue({ code: 'custom', path: ['delay'], message: reminderMessages.maxDays });
  });
export type TReminderRuleInput = z.infer<typeof ZReminderRuleInput>;

export const ZReminderRule = z.object({
  id: z.uuid(),
  appointmentType: z.object({ id: z.uuid(), name: z.string(), durationMinutes: z.number() }),
  channel: z.enum(REMINDER_CHANNELS),
  /** Storage form (spec 2 §5.10): days with zero minutes, or zero days and minutes = hours × 60. */
  offsetDays: z.number(),
  offsetMinutes: z.number(),
  messageTemplate: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReminderRule = z.infer<typeof ZReminderRule>;

/** Storage form of a delay. */
export function toReminderOffsets(delay: number, unit: 'hours' | 'days'): { offsetDays: number; offsetMinutes: number } {
  return unit === 'days' ? { offsetDays: delay, offsetMinutes: 0 } : { offsetDays: 0, offsetMinutes: delay * 60 };
}

/** Back from the storage form to what the form shows. */
export function fromReminderOffsets(offsetDays: number, offsetMinutes: number): { delay: number; delayUnit: 'hours' | 'days' } {
  return offsetDays > 0 ? { delay: offsetDays, delayUnit: 'days' } : { delay: Math.round(offsetMinutes / 60), delayUnit: 'hours' };
}

export const ZListOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });

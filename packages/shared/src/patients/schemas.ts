import { z } from 'zod';
import '../zod-config';

/**
 * Contract of the patient area (spec 1 §2–§9). JSON fields are camelCase; dates of birth and
 * target dates are 'YYYY-MM-DD'; instants are ISO 8601 with offset; ids are UUIDs. Messages are
 * the spec's, verbatim. The same schemas validate the forms (web) and the requests (server).
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

// ---------- Field rules ----------
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : trimmed(v));
/** Optional text: trimmed, '' → absent (spec 1 §5: empty optional ones are omitted). */
const optionalText = (max: number, message?: string) =>
  z.preprocess(emptyToUndefined, z.string().max(max, message).optional());

export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** Wizard phone: spaces removed, optional leading + then 6 to 15 digits. */
export const WIZARD_PHONE_PATTERN = /^\+?\d{6,15}$/;
/** Representative phone: optional + then 6 to 15 of digits, spaces, hyphens or dots. */
export const REPRESENTATIVE_PHONE_PATTERN = /^\+?[\d\s.-]{6,15}$/;
export const SSN_PATTERN = /^\d{13,15}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' (31/02 is refused). */
export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const ZIsoDate = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isRealIsoDate, patientMessages.birthDateInvalid);

const ZBirthDate = ZIsoDate(patientMessages.birthDateRequired).refine(
  (v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10),
  patientMessages.birthDateInvalid,
);

const ZWizardPhone = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/\s/g, '') === '' ? undefined : v.replace(/\s/g, '')) : v),
  z.string().regex(WIZARD_PHONE_PATTERN, patientMessages.phoneInvalid).optional(),
);
const ZSsn = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/\s/g, '') === '' ? undefined : v.replace(/\s/g, '')) : v),
  z.string().regex(SSN_PATTERN, patientMessages.ssnInvalid).optional(),
);
const ZOptionalEmail = z.preprocess(emptyToUndefined, z.string().regex(EMAIL_PATTERN, patientMessages.emailInvalid).optional());
const ZOptionalUuid = z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: 'Identifiant invalide' }).nullable().optional());

// ---------- Patient (wizard tabs and record edit) ----------
export const ZPatientIdentity = z.object({
  firstName: z.string({ error: patientMessages.firstNameRequired }).trim().min(1, patientMessages.firstNameRequired).max(NAME_MAX, patientMessages.firstNameTooLong),
  lastName: z.string({ error: patientMessages.lastNameRequired }).trim().min(1, patientMessages.lastNameRequired).max(NAME_MAX, patientMessages.nameTooLong),
  dateOfBirth: ZBirthDate,
  civilite: z.enum(CIVILITES, { error: patientMessages.civiliteRequired }),
  gender: z.enum(GENDERS, { error: patientMessages.genderRequired }),
  familyStatus: z.preprocess(emptyToUndefined, z.enum(FAMILY_STATUSES, { error: 'Situation familiale invalide' }).optional()),
  profession: optionalText(200),
  schoolName: optionalText(200),
  schoolLevel: optionalText(100),
  /** Shown for minors only (the form drops it for adults). */
  schoolClass: optionalText(100),
});

export const ZPatientContact = z.object({
  email: ZOptionalEmail,
  phoneNumber: ZWizardPhone,
  addressNumber: optionalText(20),
  addressStreet: optionalText(200),
  addressComplement: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(120),
});

export const ZPatientMedical = z.object({
  consultationReasonId: ZOptionalUuid,
  prescriber: optionalText(PRESCRIBER_MAX, patientMessages.prescriberTooLong),
  socialSecurityNumber: ZSsn,
  insurance: optionalText(200),
  anamnesis: optionalText(10_000),
  notes: optionalText(10_000),
  followupStartedAt: z.preprocess(emptyToUndefined, z.string().refine(isRealIsoDate, 'Date invalide').optional()),
});

export const ZPatientFields = ZPatientIdentity.extend(ZPatientContact.shape).extend(ZPatientMedical.shape);
export type TPatientFields = z.infer<typeof ZPatientFields>;

/**
 * PATCH /patients/{id}: any subset. A field sent as null is cleared; a field left out is kept.
 * The server recomputes is_major whenever dateOfBirth changes.
 */
const clearable = <T extends z.ZodType>(field: T) => field.nullable().optional();
const F = ZPatientFields.shape;
export const ZPatientPatch = ZPatientFields.partial().extend({
  status: z.enum(PATIENT_STATUSES, { error: 'Statut invalide' }).optional(),
  // Optional fields accept null, so that emptying one in the edit form clears it.
  familyStatus: clearable(F.familyStatus),
  profession: clearable(F.profession),
  schoolName: clearable(F.schoolName),
  schoolLevel: clearable(F.schoolLevel),
  schoolClass: clearable(F.schoolClass),
  email: clearable(F.email),
  phoneNumber: clearable(F.phoneNumber),
  addressNumber: clearable(F.addressNumber),
  addressStreet: clearable(F.addressStreet),
  addressComplement: clearable(F.addressComplement),
  postalCode: clearable(F.postalCode),
  city: clearable(F.city),
  prescriber: clearable(F.prescriber),
  socialSecurityNumber: clearable(F.socialSecurityNumber),
  insurance: clearable(F.insurance),
  anamnesis: clearable(F.anamnesis),
  notes: clearable(F.notes),
  followupStartedAt: clearable(F.followupStartedAt),
});
export type TPatientPatch = z.infer<typeof ZPatientPatch>;

// ---------- Representatives ----------
export const ZRepresentativeInput = z
  .object({
    /** Accepted (spec 1 §3: client-generated before saving) but ignored: the server assigns the id (issue 16 §6). */
    id: z.uuid().optional(),
    firstName: z.string({ error: representativeMessages.firstNameRequired }).trim().min(1, representativeMessages.firstNameRequired).max(NAME_MAX, patientMessages.firstNameTooLong),
    lastName: z.string({ error: representativeMessages.lastNameRequired }).trim().min(1, representativeMessages.lastNameRequired).max(NAME_MAX, patientMessages.nameTooLong),
    relation: z.enum(RELATIONS, { error: representativeMessages.relationRequired }),
    customRelation: z.preprocess(emptyToUndefined, z.string().max(CUSTOM_RELATION_MAX, representativeMessages.customRelationTooLong).optional()),
    email: z.string({ error: representativeMessages.emailRequired }).trim().min(1, representativeMessages.emailRequired).regex(EMAIL_PATTERN, representativeMessages.emailInvalid),
    phone: z.string({ error: representativeMessages.phoneRequired }).trim().min(1, representativeMessages.phoneRequired).regex(REPRESENTATIVE_PHONE_PATTERN, representativeMessages.phoneInvalid),
    isPrimary: z.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    if (r.relation === 'other' && !r.customRelation) {
      ctx.addIssue({ code: 'custom', path: ['customRelation'], message: representativeMessages.customRelationRequired });
    }
  });
export type TRepresentativeInput = z.infer<typeof ZRepresentativeInput>;

export const ZRepresentative = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** One of RELATIONS, or the free text typed for 'other'. */
  relation: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
});
export type TRepresentative = z.infer<typeof ZRepresentative>;

// ---------- Goals ----------
const ZProgress = z.coerce.number({ error: goalMessages.progressRange }).int(goalMessages.progressRange).min(0, goalMessages.progressRange).max(100, goalMessages.progressRange);

export const ZGoalInput = z.object({
  title: z.string({ error: goalMessages.titleRequired }).trim().min(1, goalMessages.titleRequired).max(200, 'Le titre ne peut pas dépasser 200 caractères'),
  description: z.string({ error: goalMessages.descriptionRequired }).trim().min(1, goalMessages.descriptionRequired).max(5000, 'La description ne peut pas dépasser 5000 caractères'),
  /** 'YYYY-MM-DD', not before today (checked against the caller's today: see isTargetDateValid). */
  targetDate: z.preprocess((v) => (v === '' ? null : v), z.string().refine(isRealIsoDate, 'Date invalide').nullable().optional()),
  priority: z.enum(GOAL_PRIORITIES, { error: 'Priorité invalide' }).default('medium'),
  progressPercentage: ZProgress.default(0),
  notes: optionalText(5000),
  status: z.enum(GOAL_STATUSES, { error: 'Statut invalide' }).optional(),
});
export type TGoalInput = z.infer<typeof ZGoalInput>;
/**
 * PATCH of a goal: only the fields sent change. No defaults here (a partial ZGoalInput would
 * put priority and progress back to medium and 0 on every status change); notes null clears.
 */
export const ZGoalPatch = z.object({
  title: ZGoalInput.shape.title.optional(),
  description: ZGoalInput.shape.description.optional(),
  targetDate: ZGoalInput.shape.targetDate,
  priority: z.enum(GOAL_PRIORITIES, { error: 'Priorité invalide' }).optional(),
  progressPercentage: ZProgress.optional(),
  notes: ZGoalInput.shape.notes.nullable(),
  status: ZGoalInput.shape.status,
});
export type TGoalPatch = z.infer<typeof ZGoalPatch>;

export const ZGoal = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  title: z.string(),
  description: z.string(),
  targetDate: z.string().nullable(),
  priority: z.enum(GOAL_PRIORITIES),
  progressPercentage: z.number(),
  notes: z.string().nullable(),
  status: z.enum(GOAL_STATUSES),
  createdAt: z.string(),
});
export type TGoal = z.infer<typeof ZGoal>;

// ---------- Parcours ----------
export const ZParcoursInput = z.object({ parcours: z.enum(PARCOURS, { error: 'Parcours invalide' }) });
export const ZParcoursRecord = z.object({
  id: z.uuid(),
  parcours: z.enum(PARCOURS),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type TParcoursRecord = z.infer<typeof ZParcoursRecord>;
/** GET /patients/{id}/parcours: the current record (null if none) and the ended ones, newest first. */
export const ZParcoursState = z.object({ current: ZParcoursRecord.nullable(), history: z.array(ZParcoursRecord) });
export type TParcoursState = z.infer<typeof ZParcoursState>;

// ---------- Creation (wizard): one transaction on the server ----------
export const ZPatientCreateRequest = z.object({
  patient: ZPatientFields,
  representatives: z.array(ZRepresentativeInput).max(10, 'Pas plus de 10 représentants').default([]),
  goals: z.array(ZGoalInput).max(50, 'Pas plus de 50 objectifs').default([]),
  parcours: z.enum(PARCOURS, { error: 'Parcours invalide' }).default('none'),
});
export type TPatientCreateRequest = z.input<typeof ZPatientCreateRequest>;

// ---------- Reads ----------
export const ZReasonRef = z.object({ id: z.uuid(), label: z.string() });

export const ZPatient = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  civilite: z.string(),
  gender: z.string(),
  isMajor: z.boolean(),
  status: z.string(),
  schoolName: z.string().nullable(),
  schoolLevel: z.string().nullable(),
  schoolClass: z.string().nullable(),
  familyStatus: z.string().nullable(),
  profession: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  addressNumber: z.string().nullable(),
  addressStreet: z.string().nullable(),
  addressComplement: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  consultationReason: ZReasonRef.nullable(),
  prescriber: z.string().nullable(),
  socialSecurityNumber: z.string().nullable(),
  insurance: z.string().nullable(),
  anamnesis: z.string().nullable(),
  notes: z.string().nullable(),
  followupStartedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPatient = z.infer<typeof ZPatient>;

/** GET /patients?search&bilanStatus&hasNextAppointment&page&pageSize, ordered by last then first name. */
export const ZPatientListQuery = z.object({
  search: z.string().max(200, 'Recherche trop longue').optional(),
  bilanStatus: z.enum(['all', ...BILAN_STATUSES], { error: 'Filtre de bilan invalide' }).default('all'),
  hasNextAppointment: z.enum(['all', 'yes', 'no'], { error: 'Filtre de rendez-vous invalide' }).default('all'),
  page: z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1),
  pageSize: z.coerce.number({ error: 'Taille de page invalide' }).int('Taille de page invalide').min(1, 'Taille de page invalide').max(PATIENT_LIST_PAGE_SIZE_MAX, 'Taille de page invalide').default(PATIENT_LIST_PAGE_SIZE),
});
export type TPatientListQuery = z.input<typeof ZPatientListQuery>;

export const ZPatientListItem = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  civilite: z.string(),
  gender: z.string(),
  consultationReason: ZReasonRef.nullable(),
  /** End of the latest past non-cancelled event, or null. */
  lastAppointment: z.string().nullable(),
  /** Start of the earliest future non-cancelled event, or null. */
  nextAppointment: z.string().nullable(),
  bilanStatus: z.enum(BILAN_STATUSES),
});
export type TPatientListItem = z.infer<typeof ZPatientListItem>;
export const ZPatientList = z.object({ items: z.array(ZPatientListItem), total: z.number(), page: z.number(), pageSize: z.number() });
export type TPatientList = z.infer<typeof ZPatientList>;

/** GET /patients/{id}/appointments: 5 upcoming (ascending) and 5 past (descending). */
export const ZPatientAppointment = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.string(),
  location: z.string().nullable(),
  attendanceStatus: z.string().nullable(),
  notes: z.string().nullable(),
  appointmentType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TPatientAppointment = z.infer<typeof ZPatientAppointment>;
export const ZPatientAppointments = z.object({ upcoming: z.array(ZPatientAppointment), past: z.array(ZPatientAppointment) });
export type TPatientAppointments = z.infer<typeof ZPatientAppointments>;

// ---------- Instructions ----------
export const ZInstructionInput = z.object({
  title: z.string({ error: instructionMessages.required }).trim().min(1, instructionMessages.required).max(200, 'Le titre ne peut pas dépasser 200 caractères'),
  content: z.string({ error: instructionMessages.required }).trim().min(1, instructionMessages.required).max(10_000, 'Le contenu ne peut pas dépasser 10000 caractères'),
  category: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : trimmed(v)), z.string().max(100, 'La catégorie ne peut pas dépasser 100 caractères').nullable().optional()),
});
export type TInstructionInput = z.infer<typeof ZInstructionInput>;
export const ZInstruction = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  title: z.string(),
  content: z.string(),
  category: z.string().nullable(),
  createdAt: z.string(),
});
export type TInstruction = z.infer<typeof ZInstruction>;

// ---------- Documents ----------
export const ZPatientDocumentQuery = z.object({
  search: z.string().max(200, 'Recherche trop longue').optional(),
  fileType: z.enum(['all', ...PATIENT_DOCUMENT_EXTENSIONS], { error: 'Type de fichier invalide' }).default('all'),
  page: z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1),
  pageSize: z.coerce.number({ error: 'Taille de page invalide' }).int('Taille de page invalide').min(1, 'Taille de page invalide').max(100, 'Taille de page invalide').default(DOCUMENTS_PAGE_SIZE),
});
export type TPatientDocumentQuery = z.input<typeof ZPatientDocumentQuery>;
export const ZPatientDocument = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  fileName: z.string(),
  fileType: z.enum(PATIENT_DOCUMENT_EXTENSIONS),
  mimeType: z.string(),
  sizeBytes: z.number(),
  summary: z.string().nullable(),
  source: z.string(),
  uploadedAt: z.string(),
});
export type TPatientDocument = z.infer<typeof ZPatientDocument>;
export const ZPatientDocumentList = z.object({ items: z.array(ZPatientDocument), total: z.number(), page: z.number(), pageSize: z.number() });
/**
 * POST /patients/{id}/documents (multipart, one or more `files` parts): one result per file, in
 * order. A failed file never leaves a stored object or a row behind.
 */
export const ZDocumentUploadResult = z.object({
  fileName: z.string(),
  success: z.boolean(),
  document: ZPatientDocument.optional(),
  error: z.string().optional(),
});
export const ZDocumentUploadResponse = z.object({
  results: z.array(ZDocumentUploadResult),
  successCount: z.number(),
  failureCount: z.number(),
});
export type TDocumentUploadResponse = z.infer<typeof ZDocumentUploadResponse>;
/** GET /patients/{id}/documents/{docId}/link?purpose=view|download → a signed same-origin address. */
export const ZDocumentLinkQuery = z.object({ purpose: z.enum(['view', 'download'], { error: 'Usage invalide' }).default('view') });
export const ZDocumentLink = z.object({ url: z.string(), expiresAt: z.string() });

// ---------- CSV import ----------
export const ZImportRowIssue = z.object({
  /** 1-based data row number (after the header, comment and blank lines skipped). */
  index: z.number(),
  patientName: z.string(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type TImportRowIssue = z.infer<typeof ZImportRowIssue>;
export const ZImportPreviewPatient = z.object({
  index: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  civilite: z.string(),
  gender: z.string(),
  warnings: z.array(z.string()),
});
/**
 * POST /patients/import/analysis (multipart `file`): nothing written. A file-level problem
 * (not CSV, too short, missing columns, no valid row…) answers 422 with its message instead.
 */
export const ZImportAnalysis = z.object({
  template: z.enum(['simple', 'full']),
  totalRows: z.number(),
  validCount: z.number(),
  invalidCount: z.number(),
  warningCount: z.number(),
  preview: z.array(ZImportPreviewPatient),
  /** Every row with an error or a warning. */
  issues: z.array(ZImportRowIssue),
});
export type TImportAnalysis = z.infer<typeof ZImportAnalysis>;
/** POST /patients/import (multipart `file`): valid rows inserted in one transaction. */
export const ZImportResult = z.object({
  success: z.boolean(),
  createdCount: z.number(),
  failedCount: z.number(),
  results: z.array(
    z.object({
      index: z.number(),
      patientName: z.string(),
      success: z.boolean(),
      patientId: z.uuid().optional(),
      warnings: z.array(z.string()),
      error: z.string().optional(),
    }),
  ),
});
export type TImportResult = z.infer<typeof ZImportResult>;

// ---------- Server answers of the patient area (not in the spec's catalogue) ----------
export const patientApiMessages = {
  reasonNotFound: 'Motif de consultation introuvable',
  representativeNotFound: 'Représentant non trouvé',
  goalNotFound: 'Objectif non trouvé',
  instructionNotFound: 'Instruction non trouvée',
  parcoursConflict: 'Le parcours vient d’être modifié par ailleurs. Rechargez la page puis réessayez.',
} as const;

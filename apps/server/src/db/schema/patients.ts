import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './auth';
import { consultationReasons } from './settings';

/**
 * Patient area tables (spec 1 §3). Scoped like every tenant row (lib/scope.ts). Children of a
 * patient go with it (cascade); a user deleted takes their rows along.
 */
const owner = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
const organization = () => uuid('organization_id').references(() => organizations.id);
const patient = () => uuid('patient_id').notNull().references(() => patients.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    civilite: text('civilite').notNull().default('M.'),
    gender: text('gender').notNull().default('Masculin'),
    isMajor: boolean('is_major').notNull().default(true),
    status: text('status').notNull().default('active'),
    schoolName: text('school_name'),
    schoolLevel: text('school_level'),
    schoolClass: text('school_class'),
    familyStatus: text('family_status'),
    profession: text('profession'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    addressNumber: text('address_number'),
    addressStreet: text('address_street'),
    addressComplement: text('address_complement'),
    postalCode: text('postal_code'),
    city: text('city'),
    consultationReasonId: uuid('consultation_reason_id').references(() => consultationReasons.id, { onDelete: 'set null' }),
    prescriber: text('prescriber'),
    socialSecurityNumber: text('social_security_number'),
    insurance: text('insurance'),
    anamnesis: text('anamnesis'),
    notes: text('notes'),
    followupStartedAt: date('followup_started_at', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('patients_first_name_chk', sql`char_length(${t.firstName}) BETWEEN 1 AND 120`),
    check('patients_last_name_chk', sql`char_length(${t.lastName}) BETWEEN 1 AND 120`),
    check('patients_civilite_chk', sql`${t.civilite} IN ('M.', 'Mme', 'Autre')`),
    check('patients_gender_chk', sql`${t.gender} IN ('Masculin', 'Féminin', 'Autre')`),
    check('patients_prescriber_chk', sql`${t.prescriber} IS NULL OR char_length(${t.prescriber}) <= 300`),
    check('patients_ssn_chk', sql`${t.socialSecurityNumber} IS NULL OR ${t.socialSecurityNumber} ~ '^[0-9]{13,15}$'`),
    check('patients_birth_chk', sql`${t.dateOfBirth} >= DATE '1900-01-01'`),
    index('patients_user_name_idx').on(t.userId, t.lastName, t.firstName),
    index('patients_org_name_idx').on(t.organizationId, t.lastName, t.firstName),
    index('patients_first_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.firstName})) gin_trgm_ops`).with({ fastupdate: false }),
    index('patients_last_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.lastName})) gin_trgm_ops`).with({ fastupdate: false }),
    // The list's order (last then first name, ICU root collation) read straight from an index,
    // one per mode: a page of 50 among 10,000 patients costs no sort (docs/decisions.md).
    index('patients_user_sort_idx')
      .on(t.userId, sql`${t.lastName} COLLATE "und-x-icu"`, sql`${t.firstName} COLLATE "und-x-icu"`, t.id)
      .where(sql`${t.organizationId} IS NULL`),
    index('patients_org_sort_idx')
      .on(t.organizationId, sql`${t.lastName} COLLATE "und-x-icu"`, sql`${t.firstName} COLLATE "und-x-icu"`, t.id)
      .where(sql`${t.organizationId} IS NOT NULL`),
  ],
);

/** Représentants légaux: at most one primary per patient (the database says so). */
export const patientRepresentatives = pgTable(
  'patient_representants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    patientId: patient(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relation: text('relation').notNull(),
    email: text('email'),
    phone: text('phone'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('patient_representants_relation_chk', sql`char_length(${t.relation}) BETWEEN 1 AND 50`),
    index('patient_representants_patient_idx').on(t.patientId),
    uniqueIndex('patient_representants_one_primary_idx').on(t.patientId).where(sql`${t.isPrimary}`),
  ],
);

export const patientGoals = pgTable(
  'patient_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    patientId: patient(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    priority: text('priority').notNull().default('medium'),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    notes: text('notes'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('patient_goals_progress_chk', sql`${t.progressPercentage} BETWEEN 0 AND 100`),
    check('patient_goals_priority_chk', sql`${t.priority} IN ('low', 'medium', 'high', 'urgent')`),
    check('patient_goals_status_chk', sql`${t.status} IN ('active', 'completed', 'paused', 'cancelled')`),
    index('patient_goals_patient_idx').on(t.patientId),
  ],
);

/** Parcours de soin: one current record per patient, the ended ones kept as history. */
export const patientParcours = pgTable(
  'patient_parcours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    patientId: patient(),
    parcours: text('parcours').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    isCurrent: boolean('is_current').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('patient_parcours_value_chk', sql`${t.parcours} IN ('none', 'bilan', 'suivi', 'both')`),
    check('patient_parcours_current_chk', sql`(${t.isCurrent} AND ${t.endedAt} IS NULL) OR (NOT ${t.isCurrent} AND ${t.endedAt} IS NOT NULL)`),
    index('patient_parcours_patient_idx').on(t.patientId),
    uniqueIndex('patient_parcours_one_current_idx').on(t.patientId).where(sql`${t.isCurrent}`),
  ],
);

/** Consignes (Instructions tab): their own table rather than notes with a marker (docs/decisions.md). */
export const patientInstructions = pgTable(
  'patient_instructions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    patientId: patient(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('patient_instructions_title_chk', sql`char_length(${t.title}) BETWEEN 1 AND 200`),
    check('patient_instructions_content_chk', sql`char_length(${t.content}) BETWEEN 1 AND 10000`),
    index('patient_instructions_patient_idx').on(t.patientId),
  ],
);

export const patientDocuments = pgTable(
  'patient_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    patientId: patient(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    summary: text('summary'),
    storagePath: text('storage_path').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    source: text('source').notNull().default('manual'),
    isActive: boolean('is_active').notNull().default(true),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('patient_documents_type_chk', sql`${t.fileType} IN ('pdf', 'docx', 'doc', 'txt')`),
    index('patient_documents_patient_idx').on(t.patientId, t.uploadedAt),
  ],
);

/**
 * 'Exporter le dossier' and 'Exporter mon compte' (issue 16 §2): one row per export, the requester's only (owner-scoped),
 * its ZIP at `storage_path` once done, removed with its file when it expires (patient-exports
 * purge) or when the patient is erased.
 */
export const patientExports = pgTable(
  'patient_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    /** Null for an account export ('Exporter mon compte': the requester's own data, every patient they own). */
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    progress: integer('progress').notNull().default(0),
    storagePath: text('storage_path'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('patient_exports_status_chk', sql`${t.status} IN ('pending', 'running', 'done', 'failed')`),
    check('patient_exports_progress_chk', sql`${t.progress} BETWEEN 0 AND 100`),
    index('patient_exports_patient_idx').on(t.patientId, t.userId),
    index('patient_exports_expires_idx').on(t.expiresAt),
  ],
);

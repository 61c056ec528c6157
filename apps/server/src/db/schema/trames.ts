import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, boolean } from 'drizzle-orm/pg-core';
import { organizations, users } from './auth';
import { storedFileColumns } from './columns';
import { trameTypes } from './settings';

/**
 * Trames (spec 3 §3): the practitioner's report templates, their example reports, supplementary
 * documents, analysis and generation jobs. Trames are the owner's (spec 3 §6): every change checks
 * user_id; rows also carry the organisation they were created in, like every tenant row.
 */
const owner = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
const organization = () => uuid('organization_id').references(() => organizations.id);
const trame = () => uuid('trame_id').notNull().references(() => trames.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const trames = pgTable(
  'trames',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    name: text('name').notNull(),
    description: text('description'),
    // A type in use is archived, never deleted (the settings' delete answers 409).
    trameTypeId: uuid('trame_type_id')
      .notNull()
      .references(() => trameTypes.id, { onDelete: 'restrict' }),
    /** The exported document of the generated template (DOCX), with its signed link. */
    ...storedFileColumns(),
    /** The PDF export of the same template, stored beside the DOCX with its own signed link. */
    pdfStoragePath: text('pdf_storage_path'),
    pdfSignedUrl: text('pdf_signed_url'),
    pdfSignedUrlExpiresAt: timestamp('pdf_signed_url_expires_at', { withTimezone: true }),
    pdfSizeBytes: bigint('pdf_size_bytes', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    /** The generated template document (spec 3 §3 "Template document structure"). */
    templateJson: jsonb('template_json'),
    templateGeneratedAt: timestamp('template_generated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('trames_name_chk', sql`char_length(${t.name}) BETWEEN 1 AND 200`),
    check('trames_description_chk', sql`${t.description} IS NULL OR char_length(${t.description}) <= 20000`),
    index('trames_user_idx').on(t.userId, t.createdAt).where(sql`${t.deletedAt} IS NULL`),
    index('trames_org_idx').on(t.organizationId).where(sql`${t.deletedAt} IS NULL`),
    index('trames_type_idx').on(t.trameTypeId),
    index('trames_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * Example reports of a trame (PDF only). Only the pseudonymised text and the learned structure
 * (`analysis`) are kept from the analysis, never the original text.
 */
export const trameExamples = pgTable(
  'trame_examples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    trameId: trame(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    ...storedFileColumns(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** pending on upload; done once analysed; failed when the file cannot be read (error_message). */
    status: text('status').notNull().default('pending'),
    errorMessage: text('error_message'),
    pageCount: integer('page_count'),
    pseudonymisedText: text('pseudonymised_text'),
    /** ExampleAnalysis (packages/shared/src/trames/example-analysis.ts). */
    analysis: jsonb('analysis'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('trame_examples_status_chk', sql`${t.status} IN ('pending', 'done', 'failed')`),
    check('trame_examples_size_chk', sql`${t.fileSize} BETWEEN 1 AND 31457280`),
    index('trame_examples_trame_idx').on(t.trameId, t.createdAt).where(sql`${t.deletedAt} IS NULL`),
  ],
);

const JOB_STATUSES = sql`('pending', 'running', 'completed', 'failed')`;

/** One analysis of a batch of examples (spec 3 §3); the queue job runs it. */
export const trameAnalysisJobs = pgTable(
  'trame_analysis_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    trameId: trame(),
    recordIds: uuid('record_ids').array().notNull(),
    status: text('status').notNull().default('pending'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('trame_analysis_jobs_status_chk', sql`${t.status} IN ${JOB_STATUSES}`),
    index('trame_analysis_jobs_trame_idx').on(t.trameId, t.createdAt),
  ],
);

/** One generation of a trame's template document from its analysed examples. */
export const trameGenerationJobs = pgTable(
  'trame_generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    trameId: trame(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('trame_generation_jobs_status_chk', sql`${t.status} IN ${JOB_STATUSES}`),
    index('trame_generation_jobs_trame_idx').on(t.trameId, t.createdAt),
  ],
);

/** Supplementary documents of a trame (anamnesis form, logo, consent form, evaluation grid…). */
export const trameDocuments = pgTable(
  'trame_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    trameId: trame(),
    title: text('title').notNull(),
    nom: text('nom'),
    description: text('description'),
    descriptionIa: text('description_ia'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    ...storedFileColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trame_documents_title_chk', sql`char_length(${t.title}) BETWEEN 1 AND 255`),
    check('trame_documents_nom_chk', sql`${t.nom} IS NULL OR char_length(${t.nom}) <= 255`),
    check('trame_documents_description_chk', sql`${t.description} IS NULL OR char_length(${t.description}) <= 5000`),
    check('trame_documents_description_ia_chk', sql`${t.descriptionIa} IS NULL OR char_length(${t.descriptionIa}) <= 5000`),
    index('trame_documents_trame_idx').on(t.trameId, t.createdAt),
  ],
);

/**
 * Tests assigned to a bilan trame. The spec keeps one trame_id on the test itself; a join table
 * lets a practitioner assign a shared (read-only) test to their own trames, and one test to
 * several trames, without changing the test row (docs/decisions.md).
 */
export const trameTests = pgTable(
  'trame_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    trameId: trame(),
    testDefinitionId: uuid('test_definition_id')
      .notNull()
      .references(() => testDefinitions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trame_tests_pair_idx').on(t.trameId, t.testDefinitionId),
    index('trame_tests_test_idx').on(t.testDefinitionId),
  ],
);

/**
 * Testothèque (spec 3 §3 test_definitions). user_id NULL: a shared test of the French catalogue,
 * read-only for everyone. Ages are stored in months (0–120 years).
 */
export const testDefinitions = pgTable(
  'test_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organization(),
    title: text('title').notNull(),
    code: text('code'),
    description: text('description'),
    aiBrief: text('ai_brief'),
    summary: text('summary'),
    /** Domain of the catalogue (motricité, graphisme, langage oral…). */
    domain: text('domain'),
    tags: text('tags').array(),
    isActive: boolean('is_active').notNull().default(true),
    /** `{ filename }` of the attached file, or null. */
    attachments: jsonb('attachments'),
    ...storedFileColumns(),
    ageRangeMin: integer('age_range_min'),
    ageRangeMax: integer('age_range_max'),
    sophieTrainingStatus: text('sophie_training_status').notNull().default('not_started'),
    lastAnalyzedAt: timestamp('last_analyzed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('test_definitions_title_chk', sql`char_length(${t.title}) BETWEEN 1 AND 200`),
    check('test_definitions_ages_chk', sql`(${t.ageRangeMin} IS NULL OR ${t.ageRangeMin} BETWEEN 0 AND 1440)
      AND (${t.ageRangeMax} IS NULL OR ${t.ageRangeMax} BETWEEN 0 AND 1440)
      AND (${t.ageRangeMin} IS NULL OR ${t.ageRangeMax} IS NULL OR ${t.ageRangeMin} <= ${t.ageRangeMax})`),
    check('test_definitions_training_chk', sql`${t.sophieTrainingStatus} IN ('not_started', 'in_progress', 'completed', 'needs_review')`),
    check('test_definitions_shared_chk', sql`${t.userId} IS NOT NULL OR ${t.organizationId} IS NULL`),
    index('test_definitions_user_idx').on(t.userId),
    index('test_definitions_org_idx').on(t.organizationId),
    index('test_definitions_search_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.title} || ' ' || coalesce(${t.code}, '') || ' ' || coalesce(${t.description}, ''))) gin_trgm_ops`,
    ).with({ fastupdate: false }),
  ],
);

/** Documents a test was trained on (spec 3 §3 test_documents). */
export const testDocuments = pgTable(
  'test_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    testDefinitionId: uuid('test_definition_id')
      .notNull()
      .references(() => testDefinitions.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull().default('manual'),
    fileName: text('file_name'),
    ...storedFileColumns(),
    analysisStatus: text('analysis_status').notNull().default('pending'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('test_documents_status_chk', sql`${t.analysisStatus} IN ('pending', 'processing', 'completed', 'failed')`),
    index('test_documents_test_idx').on(t.testDefinitionId).where(sql`${t.deletedAt} IS NULL`),
  ],
);

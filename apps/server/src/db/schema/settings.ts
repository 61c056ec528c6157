import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './auth';
import { storedFileColumns } from './columns';
import { trames } from './trames';

/**
 * Settings tables (spec 2 §3). Every row belongs to a user and, in collaborative mode, to an
 * organisation (lib/scope.ts). A user deleted takes their rows along; an organisation holding
 * rows cannot be deleted (no cascade: a cabinet's data is never dropped silently).
 */
const owner = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });
const organization = () => uuid('organization_id').references(() => organizations.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Types de séance: also read by the agenda (durations) and the reminder rules. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location'),
    description: text('description'),
    tests: jsonb('tests').$type<string[]>().notNull().default([]),
    iaDescription: text('ia_description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('appointment_types_duration_chk', sql`${t.durationMinutes} BETWEEN 1 AND 480`),
    check('appointment_types_name_chk', sql`char_length(${t.name}) BETWEEN 1 AND 120`),
    index('appointment_types_user_idx').on(t.userId),
    index('appointment_types_org_idx').on(t.organizationId),
  ],
);

/** Motifs de consultation: the patients area links patients to them. */
export const consultationReasons = pgTable(
  'consultation_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    label: text('label').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('consultation_reasons_label_chk', sql`char_length(${t.label}) BETWEEN 1 AND 120`),
    check('consultation_reasons_description_chk', sql`${t.description} IS NULL OR char_length(${t.description}) <= 500`),
    index('consultation_reasons_user_idx').on(t.userId),
    index('consultation_reasons_org_idx').on(t.organizationId),
  ],
);

/** Types de trame: archived with is_active false, deleted for good on request. */
export const trameTypes = pgTable(
  'trame_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    label: text('label').notNull(),
    description: text('description'),
    isBilan: boolean('is_bilan').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('trame_types_label_chk', sql`char_length(${t.label}) BETWEEN 1 AND 120`),
    check('trame_types_description_chk', sql`${t.description} IS NULL OR char_length(${t.description}) <= 500`),
    index('trame_types_user_idx').on(t.userId),
    index('trame_types_org_idx').on(t.organizationId),
  ],
);


/** Mes documents; a trame deleted for good leaves its documents without a trame. */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    trameId: uuid('trame_id').references((): AnyPgColumn => trames.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    nom: text('nom').notNull(),
    description: text('description'),
    descriptionIa: text('description_ia'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...storedFileColumns(),
    source: text('source').notNull().default('upload'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('user_documents_source_chk', sql`${t.source} IN ('upload')`),
    index('user_documents_user_idx').on(t.userId),
    index('user_documents_org_idx').on(t.organizationId),
    index('user_documents_title_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.title})) gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/** Exercices & Documents. Rows without owner (user_id and organization_id null) are shared with everyone. */
export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organization(),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('other'),
    description: text('description'),
    aiBrief: text('ai_brief'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    ...storedFileColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('knowledge_items_kind_chk', sql`${t.kind} IN ('exercise', 'protocol', 'material', 'other')`),
    check('knowledge_items_owner_chk', sql`${t.userId} IS NOT NULL OR ${t.organizationId} IS NULL`),
    index('knowledge_items_user_idx').on(t.userId),
    index('knowledge_items_org_idx').on(t.organizationId),
    index('knowledge_items_title_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.title})) gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * Rappels & Communications, in the storage form a sender uses directly: offset_days with zero
 * minutes, or zero days and whole hours in minutes (spec 2 §5.10). One active rule per
 * appointment type and channel.
 */
export const reminderTemplates = pgTable(
  'reminder_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    organizationId: organization(),
    appointmentTypeId: uuid('appointment_type_id')
      .notNull()
      .references(() => appointmentTypes.id),
    channel: text('channel').notNull(),
    offsetDays: integer('offset_days').notNull().default(0),
    offsetMinutes: integer('offset_minutes').notNull().default(0),
    messageTemplate: text('message_template').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reminder_templates_channel_chk', sql`${t.channel} IN ('email', 'sms')`),
    check(
      'reminder_templates_offset_chk',
      sql`(${t.offsetDays} BETWEEN 1 AND 30 AND ${t.offsetMinutes} = 0) OR (${t.offsetDays} = 0 AND ${t.offsetMinutes} BETWEEN 60 AND 10080 AND ${t.offsetMinutes} % 60 = 0)`,
    ),
    uniqueIndex('reminder_templates_active_type_channel_uq').on(t.appointmentTypeId, t.channel).where(sql`${t.isActive}`),
    index('reminder_templates_user_idx').on(t.userId),
    index('reminder_templates_org_idx').on(t.organizationId),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './auth';
import { patients } from './patients';

/**
 * Conversations with Sophie and Myriam (spec 3 §2.9): the owner's only, in the space (private
 * or organisation) they were started in. Messages hold the real text, as the user sees it.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id),
    assistant: text('assistant').notNull(),
    title: text('title').notNull(),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assistant_conversations_assistant_chk', sql`${t.assistant} IN ('sophie', 'myriam')`),
    check('assistant_conversations_title_chk', sql`char_length(${t.title}) BETWEEN 1 AND 200`),
    index('assistant_conversations_user_idx').on(t.userId, t.assistant, t.updatedAt),
  ],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().default('done'),
    /** Files joined to a question: name and extracted text (null when unreadable), given to the model. */
    attachments: jsonb('attachments').$type<{ name: string; text: string | null }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('assistant_messages_role_chk', sql`${t.role} IN ('user', 'assistant')`),
    check('assistant_messages_status_chk', sql`${t.status} IN ('done', 'stopped', 'error')`),
    index('assistant_messages_conversation_idx').on(t.conversationId, t.createdAt),
  ],
);

/**
 * One row per model call, appended and never changed: who, when, which assistant and patient,
 * the model, token and placeholder counts, duration and outcome. Never any text.
 */
export const aiCalls = pgTable(
  'ai_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id),
    assistant: text('assistant').notNull(),
    conversationId: uuid('conversation_id').references(() => assistantConversations.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id'),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    /** Replacements per placeholder type in what was sent (PlaceholderCounts): numbers only. */
    placeholderCounts: jsonb('placeholder_counts').$type<Record<string, number>>().notNull(),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ai_calls_outcome_chk', sql`${t.outcome} IN ('ok', 'stopped', 'error', 'timeout')`),
    index('ai_calls_user_idx').on(t.userId, t.createdAt),
  ],
);

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 16 §1): one row per access to or change of patient data, appended and
 * never changed — a trigger (migration 0012, hand-written part) refuses UPDATE and DELETE, except
 * the retention purge's DELETE of rows older than its cutoff. Never any field value.
 *
 * No foreign keys on purpose: the trail outlives the patient (erasure), the user (account
 * deletion) and the organisation, and a cascading delete would be refused by the trigger anyway.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').notNull(),
    organizationId: uuid('organization_id'),
    action: text('action').notNull(),
    patientId: uuid('patient_id'),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_patient_idx').on(t.patientId, t.createdAt),
    index('audit_events_user_idx').on(t.userId, t.createdAt),
    index('audit_events_created_idx').on(t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { calendarEvents } from './agenda';
import { organizations, users } from './auth';
import { reminderTemplates } from './settings';

/**
 * Reminders sent (issue 17 §1): one row per appointment, rule and appointment start. The unique
 * key is what makes a reminder go out at most once, whatever the number of server processes; a
 * moved appointment gets a new row for its new start, the old one is cancelled. Rows go with
 * their appointment (a deleted appointment's pending reminder then has nothing left to send).
 */
export const reminderSendings = pgTable(
  'reminder_sendings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id),
    appointmentId: uuid('appointment_id').notNull().references(() => calendarEvents.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id').notNull().references(() => reminderTemplates.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** The appointment's start this reminder is for. */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    /** When it is due: start − the rule's delay (or the booking time, when that is already past). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    /** French reason of a skipped, failed or cancelled reminder. */
    reason: text('reason'),
    jobId: text('job_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reminder_sendings_channel_chk', sql`${t.channel} IN ('email', 'sms')`),
    check('reminder_sendings_status_chk', sql`${t.status} IN ('scheduled', 'sent', 'skipped', 'failed', 'cancelled')`),
    uniqueIndex('reminder_sendings_appointment_rule_start_uq').on(t.appointmentId, t.ruleId, t.startAt),
    index('reminder_sendings_rule_idx').on(t.ruleId),
    index('reminder_sendings_user_idx').on(t.userId),
    index('reminder_sendings_org_idx').on(t.organizationId),
  ],
);

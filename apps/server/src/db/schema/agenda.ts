import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './auth';
import { patients } from './patients';
import { appointmentTypes } from './settings';

/**
 * Rendez-vous and free slots (spec 2 §3). The no-overlap rule is an exclusion constraint on the
 * practitioner's non-cancelled events, added by hand in migration 0005 (drizzle-kit cannot
 * express EXCLUDE): calendar_events_no_overlap → SQLSTATE 23P01.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    appointmentTypeId: uuid('appointment_type_id').notNull().references(() => appointmentTypes.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location'),
    notes: text('notes'),
    status: text('status').notNull().default('scheduled'),
    attendanceStatus: text('attendance_status'),
    sessionObjectives: jsonb('session_objectives').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('calendar_events_end_after_start_chk', sql`${t.endsAt} > ${t.startsAt}`),
    // Spec 2 §9: 1–480 minutes. Also what lets a range read bound starts_at from below.
    check('calendar_events_max_duration_chk', sql`${t.endsAt} - ${t.startsAt} <= interval '8 hours'`),
    check('calendar_events_status_chk', sql`${t.status} IN ('scheduled', 'draft', 'completed', 'cancelled')`),
    check('calendar_events_attendance_chk', sql`${t.attendanceStatus} IS NULL OR ${t.attendanceStatus} IN ('present', 'absent', 'excused')`),
    index('calendar_events_user_range_idx').on(t.userId, t.startsAt, t.endsAt),
    index('calendar_events_org_range_idx').on(t.organizationId, t.startsAt, t.endsAt),
    index('calendar_events_patient_idx').on(t.patientId, t.startsAt),
  ],
);

/**
 * Private iCal feeds (issue 17 §4): one per practitioner and space (a hand-written unique index on
 * user and COALESCE(organization) in migration 0016, as NULLs are distinct). Only the SHA-256 of
 * the token is kept: the address is shown once, at creation; revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    hideNames: boolean('hide_names').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_uq').on(t.tokenHash)],
);

/**
 * Waiting list (issue 17 §3): a patient waiting for a slot, scoped like every patient row (the
 * entry goes with its patient). Preferred weekdays are ISO numbers (1 = Monday); the window is
 * two local wall-clock times 'HH:MM' of the practitioner's zone, compared as text.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id),
    patientId: uuid('patient_id').notNull().references(() => patients.id, { onDelete: 'cascade' }),
    appointmentTypeId: uuid('appointment_type_id').references(() => appointmentTypes.id, { onDelete: 'set null' }),
    weekdays: smallint('weekdays').array().notNull(),
    timeFrom: text('time_from').notNull(),
    timeTo: text('time_to').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waiting_list_time_chk', sql`${t.timeFrom} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.timeTo} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.timeTo} > ${t.timeFrom}`),
    check('waiting_list_weekdays_chk', sql`cardinality(${t.weekdays}) BETWEEN 1 AND 7 AND ${t.weekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`),
    check('waiting_list_note_chk', sql`${t.note} IS NULL OR char_length(${t.note}) <= 1000`),
    index('waiting_list_user_idx').on(t.userId, t.createdAt),
    index('waiting_list_org_idx').on(t.organizationId, t.createdAt),
    index('waiting_list_patient_idx').on(t.patientId),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from './auth';
import { patients } from './patients';
import { appointmentTypes } from './settings';

/**
 * Recurring follow-up series (issue 17 §2): the rule a group of appointments was created from.
 * The appointments themselves are ordinary calendar_events carrying series_id; the series keeps
 * the rule so the agenda can say how it was made (and 'this and the following' can find its set).
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id),
    frequency: text('frequency').notNull(),
    untilDate: date('until_date'),
    sessionCount: integer('session_count'),
    holidayZone: text('holiday_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_series_frequency_chk', sql`${t.frequency} IN ('weekly', 'biweekly')`),
    check('appointment_series_zone_chk', sql`${t.holidayZone} IS NULL OR ${t.holidayZone} IN ('A', 'B', 'C')`),
    check('appointment_series_end_chk', sql`(${t.untilDate} IS NULL) <> (${t.sessionCount} IS NULL)`),
    check('appointment_series_count_chk', sql`${t.sessionCount} IS NULL OR ${t.sessionCount} BETWEEN 2 AND 52`),
    index('appointment_series_user_idx').on(t.userId),
  ],
);

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
    seriesId: uuid('series_id').references(() => appointmentSeries.id, { onDelete: 'set null' }),
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
    index('calendar_events_series_idx').on(t.seriesId, t.startsAt),
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
 * What the patient list's filters need of a patient's events (issue 15 §4), kept by triggers in
 * the transaction of every write of calendar_events and patient_documents (and of a type's
 * renaming), hand-written in the migrations. Only time-independent aggregates of the
 * non-cancelled events, so no clock makes them stale: "has a next appointment" is
 * last_start > now(), "a bilan to come" is bilan_last_start > now(), "a past bilan" is
 * bilan_first_end < now(). Every patient has a row, created with the patient and carrying its
 * scope (user_id, organization_id, kept equal to the patient's), so that a filter's count reads
 * this narrow table alone; row-level security holds it like the patients. The page's own
 * next/last appointment dates are still read per row.
 */
export const patientSummaries = pgTable(
  'patient_summaries',
  {
    patientId: uuid('patient_id').primaryKey().references(() => patients.id, { onDelete: 'cascade' }),
    /** The patient's scope, copied by the triggers (no foreign key: the patient's own hold). */
    userId: uuid('user_id').notNull(),
    organizationId: uuid('organization_id'),
    lastStart: timestamp('last_start', { withTimezone: true }),
    bilanLastStart: timestamp('bilan_last_start', { withTimezone: true }),
    bilanFirstEnd: timestamp('bilan_first_end', { withTimezone: true }),
    /** An active document whose file name contains 'bilan' (spec 1 §4). */
    hasBilanDocument: boolean('has_bilan_document').notNull().default(false),
  },
  (t) => [
    index('patient_summaries_user_idx').on(t.userId).where(sql`${t.organizationId} IS NULL`),
    index('patient_summaries_org_idx').on(t.organizationId).where(sql`${t.organizationId} IS NOT NULL`),
  ],
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

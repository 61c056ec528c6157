import { z } from 'zod';
import '../zod-config';
import { ownershipShape } from '../ownership';

/**
 * Contract of the agenda (spec 2 §2.1–2.3, §3, §5.1–5.2, §7, §8). Instants travel as ISO 8601
 * strings with an offset; the server stores timestamptz and formats messages in the
 * practitioner's time zone (profiles.timezone, Europe/Paris by default).
 */

export * from './constants';
import {
  APPOINTMENT_LOCATIONS,
  APPOINTMENT_STATUSES,
  ATTENDANCE_STATUSES,
  DURATION_MAX,
  DURATION_MIN,
  PER_DAY_MAX,
  QUICK_TYPE_DEFAULT_DURATION,
  appointmentMessages,
} from './constants';
import { isTimeZone } from './time-zone';

const isInstant = (v: string) => z.iso.datetime({ offset: true }).safeParse(v).success && !Number.isNaN(Date.parse(v));

/** An instant with an explicit offset or Z ('2026-03-29T09:00:00+02:00'); naive times are refused. */
const ZInstant = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isInstant, appointmentMessages.dateInvalid);

const optionalText = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v), z.string().max(max, `Pas plus de ${max} caractères`).nullable().optional());

/** Fields shared by creation and edition. The end must be after the start (and at most 8 h later). */
const appointmentFields = {
  appointmentTypeId: z.uuid({ error: appointmentMessages.typeRequired }),
  startsAt: ZInstant(appointmentMessages.timesRequired),
  endsAt: ZInstant(appointmentMessages.timesRequired),
  location: optionalText(200),
  notes: optionalText(10_000),
  status: z.enum(APPOINTMENT_STATUSES, { error: 'Statut invalide' }).optional(),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES, { error: 'Présence invalide' }).nullable().optional(),
  sessionObjectives: z
    .array(
      z.string({ error: appointmentMessages.objectiveEmpty }).trim().min(1, appointmentMessages.objectiveEmpty).max(500, appointmentMessages.objectiveTooLong),
      { error: appointmentMessages.objectivesInvalid },
    )
    .max(50, appointmentMessages.objectivesTooMany)
    .nullable()
    .optional(),
};

function checkTimes(v: { startsAt?: string; endsAt?: string }, ctx: z.RefinementCtx) {
  if (!v.startsAt || !v.endsAt || !isInstant(v.startsAt) || !isInstant(v.endsAt)) return;
  const start = Date.parse(v.startsAt);
  const end = Date.parse(v.endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end <= start) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: appointmentMessages.endAfterStart });
  else if (end - start > DURATION_MAX * 60_000) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: appointmentMessages.durationTooLong });
}

/** POST /appointments. patientId null or absent → a free slot. status defaults to scheduled. */
export const ZAppointmentInput = z
  .object({
    ...appointmentFields,
    patientId: z.uuid({ error: appointmentMessages.patientNotFound }).nullable().optional(),
    /** Booked from the waiting list (issue 17 §3): that entry of the patient is removed with the insert. */
    waitingListEntryId: z.uuid({ error: "Entrée de la liste d'attente introuvable" }).optional(),
  })
  .superRefine(checkTimes);
export type TAppointmentInput = z.input<typeof ZAppointmentInput>;

/**
 * PATCH /appointments/{id}: any subset; the patient cannot be changed. Moving (drag and drop)
 * sends startsAt and endsAt only. The server re-checks times against the stored values.
 */
export const ZAppointmentPatch = z
  .object({
    appointmentTypeId: appointmentFields.appointmentTypeId.optional(),
    startsAt: appointmentFields.startsAt.optional(),
    endsAt: appointmentFields.endsAt.optional(),
    location: appointmentFields.location,
    notes: appointmentFields.notes,
    status: appointmentFields.status,
    attendanceStatus: appointmentFields.attendanceStatus,
    sessionObjectives: appointmentFields.sessionObjectives,
  })
  .superRefine(checkTimes);
export type TAppointmentPatch = z.input<typeof ZAppointmentPatch>;

const ZList = (v: string) =>
  z.preprocess((raw) => (typeof raw === 'string' ? raw.split(',').filter(Boolean) : raw), z.array(z.string()).optional()).describe(v);

/** GET /appointments?from&to&typeIds&statuses: events overlapping [from, to), by start ascending. */
export const ZAppointmentRangeQuery = z.object({
  from: ZInstant(appointmentMessages.rangeInvalid),
  to: ZInstant(appointmentMessages.rangeInvalid),
  /** Comma-separated appointment type ids. */
  typeIds: ZList('type ids').pipe(z.array(z.uuid({ error: 'Type de rendez-vous invalide' })).optional()),
  /** Comma-separated statuses. */
  statuses: ZList('statuses').pipe(z.array(z.enum(APPOINTMENT_STATUSES, { error: 'Statut invalide' })).optional()),
  /**
   * The month grid's read: at most this many events per day (the first by start, the longest
   * first), the others counted in `moreByDay`. Days are calendar days in `timeZone`.
   */
  perDay: z.coerce
    .number({ error: appointmentMessages.perDayInvalid })
    .int(appointmentMessages.perDayInvalid)
    .min(1, appointmentMessages.perDayInvalid)
    .max(PER_DAY_MAX, appointmentMessages.perDayInvalid)
    .optional(),
  /** An IANA time zone ('Europe/Paris'): the browser's, whose days the grid shows. */
  timeZone: z.string().refine(isTimeZone, appointmentMessages.timeZoneInvalid).optional(),
}).refine((query) => query.perDay === undefined || query.timeZone !== undefined, {
  path: ['timeZone'],
  message: appointmentMessages.timeZoneRequired,
});
export type TAppointmentRangeQuery = z.input<typeof ZAppointmentRangeQuery>;

export const ZAppointment = z.object({
  id: z.uuid(),
  ...ownershipShape,
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  attendanceStatus: z.enum(ATTENDANCE_STATUSES).nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  sessionObjectives: z.array(z.string()).nullable(),
  patient: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }).nullable(),
  appointmentType: z.object({ id: z.uuid(), name: z.string(), durationMinutes: z.number() }),
  /** The recurring series it belongs to (issue 17 §2), or null. */
  seriesId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAppointment = z.infer<typeof ZAppointment>;
/**
 * `total` counts every event of the period; with `perDay`, `items` holds the events shown and
 * `moreByDay` the number left out for each day that has more ('2026-11-23': 4).
 */
export const ZAppointmentList = z.object({
  items: z.array(ZAppointment),
  total: z.number(),
  moreByDay: z.record(z.string(), z.number()).optional(),
});
export type TAppointmentList = z.infer<typeof ZAppointmentList>;

// ---------- Wizard (client-side steps; the server checks ZAppointmentInput) ----------
export const ZWizardSchedule = z.object({
  appointmentTypeId: z.string({ error: appointmentMessages.wizardTypeRequired }).min(1, appointmentMessages.wizardTypeRequired),
  date: z.string({ error: appointmentMessages.wizardDateRequired }).min(1, appointmentMessages.wizardDateRequired),
  startTime: z.string({ error: appointmentMessages.wizardStartRequired }).min(1, appointmentMessages.wizardStartRequired),
  durationMinutes: z.coerce
    .number({ error: appointmentMessages.durationPositive })
    .int(appointmentMessages.durationHint)
    .min(DURATION_MIN, appointmentMessages.durationPositive)
    .max(DURATION_MAX, appointmentMessages.durationHint),
  location: z.string().optional(),
});
export type TWizardSchedule = z.input<typeof ZWizardSchedule>;

/** Quick appointment-type dialog (spec 2 §5.2). Sent to POST /appointment-types. */
export const ZQuickAppointmentType = z.object({
  name: z.string({ error: appointmentMessages.quickTypeNameRequired }).trim().min(1, appointmentMessages.quickTypeNameRequired).max(120, appointmentMessages.quickTypeNameTooLong),
  durationMinutes: z.coerce
    .number({ error: appointmentMessages.durationPositive })
    .int(appointmentMessages.durationHint)
    .min(DURATION_MIN, appointmentMessages.durationPositive)
    .max(DURATION_MAX, appointmentMessages.durationHint)
    .default(QUICK_TYPE_DEFAULT_DURATION),
  location: z.enum(APPOINTMENT_LOCATIONS, { error: appointmentMessages.locationInvalid }).default('Cabinet'),
});
export type TQuickAppointmentType = z.input<typeof ZQuickAppointmentType>;

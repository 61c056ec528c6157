import { z } from 'zod';
import '../zod-config';
import { ownershipShape } from '../ownership';
import { APPOINTMENT_LOCATIONS } from '../settings/schemas';

/**
 * Contract of the agenda (spec 2 §2.1–2.3, §3, §5.1–5.2, §7, §8). Instants travel as ISO 8601
 * strings with an offset; the server stores timestamptz and formats messages in the
 * practitioner's time zone (profiles.timezone, Europe/Paris by default).
 */

export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled', 'draft'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<TAppointmentStatus, string> = {
  scheduled: 'Programmé',
  completed: 'Terminé',
  cancelled: 'Annulé',
  draft: 'Brouillon',
};
export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused'] as const;
export const ATTENDANCE_LABELS: Record<(typeof ATTENDANCE_STATUSES)[number], string> = {
  present: 'Présent',
  absent: 'Absent',
  excused: 'Excusé',
};
export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];
export const CALENDAR_VIEW_LABELS: Record<TCalendarView, string> = { day: 'Jour', week: 'Semaine', month: 'Mois' };

export const DURATION_MIN = 1;
export const DURATION_MAX = 480;
export const QUICK_TYPE_DEFAULT_DURATION = 45;
export const PATIENT_SEARCH_LIMIT = 10;
export const DEFAULT_PATIENT_APPOINTMENT_TIME = '09:00';
export const MONTH_GRID_DAYS = 42;
/** A range read may not span more than this (the month grid is 42 days). */
export const RANGE_MAX_DAYS = 62;
export const DEFAULT_TIME_ZONE = 'Europe/Paris';
export { APPOINTMENT_LOCATIONS };

export const appointmentMessages = {
  typeRequired: 'Le type de rendez-vous est obligatoire',
  timesRequired: 'Les heures de début et de fin sont obligatoires',
  endAfterStart: "L'heure de fin doit être après l'heure de début",
  overlapWith: (from: string, to: string) =>
    `Ce créneau chevauche avec un autre rendez-vous (${from}-${to}). Veuillez choisir un autre horaire.`,
  overlap: 'Ce créneau chevauche avec un autre rendez-vous existant. Veuillez choisir un autre horaire.',
  typeNotFound: 'Type de rendez-vous non trouvé ou inactif',
  patientNotFound: 'Patient non trouvé',
  createFailed: 'Erreur lors de la création du rendez-vous',
  notAuthenticated: 'Utilisateur non authentifié',
  typeCheckFailed: 'Erreur lors de la vérification du type de rendez-vous',
  patientCheckFailed: 'Erreur lors de la vérification du patient',
  noDataReturned: 'Aucune donnée retournée après la création',
  created: (name: string, date: string, time: string) => `Rendez-vous créé pour ${name} le ${date} à ${time}`,
  freeSlotCreated: (date: string, time: string) => `Créneau libre créé le ${date} à ${time}`,
  updated: 'Rendez-vous modifié avec succès',
  deleted: 'Rendez-vous supprimé avec succès',
  updateFailed: 'Erreur lors de la modification',
  deleteFailed: 'Erreur lors de la suppression du rendez-vous',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce rendez-vous ?',
  loadError: 'Erreur de chargement',
  notFound: 'Rendez-vous non trouvé',
  durationTooLong: 'La durée ne peut pas dépasser 8 heures',
  dateInvalid: 'Date invalide',
  rangeInvalid: 'Période invalide',
  rangeTooLong: 'La période demandée ne peut pas dépasser 62 jours',
  // Wizard, step 2 (spec 2 §5.2)
  wizardTypeRequired: 'Veuillez sélectionner un type de séance',
  wizardDateRequired: 'La date est requise',
  wizardStartRequired: "L'heure de début est requise",
  durationPositive: 'La durée doit être positive',
  durationHint: 'Entre 1 et 480 minutes (8 heures maximum)',
  noPatientFound: (query: string) => `Aucun patient trouvé pour "${query}"`,
  quickTypeNameRequired: 'Le nom est requis',
  quickTypeNameTooLong: 'Le nom ne peut pas dépasser 120 caractères',
  preselectedBanner: 'Nouveau rendez-vous pour',
  stepOf: (n: number) => `Étape ${n} sur 4`,
  locationInvalid: 'Lieu invalide : Cabinet, Domicile ou Téléconsultation',
  objectivesInvalid: 'Objectifs de séance invalides',
  objectiveEmpty: 'Un objectif de séance ne peut pas être vide',
  objectiveTooLong: 'Un objectif de séance ne peut pas dépasser 500 caractères',
  objectivesTooMany: 'Pas plus de 50 objectifs de séance',
} as const;

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
export const ZAppointmentList = z.object({ items: z.array(ZAppointment), total: z.number() });
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

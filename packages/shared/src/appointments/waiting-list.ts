import { z } from 'zod';
import '../zod-config';
import { ownershipShape } from '../ownership';

/**
 * Waiting list (issue 17 §3): patients waiting for a slot, with preferred weekdays, a preferred
 * time window (local wall-clock times of the practitioner's zone) and a note. A freed slot (an
 * appointment cancelled or deleted) is matched against it; booking from a match removes the entry.
 */
export const waitingListMessages = {
  patientRequired: 'Veuillez sélectionner un patient',
  patientNotFound: 'Patient non trouvé',
  daysRequired: 'Choisissez au moins un jour',
  dayInvalid: 'Jour invalide',
  timeInvalid: 'Heure invalide (format HH:MM)',
  windowInvalid: "L'heure de fin doit être après l'heure de début",
  noteTooLong: 'La note ne peut pas dépasser 1000 caractères',
  typeNotFound: 'Type de rendez-vous non trouvé ou inactif',
  notFound: "Entrée de la liste d'attente introuvable",
  added: "Patient ajouté à la liste d'attente",
  updated: "Liste d'attente mise à jour",
  removed: "Patient retiré de la liste d'attente",
  saveFailed: "Erreur lors de l'enregistrement dans la liste d'attente",
  removeFailed: "Erreur lors du retrait de la liste d'attente",
  loadError: "Erreur de chargement de la liste d'attente",
  empty: "Aucun patient en liste d'attente",
  noMatch: "Aucun patient de la liste d'attente ne correspond à ce créneau",
  slotInvalid: 'Créneau invalide',
} as const;

/** ISO weekdays: 1 = lundi … 7 = dimanche. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Lundi',
  2: 'Mardi',
  3: 'Mercredi',
  4: 'Jeudi',
  5: 'Vendredi',
  6: 'Samedi',
  7: 'Dimanche',
};

/** Ready-made windows offered by the form; any HH:MM pair is accepted. */
export const TIME_WINDOWS = {
  morning: { label: 'Matin', from: '08:00', to: '12:00' },
  afternoon: { label: 'Après-midi', from: '12:00', to: '20:00' },
  day: { label: 'Toute la journée', from: '08:00', to: '20:00' },
} as const;
export type TTimeWindowKey = keyof typeof TIME_WINDOWS;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ZTime = z
  .string({ error: waitingListMessages.timeInvalid })
  .regex(TIME, waitingListMessages.timeInvalid);

const note = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z
    .string({ error: waitingListMessages.noteTooLong })
    .max(1000, waitingListMessages.noteTooLong)
    .nullable()
    .optional(),
);

const fields = {
  weekdays: z
    .array(
      z
        .number({ error: waitingListMessages.dayInvalid })
        .int(waitingListMessages.dayInvalid)
        .min(1, waitingListMessages.dayInvalid)
        .max(7, waitingListMessages.dayInvalid),
      {
        error: waitingListMessages.daysRequired,
      },
    )
    .min(1, waitingListMessages.daysRequired)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  timeFrom: ZTime,
  timeTo: ZTime,
  appointmentTypeId: z.uuid({ error: waitingListMessages.typeNotFound }).nullable().optional(),
  note,
};

function checkWindow(v: { timeFrom?: string; timeTo?: string }, ctx: z.RefinementCtx) {
  if (!v.timeFrom || !v.timeTo || !TIME.test(v.timeFrom) || !TIME.test(v.timeTo)) return;
  if (v.timeTo <= v.timeFrom)
    ctx.addIssue({ code: 'custom', path: ['timeTo'], message: waitingListMessages.windowInvalid });
}

/** POST /waiting-list. */
export const ZWaitingListInput = z
  .object({ patientId: z.uuid({ error: waitingListMessages.patientRequired }), ...fields })
  .superRefine(checkWindow);
export type TWaitingListInput = z.input<typeof ZWaitingListInput>;

/** PATCH /waiting-list/{id}: any subset; the patient does not change. */
export const ZWaitingListPatch = z
  .object({
    weekdays: fields.weekdays.optional(),
    timeFrom: ZTime.optional(),
    timeTo: ZTime.optional(),
    appointmentTypeId: fields.appointmentTypeId,
    note,
  })
  .superRefine(checkWindow);
export type TWaitingListPatch = z.input<typeof ZWaitingListPatch>;

const isInstant = (v: string) =>
  z.iso.datetime({ offset: true }).safeParse(v).success && !Number.isNaN(Date.parse(v));

/** GET /waiting-list/matches?startsAt&endsAt: the entries a freed slot suits. */
export const ZWaitingListMatchQuery = z
  .object({
    startsAt: z
      .string({ error: waitingListMessages.slotInvalid })
      .refine(isInstant, waitingListMessages.slotInvalid),
    endsAt: z
      .string({ error: waitingListMessages.slotInvalid })
      .refine(isInstant, waitingListMessages.slotInvalid),
  })
  .refine(
    (v) =>
      !isInstant(v.startsAt) ||
      !isInstant(v.endsAt) ||
      Date.parse(v.endsAt) > Date.parse(v.startsAt),
    {
      path: ['endsAt'],
      message: waitingListMessages.slotInvalid,
    },
  );
export type TWaitingListMatchQuery = z.input<typeof ZWaitingListMatchQuery>;

export const ZWaitingListEntry = z.object({
  id: z.uuid(),
  ...ownershipShape,
  patient: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  appointmentType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  weekdays: z.array(z.number()),
  timeFrom: z.string(),
  timeTo: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWaitingListEntry = z.infer<typeof ZWaitingListEntry>;
export const ZWaitingList = z.object({ items: z.array(ZWaitingListEntry), total: z.number() });
export type TWaitingList = z.infer<typeof ZWaitingList>;

/** 'Mardi, jeudi · 08:00–12:00' */
export function waitingPreferenceText(
  entry: Pick<TWaitingListEntry, 'weekdays' | 'timeFrom' | 'timeTo'>,
): string {
  const days = entry.weekdays
    .map((d, i) => (i === 0 ? WEEKDAY_LABELS[d] : WEEKDAY_LABELS[d]?.toLowerCase()))
    .join(', ');
  return `${days} · ${entry.timeFrom}–${entry.timeTo}`;
}

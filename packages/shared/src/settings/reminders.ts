import { z } from 'zod';
import '../zod-config';
import { ownershipShape } from '../ownership';

/** Reminder rules (Rappels & Communications), spec 2 §4, §5.10, §9: schemas, defaults and pure helpers. */

export const REMINDER_CHANNELS = ['email', 'sms'] as const;
export type TReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const REMINDER_CHANNEL_LABELS: Record<TReminderChannel, string> = { email: 'Email', sms: 'SMS' };
export const REMINDER_VARIABLES = ['{patient_name}', '{date_rdv}', '{heure_rdv}', '{lieu_rdv}', '{praticien_name}'] as const;
export type TReminderVariable = 'patient_name' | 'date_rdv' | 'heure_rdv' | 'lieu_rdv' | 'praticien_name';

/** What each variable stands for, for the list of variables shown beside the form. */
export const REMINDER_VARIABLE_LABELS: Record<TReminderVariable, string> = {
  patient_name: 'Nom du patient',
  date_rdv: 'Date du rendez-vous',
  heure_rdv: 'Heure du rendez-vous',
  lieu_rdv: 'Lieu du rendez-vous',
  praticien_name: 'Nom du praticien',
};

/** Sample values of the live preview. */
export const REMINDER_SAMPLE_VALUES: Record<TReminderVariable, string> = {
  patient_name: 'Léa Martin',
  date_rdv: 'mardi 14 janvier 2025',
  heure_rdv: '14:30',
  lieu_rdv: 'Cabinet',
  praticien_name: 'Mme Claire Dubois',
};

/**
 * Our default templates (the spec does not give their text). The SMS uses only the GSM 7-bit
 * alphabet (é, è, à are in it; ê, ç are not) so that with usual values it fits one 160-character SMS.
 */
export const DEFAULT_REMINDER_TEMPLATES: Record<TReminderChannel, string> = {
  email: [
    'Bonjour {patient_name},',
    '',
    'Nous vous rappelons votre rendez-vous du {date_rdv} à {heure_rdv} ({lieu_rdv}) avec {praticien_name}.',
    '',
    "En cas d'empêchement, merci de prévenir au moins 24 heures à l'avance afin que le créneau puisse être proposé à un autre patient.",
    '',
    'Bien cordialement,',
    '{praticien_name}',
  ].join('\n'),
  sms: "Bonjour {patient_name}, rappel : RDV le {date_rdv} à {heure_rdv} ({lieu_rdv}) avec {praticien_name}. En cas d'absence, merci de prévenir.",
};

/** Spec 2 §9: default delay 1 day. */
export const DEFAULT_REMINDER_DELAY = { delay: 1, delayUnit: 'days' } as const;

/** Recommended delays shown beside the form (our advice; the spec lists them without values). */
export const RECOMMENDED_DELAYS: readonly {
  channel: TReminderChannel;
  delay: number;
  delayUnit: 'hours' | 'days';
  label: string;
  hint: string;
}[] = [
  { channel: 'email', delay: 2, delayUnit: 'days', label: 'Email : 2 jours avant', hint: 'Laisse le temps de déplacer le rendez-vous.' },
  { channel: 'email', delay: 1, delayUnit: 'days', label: 'Email : 1 jour avant', hint: 'Le réglage par défaut, adapté à la plupart des séances.' },
  { channel: 'sms', delay: 24, delayUnit: 'hours', label: 'SMS : 24 heures avant', hint: 'Le rappel le plus efficace contre les rendez-vous manqués.' },
  { channel: 'sms', delay: 2, delayUnit: 'hours', label: 'SMS : 2 heures avant', hint: 'Utile pour les séances à domicile ou en matinée.' },
];

export const reminderMessages = {
  typeRequired: 'Veuillez sélectionner un type de séance',
  channelRequired: 'Veuillez choisir un canal (email ou SMS)',
  delayPositive: 'Le délai doit être positif',
  maxHours: 'Le délai ne peut pas dépasser 168 heures (7 jours)',
  maxDays: 'Le délai ne peut pas dépasser 30 jours',
  messageRequired: 'Le message est requis',
  messageTooLong: 'Le message ne peut pas dépasser 2000 caractères',
  /** {channel} is 'Email' or 'SMS', {type} the appointment type's name. */
  duplicate: 'Une règle de rappel {channel} existe déjà pour "{type}"',
} as const;

/** The duplicate refusal with its two blanks filled. */
export function duplicateReminderMessage(channel: TReminderChannel, typeName: string): string {
  return reminderMessages.duplicate.replace('{channel}', REMINDER_CHANNEL_LABELS[channel]).replace('{type}', typeName);
}

export const ZReminderRuleInput = z
  .object({
    appointmentTypeId: z.uuid({ error: reminderMessages.typeRequired }),
    channel: z.enum(REMINDER_CHANNELS, { error: reminderMessages.channelRequired }),
    delayUnit: z.enum(['hours', 'days'], { error: reminderMessages.delayPositive }),
    delay: z.coerce.number({ error: reminderMessages.delayPositive }).int(reminderMessages.delayPositive).min(1, reminderMessages.delayPositive),
    messageTemplate: z
      .string({ error: reminderMessages.messageRequired })
      .trim()
      .min(1, reminderMessages.messageRequired)
      .max(2000, reminderMessages.messageTooLong),
  })
  .superRefine((v, ctx) => {
    if (v.delayUnit === 'hours' && v.delay > 168) ctx.addIssue({ code: 'custom', path: ['delay'], message: reminderMessages.maxHours });
    if (v.delayUnit === 'days' && v.delay > 30) ctx.addIssue({ code: 'custom', path: ['delay'], message: reminderMessages.maxDays });
  });
export type TReminderRuleInput = z.infer<typeof ZReminderRuleInput>;

export const ZReminderRule = z.object({
  id: z.uuid(),
  ...ownershipShape,
  appointmentType: z.object({ id: z.uuid(), name: z.string(), durationMinutes: z.number() }),
  channel: z.enum(REMINDER_CHANNELS),
  /** Storage form (spec 2 §5.10): days with zero minutes, or zero days and minutes = hours × 60. */
  offsetDays: z.number(),
  offsetMinutes: z.number(),
  messageTemplate: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReminderRule = z.infer<typeof ZReminderRule>;

/** Storage form of a delay. */
export function toReminderOffsets(delay: number, unit: 'hours' | 'days'): { offsetDays: number; offsetMinutes: number } {
  return unit === 'days' ? { offsetDays: delay, offsetMinutes: 0 } : { offsetDays: 0, offsetMinutes: delay * 60 };
}

/** Back from the storage form to what the form shows. */
export function fromReminderOffsets(offsetDays: number, offsetMinutes: number): { delay: number; delayUnit: 'hours' | 'days' } {
  return offsetDays > 0 ? { delay: offsetDays, delayUnit: 'days' } : { delay: Math.round(offsetMinutes / 60), delayUnit: 'hours' };
}

/** How long before the appointment a rule fires, in minutes (what a sender computes with). */
export function reminderLeadMinutes(offsetDays: number, offsetMinutes: number): number {
  return offsetDays * 24 * 60 + offsetMinutes;
}

/**
 * Substitutes the five variables; anything else in braces is left as typed. A missing value
 * becomes an empty string, so a reminder never shows a raw `{…}` placeholder of ours.
 */
export function renderReminder(template: string, values: Partial<Record<TReminderVariable, string>>): string {
  return template.replace(/\{(patient_name|date_rdv|heure_rdv|lieu_rdv|praticien_name)\}/g, (_, name: TReminderVariable) => values[name] ?? '');
}

/** Spec 2 §4: switching channel replaces the message only when it is still a default one (or empty). */
export function isDefaultReminderTemplate(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === '' || Object.values(DEFAULT_REMINDER_TEMPLATES).some((t) => t.trim() === trimmed);
}


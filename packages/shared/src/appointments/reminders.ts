import { z } from 'zod';
import '../zod-config';
import { REMINDER_CHANNELS } from '../settings/reminders';

/** Reminders sent for an appointment (issue 17 §1): what the appointment's detail lists. */

export const REMINDER_SENDING_STATUSES = ['scheduled', 'sent', 'skipped', 'failed', 'cancelled'] as const;
export type TReminderSendingStatus = (typeof REMINDER_SENDING_STATUSES)[number];
export const REMINDER_SENDING_STATUS_LABELS: Record<TReminderSendingStatus, string> = {
  scheduled: 'Programmé',
  sent: 'Envoyé',
  skipped: 'Ignoré',
  failed: 'Échec',
  cancelled: 'Annulé',
};

/** The reasons recorded with a skipped, failed or cancelled reminder. */
export const reminderSendingReasons = {
  noEmail: 'Aucune adresse e-mail pour le patient ni pour son représentant principal',
  noPhone: 'Aucun numéro de téléphone pour le patient ni pour son représentant principal',
  invalidPhone: "Le numéro de téléphone n'est pas un numéro valide pour un SMS",
  noPatient: 'Créneau libre : aucun patient à prévenir',
  moved: 'Rendez-vous déplacé',
  cancelled: 'Rendez-vous annulé',
  notScheduled: "Le rendez-vous n'est plus programmé",
  ruleChanged: 'Règle de rappel modifiée',
  ruleDeleted: 'Règle de rappel supprimée',
  past: 'Le rendez-vous est déjà passé',
  sendFailed: "L'envoi a échoué après plusieurs tentatives",
} as const;

export const ZReminderSending = z.object({
  id: z.uuid(),
  channel: z.enum(REMINDER_CHANNELS),
  status: z.enum(REMINDER_SENDING_STATUSES),
  reason: z.string().nullable(),
  /** The appointment start it was for. */
  startAt: z.string(),
  scheduledAt: z.string(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TReminderSending = z.infer<typeof ZReminderSending>;

export const ZReminderSendingList = z.object({ items: z.array(ZReminderSending), total: z.number() });
export type TReminderSendingList = z.infer<typeof ZReminderSendingList>;

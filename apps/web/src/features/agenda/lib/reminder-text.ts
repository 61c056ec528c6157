import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { REMINDER_SENDING_STATUS_LABELS, type TReminderSending } from '@praxis/shared/appointments/reminders';
import { REMINDER_CHANNEL_LABELS } from '@praxis/shared/settings/schemas';

/** 'Ignoré (raison)' for a skipped reminder; the status alone otherwise. */
export function reminderStatusText(sending: Pick<TReminderSending, 'status' | 'reason'>): string {
  const label = REMINDER_SENDING_STATUS_LABELS[sending.status];
  return sending.status === 'skipped' && sending.reason ? `${label} (${sending.reason})` : label;
}

/** 'Email · le 11/03/2030 à 09:30': the channel and when it goes (or went) out. */
export function reminderWhenText(sending: Pick<TReminderSending, 'channel' | 'scheduledAt' | 'sentAt'>): string {
  const at = new Date(sending.sentAt ?? sending.scheduledAt);
  return `${REMINDER_CHANNEL_LABELS[sending.channel]} · le ${format(at, 'dd/MM/yyyy', { locale: fr })} à ${format(at, 'HH:mm')}`;
}

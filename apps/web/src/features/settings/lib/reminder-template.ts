import {
  DEFAULT_REMINDER_TEMPLATES,
  fromReminderOffsets,
  isDefaultReminderTemplate,
  type TReminderChannel,
} from '@praxis/shared/settings/schemas';

/**
 * Spec 2 §4: switching the channel replaces the message with that channel's default only when
 * the text is still a default one (or empty) or the rule is new; otherwise the text is kept.
 */
export function messageAfterChannelSwitch(
  message: string,
  nextChannel: TReminderChannel,
  isNewRule: boolean,
): string {
  return isNewRule || isDefaultReminderTemplate(message)
    ? DEFAULT_REMINDER_TEMPLATES[nextChannel]
    : message;
}

/** Inserts a variable at the caret (or replaces the selection); returns the text and caret. */
export function insertAt(
  text: string,
  insertion: string,
  start: number | null,
  end: number | null,
): { text: string; caret: number } {
  const from = start ?? text.length;
  const to = end ?? from;
  return { text: text.slice(0, from) + insertion + text.slice(to), caret: from + insertion.length };
}

export function delayLabel(delay: number, unit: 'hours' | 'days'): string {
  if (unit === 'days') return `${delay} jour${delay > 1 ? 's' : ''} avant`;
  return `${delay} heure${delay > 1 ? 's' : ''} avant`;
}

export function ruleDelayLabel(rule: { offsetDays: number; offsetMinutes: number }): string {
  const { delay, delayUnit } = fromReminderOffsets(rule.offsetDays, rule.offsetMinutes);
  return delayLabel(delay, delayUnit);
}

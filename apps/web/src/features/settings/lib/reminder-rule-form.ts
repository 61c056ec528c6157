import {
  DEFAULT_REMINDER_DELAY,
  DEFAULT_REMINDER_TEMPLATES,
  fromReminderOffsets,
  type TReminderChannel,
  type TReminderRule,
} from '@praxis/shared/settings/schemas';

/** What the rule form holds (text inputs); ZReminderRuleInput turns it into the request. */
export type RuleFormValues = {
  appointmentTypeId: string;
  channel: TReminderChannel;
  delay: string;
  delayUnit: 'hours' | 'days';
  messageTemplate: string;
};
export const RULE_FIELDS = [
  'appointmentTypeId',
  'channel',
  'delay',
  'delayUnit',
  'messageTemplate',
] as const;

/** A new rule: email, the default delay (1 day) and the email template. */
export function ruleFormValues(rule: TReminderRule | null): RuleFormValues {
  if (!rule) {
    return {
      appointmentTypeId: '',
      channel: 'email',
      delay: String(DEFAULT_REMINDER_DELAY.delay),
      delayUnit: DEFAULT_REMINDER_DELAY.delayUnit,
      messageTemplate: DEFAULT_REMINDER_TEMPLATES.email,
    };
  }
  const { delay, delayUnit } = fromReminderOffsets(rule.offsetDays, rule.offsetMinutes);
  return {
    appointmentTypeId: rule.appointmentType.id,
    channel: rule.channel,
    delay: String(delay),
    delayUnit,
    messageTemplate: rule.messageTemplate,
  };
}

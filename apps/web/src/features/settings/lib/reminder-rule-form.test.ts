import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEMPLATES, type TReminderRule } from '@praxis/shared/settings/schemas';
import { ruleFormValues } from './reminder-rule-form';

const rule = (over: Partial<TReminderRule>): TReminderRule => ({
  id: '6f1c7a0e-5b1f-4c39-9d2a-1c2b3d4e5f60',
  isOwn: true,
  ownerName: 'Camille Martin',
  appointmentType: {
    id: '7f1c7a0e-5b1f-4c39-9d2a-1c2b3d4e5f60',
    name: 'Suivi',
    durationMinutes: 45,
  },
  channel: 'sms',
  offsetDays: 0,
  offsetMinutes: 120,
  messageTemplate: 'Rappel {date_rdv}',
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('ruleFormValues', () => {
  it('a new rule: email, 1 day before, the email template, no type chosen', () => {
    expect(ruleFormValues(null)).toEqual({
      appointmentTypeId: '',
      channel: 'email',
      delay: '1',
      delayUnit: 'days',
      messageTemplate: DEFAULT_REMINDER_TEMPLATES.email,
    });
  });
  it('an hour-based rule reads back in hours', () => {
    expect(ruleFormValues(rule({}))).toMatchObject({
      channel: 'sms',
      delay: '2',
      delayUnit: 'hours',
    });
  });
  it('a day-based rule reads back in days', () => {
    expect(ruleFormValues(rule({ offsetDays: 3, offsetMinutes: 0 }))).toMatchObject({
      delay: '3',
      delayUnit: 'days',
      messageTemplate: 'Rappel {date_rdv}',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_TEMPLATES } from '@praxis/shared/settings/schemas';
import {
  delayLabel,
  insertAt,
  messageAfterChannelSwitch,
  ruleDelayLabel,
} from './reminder-template';

describe('messageAfterChannelSwitch', () => {
  it('a new rule takes the default of the new channel, even with a typed text', () => {
    expect(messageAfterChannelSwitch('Mon texte', 'sms', true)).toBe(
      DEFAULT_REMINDER_TEMPLATES.sms,
    );
  });
  it('an existing rule whose text is still a default one takes the new default', () => {
    expect(messageAfterChannelSwitch(DEFAULT_REMINDER_TEMPLATES.email, 'sms', false)).toBe(
      DEFAULT_REMINDER_TEMPLATES.sms,
    );
    expect(messageAfterChannelSwitch(`  ${DEFAULT_REMINDER_TEMPLATES.sms}\n`, 'email', false)).toBe(
      DEFAULT_REMINDER_TEMPLATES.email,
    );
  });
  it('an existing rule with its own text keeps it', () => {
    expect(messageAfterChannelSwitch('Texte personnalisé', 'sms', false)).toBe(
      'Texte personnalisé',
    );
  });
  it('an existing rule with an empty text takes the default', () => {
    expect(messageAfterChannelSwitch('  ', 'email', false)).toBe(DEFAULT_REMINDER_TEMPLATES.email);
  });
});

describe('insertAt', () => {
  it('inserts at the caret, or replaces the selection, or appends', () => {
    expect(insertAt('Bonjour !', '{patient_name}', 8, 8)).toEqual({
      text: 'Bonjour {patient_name}!',
      caret: 22,
    });
    expect(insertAt('Bonjour XX', '{patient_name}', 8, 10).text).toBe('Bonjour {patient_name}');
    expect(insertAt('A', '{lieu_rdv}', null, null)).toEqual({ text: 'A{lieu_rdv}', caret: 11 });
  });
});

describe('delay labels', () => {
  it.each([
    [1, 'days', '1 jour avant'],
    [2, 'days', '2 jours avant'],
    [1, 'hours', '1 heure avant'],
    [24, 'hours', '24 heures avant'],
  ] as const)('%i %s → %s', (delay, unit, label) => {
    expect(delayLabel(delay, unit)).toBe(label);
  });
  it('reads the storage form', () => {
    expect(ruleDelayLabel({ offsetDays: 0, offsetMinutes: 48 * 60 })).toBe('48 heures avant');
    expect(ruleDelayLabel({ offsetDays: 3, offsetMinutes: 0 })).toBe('3 jours avant');
  });
});

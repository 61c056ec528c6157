import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_TEMPLATES,
  duplicateReminderMessage,
  fromReminderOffsets,
  isDefaultReminderTemplate,
  RECOMMENDED_DELAYS,
  REMINDER_SAMPLE_VALUES,
  REMINDER_VARIABLES,
  reminderLeadMinutes,
  renderReminder,
  toReminderOffsets,
  ZReminderRuleInput,
} from './reminders';

const valid = {
  appointmentTypeId: '3f1c2b9e-8d4a-4c6e-9b1a-2f3e4d5c6b7a',
  channel: 'email',
  delayUnit: 'days',
  delay: 1,
  messageTemplate: DEFAULT_REMINDER_TEMPLATES.email,
};

function messageOf(input: Record<string, unknown>, field: string) {
  return ZReminderRuleInput.safeParse(input).error?.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('reminder rule form (spec 2 §5.10)', () => {
  it.each([
    [{ appointmentTypeId: undefined }, 'appointmentTypeId', 'Veuillez sélectionner un type de séance'],
    [{ appointmentTypeId: '' }, 'appointmentTypeId', 'Veuillez sélectionner un type de séance'],
    [{ channel: undefined }, 'channel', 'Veuillez choisir un canal (email ou SMS)'],
    [{ channel: 'courrier' }, 'channel', 'Veuillez choisir un canal (email ou SMS)'],
    [{ delay: 0 }, 'delay', 'Le délai doit être positif'],
    [{ delay: -3 }, 'delay', 'Le délai doit être positif'],
    [{ delay: 169, delayUnit: 'hours' }, 'delay', 'Le délai ne peut pas dépasser 168 heures (7 jours)'],
    [{ delay: 31, delayUnit: 'days' }, 'delay', 'Le délai ne peut pas dépasser 30 jours'],
    [{ messageTemplate: '' }, 'messageTemplate', 'Le message est requis'],
    [{ messageTemplate: '   ' }, 'messageTemplate', 'Le message est requis'],
    [{ messageTemplate: 'x'.repeat(2001) }, 'messageTemplate', 'Le message ne peut pas dépasser 2000 caractères'],
  ])('%j → %s', (patch, field, expected) => {
    expect(messageOf({ ...valid, ...patch }, field)).toBe(expected);
  });

  it.each([
    [168, 'hours'],
    [1, 'hours'],
    [30, 'days'],
    [1, 'days'],
  ])('accepts %i %s', (delay, delayUnit) => {
    expect(ZReminderRuleInput.safeParse({ ...valid, delay, delayUnit }).success).toBe(true);
  });

  it('fills the duplicate message', () => {
    expect(duplicateReminderMessage('email', 'Bilan')).toBe('Une règle de rappel Email existe déjà pour "Bilan"');
    expect(duplicateReminderMessage('sms', 'Séance')).toBe('Une règle de rappel SMS existe déjà pour "Séance"');
  });
});

describe('storage form of the delay', () => {
  it.each([
    [3, 'days', { offsetDays: 3, offsetMinutes: 0 }],
    [24, 'hours', { offsetDays: 0, offsetMinutes: 1440 }],
    [168, 'hours', { offsetDays: 0, offsetMinutes: 10080 }],
  ] as const)('%i %s → %j', (delay, unit, expected) => {
    expect(toReminderOffsets(delay, unit)).toEqual(expected);
  });

  it('round-trips every valid delay, in the storage form the database checks', () => {
    const delay = fc.oneof(
      fc.record({ delayUnit: fc.constant('hours' as const), delay: fc.integer({ min: 1, max: 168 }) }),
      fc.record({ delayUnit: fc.constant('days' as const), delay: fc.integer({ min: 1, max: 30 }) }),
    );
    fc.assert(
      fc.property(delay, (d) => {
        const stored = toReminderOffsets(d.delay, d.delayUnit);
        const inDays = stored.offsetDays >= 1 && stored.offsetDays <= 30 && stored.offsetMinutes === 0;
        const inHours = stored.offsetDays === 0 && stored.offsetMinutes >= 60 && stored.offsetMinutes <= 10080 && stored.offsetMinutes % 60 === 0;
        expect(inDays || inHours).toBe(true);
        expect(fromReminderOffsets(stored.offsetDays, stored.offsetMinutes)).toEqual(d);
        expect(reminderLeadMinutes(stored.offsetDays, stored.offsetMinutes)).toBe(d.delayUnit === 'days' ? d.delay * 1440 : d.delay * 60);
      }),
    );
  });
});

describe('renderReminder', () => {
  it.each([
    ['Bonjour {patient_name}', { patient_name: 'Léa' }, 'Bonjour Léa'],
    ['{date_rdv} à {heure_rdv}, {date_rdv}', { date_rdv: 'lundi', heure_rdv: '9:00' }, 'lundi à 9:00, lundi'],
    ['{lieu_rdv} / {praticien_name}', { lieu_rdv: 'Cabinet', praticien_name: 'Mme Dubois' }, 'Cabinet / Mme Dubois'],
    ['{inconnu} {patient_name}', { patient_name: 'Léa' }, '{inconnu} Léa'],
    ['Sans variable', {}, 'Sans variable'],
    ['{patient_name}', {}, ''],
    ['{patient_name}', { patient_name: '{date_rdv}' }, '{date_rdv}'],
  ])('%j with %j → %j', (template, values, expected) => {
    expect(renderReminder(template, values)).toBe(expected);
  });

  it('leaves no variable of ours in the default templates rendered with the sample values', () => {
    for (const template of Object.values(DEFAULT_REMINDER_TEMPLATES)) {
      for (const variable of REMINDER_VARIABLES) expect(template).toContain(variable);
      const rendered = renderReminder(template, REMINDER_SAMPLE_VALUES);
      for (const variable of REMINDER_VARIABLES) expect(rendered).not.toContain(variable);
    }
  });

  it('keeps the default SMS in one GSM 7-bit message with the sample values', () => {
    const gsm7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;
    const sms = renderReminder(DEFAULT_REMINDER_TEMPLATES.sms, REMINDER_SAMPLE_VALUES);
    expect(sms).toMatch(gsm7);
    expect(sms.length).toBeLessThanOrEqual(160);
  });
});

describe('channel switch (spec 2 §4)', () => {
  it('treats empty and default texts as replaceable, a typed text as the user’s', () => {
    expect(isDefaultReminderTemplate('')).toBe(true);
    expect(isDefaultReminderTemplate(DEFAULT_REMINDER_TEMPLATES.email)).toBe(true);
    expect(isDefaultReminderTemplate(`${DEFAULT_REMINDER_TEMPLATES.sms}\n`)).toBe(true);
    expect(isDefaultReminderTemplate('Mon propre message {patient_name}')).toBe(false);
  });

  it('recommends only delays the form accepts', () => {
    for (const r of RECOMMENDED_DELAYS) {
      expect(ZReminderRuleInput.safeParse({ ...valid, channel: r.channel, delay: r.delay, delayUnit: r.delayUnit }).success).toBe(true);
    }
  });
});

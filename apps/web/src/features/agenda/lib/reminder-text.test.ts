import { describe, expect, it } from 'vitest';
import { reminderStatusText, reminderWhenText } from './reminder-text';

describe('reminder texts', () => {
  it('names each status in French, with the reason of a skipped one', () => {
    expect(reminderStatusText({ status: 'scheduled', reason: null })).toBe('Programmé');
    expect(reminderStatusText({ status: 'sent', reason: null })).toBe('Envoyé');
    expect(reminderStatusText({ status: 'skipped', reason: 'Aucune adresse e-mail' })).toBe('Ignoré (Aucune adresse e-mail)');
    expect(reminderStatusText({ status: 'failed', reason: 'x' })).toBe('Échec');
    expect(reminderStatusText({ status: 'cancelled', reason: 'Rendez-vous déplacé' })).toBe('Annulé');
  });

  it('tells the channel and the time it goes out, or went out', () => {
    const scheduledAt = new Date(2030, 2, 11, 9, 30).toISOString();
    expect(reminderWhenText({ channel: 'email', scheduledAt, sentAt: null })).toBe('Email · le 11/03/2030 à 09:30');
    const sentAt = new Date(2030, 2, 11, 9, 31).toISOString();
    expect(reminderWhenText({ channel: 'sms', scheduledAt, sentAt })).toBe('SMS · le 11/03/2030 à 09:31');
  });
});

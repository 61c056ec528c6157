import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { startFakeSmsProvider } from '../test/fake-sms-provider';
import { createLogger } from './logger';
import { createBrevoSmsSender, internationalPhone, SmsRecipientInvalidError } from './sms';

let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
beforeAll(async () => {
  provider = await startFakeSmsProvider();
});
afterAll(async () => {
  await provider.close();
});

const sender = () =>
  createBrevoSmsSender({ apiUrl: provider.url, apiKey: 'cle-de-test', sender: 'Cabinet', logger: createLogger('silent') });

describe('internationalPhone', () => {
  it('writes French and international numbers without the plus, and refuses what is not a number', () => {
    expect(internationalPhone('06 12 34 56 78')).toBe('33612345678');
    expect(internationalPhone('+33 6 12 34 56 78')).toBe('33612345678');
    expect(internationalPhone('+32 470 12 34 56')).toBe('32470123456');
    expect(internationalPhone('12')).toBeNull();
    expect(internationalPhone('pas un numéro')).toBeNull();
  });
});

describe('the Brevo SMS sender', () => {
  it('posts the SMS to the transactional endpoint with the key, the sender and the international number', async () => {
    provider.answerWith(201);
    await sender().send({ to: '06 12 34 56 78', text: 'Rappel : RDV demain à 09:30' });
    expect(provider.received.at(-1)).toEqual({
      path: '/v3/transactionalSMS/send',
      apiKey: 'cle-de-test',
      body: {
        sender: 'Cabinet',
        recipient: '33612345678',
        content: 'Rappel : RDV demain à 09:30',
        type: 'transactional',
        unicodeEnabled: true,
      },
    });
  });

  it('throws on a provider error, with the status only (no number, no text), so the job retries', async () => {
    provider.answerWith(503);
    const error = await sender()
      .send({ to: '0612345678', text: 'Texte privé' })
      .then(() => null, (err: unknown) => err as Error);
    expect(error?.message).toBe('SMS provider answered HTTP 503');
    provider.answerWith(201);
  });

  it('refuses a number it cannot write in international form without calling the provider', async () => {
    const before = provider.received.length;
    await expect(sender().send({ to: '123', text: 'x' })).rejects.toBeInstanceOf(SmsRecipientInvalidError);
    expect(provider.received).toHaveLength(before);
  });
});

describe('SMS configuration', () => {
  const base = { DATA_DIR: '/tmp/praxis-sms-env-test', AUTH_SECRET: 'x'.repeat(40) };
  it('keeps the outbox by default and needs a key for Brevo', () => {
    expect(loadEnv(base).sms).toBeUndefined();
    expect(() => loadEnv({ ...base, SMS_PROVIDER: 'brevo' })).toThrow('SMS_PROVIDER=brevo demande SMS_API_KEY');
    expect(() => loadEnv({ ...base, SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER doit valoir outbox ou brevo');
    expect(() => loadEnv({ ...base, SMS_PROVIDER: 'brevo', SMS_API_KEY: 'k', SMS_SENDER: 'Cabinet du Parc' })).toThrow(
      'SMS_SENDER : 11 lettres ou chiffres au plus',
    );
    expect(loadEnv({ ...base, SMS_PROVIDER: 'brevo', SMS_API_KEY: 'k' }).sms).toEqual({
      provider: 'brevo',
      apiUrl: 'https://api.brevo.com',
      apiKey: 'k',
      sender: 'Praxis',
    });
  });
});

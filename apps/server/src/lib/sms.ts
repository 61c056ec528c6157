import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Logger } from './logger';

export type Sms = { to: string; text: string };

/**
 * Where SMS go. The one driver so far writes each SMS as a .txt file in DATA_DIR/outbox (like
 * mails without SMTP): a real provider plugs in here behind configuration. The log line never
 * carries the number or the text (patient data).
 */
export type SmsSender = {
  send: (sms: Sms) => Promise<void>;
  /** SMS sent by this process, newest last (tests and diagnostics, capped). */
  readonly sent: Sms[];
};

const SENT_CAP = 200;

export function createOutboxSmsSender(opts: { outboxDir: string | null; logger: Logger }): SmsSender {
  const sent: Sms[] = [];
  return {
    sent,
    send(sms) {
      if (opts.outboxDir) {
        mkdirSync(opts.outboxDir, { recursive: true });
        writeFileSync(path.join(opts.outboxDir, `${Date.now()}-${randomUUID()}.sms.txt`), `To: ${sms.to}\n\n${sms.text}\n`);
      }
      sent.push(sms);
      if (sent.length > SENT_CAP) sent.shift();
      opts.logger.info('SMS written to outbox (no SMS provider)');
      return Promise.resolve();
    },
  };
}

/** The number cannot be written in international form: the reminder is skipped, not retried. */
export class SmsRecipientInvalidError extends Error {
  constructor() {
    super('SMS recipient is not a valid phone number');
  }
}

/** '06 12 34 56 78' → '33612345678' (international, no '+'): French numbers by default. */
export function internationalPhone(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'FR');
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}

const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * Brevo's transactional SMS (POST /v3/transactionalSMS/send, key in the `api-key` header). An
 * answer other than 2xx or no answer throws, so the reminder job retries with back-off; the error
 * carries the HTTP status only, never the number or the text.
 */
export function createBrevoSmsSender(opts: { apiUrl: string; apiKey: string; sender: string; logger: Logger }): SmsSender {
  const sent: Sms[] = [];
  return {
    sent,
    async send(sms) {
      const recipient = internationalPhone(sms.to);
      if (!recipient) throw new SmsRecipientInvalidError();
      const res = await fetch(`${opts.apiUrl.replace(/\/$/, '')}/v3/transactionalSMS/send`, {
        method: 'POST',
        headers: { 'api-key': opts.apiKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ sender: opts.sender, recipient, content: sms.text, type: 'transactional', unicodeEnabled: true }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`SMS provider answered HTTP ${res.status}`);
      sent.push(sms);
      if (sent.length > SENT_CAP) sent.shift();
      opts.logger.info('SMS sent through Brevo');
    },
  };
}

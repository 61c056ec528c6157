import { mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
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

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from './logger';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  /** A mail to a patient: the log line names neither the address nor the subject. */
  private?: boolean;
};

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Mails sent by this process, newest last (kept for tests and diagnostics, capped). */
  readonly sent: Mail[];
};

const SENT_CAP = 200;

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in DATA_DIR/outbox and
 * its link is printed in the log, so that a first user on a fresh machine can confirm an account.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  outboxDir: string | null;
  from: string;
  logger: Logger;
}): Mailer {
  const sent: Mail[] = [];
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    sent,
    async send(mail) {
      const info = await transport.sendMail({
        from: opts.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      sent.push(mail);
      if (sent.length > SENT_CAP) sent.shift();
      if (opts.smtpUrl) return;
      const message = (info as { message?: unknown }).message;
      if (opts.outboxDir && Buffer.isBuffer(message)) {
        // Mails carry names and links that open an account: readable by the server's user only.
        mkdirSync(opts.outboxDir, { recursive: true, mode: 0o700 });
        const file = path.join(opts.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
        writeFileSync(file, message, { mode: 0o600 });
      }
      if (mail.private) opts.logger.info('mail written to outbox (no SMTP_URL)');
      else opts.logger.info({ to: mail.to, subject: mail.subject, link: mail.link }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}

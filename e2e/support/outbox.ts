import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

type OutboxMail = { to: string; subject: string; text: string; file: string };

async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
      return { to: to ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '', file };
    }),
  );
}

/** Waits for a mail to `email` whose subject matches, and returns the first link of its text. */
export async function linkFromOutbox(
  email: string,
  subject: RegExp,
  dataDir = process.env.PRAXIS_E2E_DATA_DIR ?? '',
): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox(dataDir)).filter((m) => m.to.includes(email) && subject.test(m.subject));
        const newest = mails.at(-1);
        link = newest?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      },
      { message: `a mail to ${email} matching ${subject}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

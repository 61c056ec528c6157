import { randomBytes } from 'node:crypto';
import type { Mailer } from '../lib/mailer';
import type { TestPraxis } from './test-praxis';

export type TestUser = { id: string; email: string; password: string; cookie: string };

/** Cookie header value made of every Set-Cookie of a response (name=value pairs only). */
export function cookiesOf(res: Response, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(/;\s*/).filter(Boolean)) {
    const [name, ...rest] = pair.split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...rest] = (pair ?? '').split('=');
    if (!name) continue;
    const value = rest.join('=');
    if (value === '' || /max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
}

export function uniqueEmail(prefix = 'praticien'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@exemple.fr`;
}

export const VALID_PASSWORD = 'Motdepasse1';

export async function signUp(praxis: TestPraxis, email: string, password = VALID_PASSWORD, names = { firstName: 'Camille', lastName: 'Martin' }) {
  return praxis.request('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ email, password, name: `${names.firstName} ${names.lastName}`, ...names, callbackURL: '/auth/verify-email?verified=1' }),
  });
}

/** The link of the newest mail sent to an address. */
export function lastLinkTo(praxis: { mailer: Mailer }, email: string): string {
  const mail = [...praxis.mailer.sent].reverse().find((m) => m.to === email);
  if (!mail?.link) throw new Error(`no mail with a link was sent to ${email}`);
  return mail.link;
}

export async function signIn(praxis: TestPraxis, email: string, password = VALID_PASSWORD) {
  return praxis.request('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) });
}

/** Signs up, opens the confirmation link and signs in: a ready practitioner with a session cookie. */
export async function createUser(praxis: TestPraxis, names = { firstName: 'Camille', lastName: 'Martin' }): Promise<TestUser> {
  const email = uniqueEmail();
  const created = await signUp(praxis, email, VALID_PASSWORD, names);
  if (created.status !== 200) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  const link = new URL(lastLinkTo(praxis, email));
  const verified = await praxis.request(link.pathname + link.search);
  if (verified.status >= 400) throw new Error(`verification failed: ${verified.status}`);
  const res = await signIn(praxis, email);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, password: VALID_PASSWORD, cookie: cookiesOf(res) };
}

import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { linkFromOutbox } from './outbox';

export const PASSWORD = 'Motdepasse1';

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@exemple.fr`;
}

/**
 * Creates a confirmed account through the API (sign-up, then the confirmation link from the
 * outbox), so that tests which are not about sign-up start from a real account.
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  names = { firstName: 'Camille', lastName: 'Martin' },
  server = { port: process.env.PRAXIS_E2E_PORT ?? '', dataDir: process.env.PRAXIS_E2E_DATA_DIR ?? '' },
): Promise<{ email: string; password: string; firstName: string; lastName: string }> {
  const email = uniqueEmail();
  // An explicit Origin: once a confirmation link has signed this context in, Better Auth's CSRF
  // check requires it on the next sign-up.
  const res = await request.post('/api/auth/sign-up/email', {
    headers: { origin: `http://127.0.0.1:${server.port}` },
    data: { email, password: PASSWORD, name: `${names.firstName} ${names.lastName}`, ...names, callbackURL: '/auth/verify-email?verified=1' },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const link = await linkFromOutbox(email, /Confirmez/, server.dataDir);
  const verified = await request.get(link, { maxRedirects: 0 });
  if (verified.status() >= 400) throw new Error(`confirmation failed: ${verified.status()}`);
  return { email, password: PASSWORD, ...names };
}

/** Signs in through the sign-in page, as a person would. */
export async function signInThroughPage(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/app');
}

/** A new confirmed account, signed in through the page; returns the page's API context. */
export async function signInAsNewAccount(page: Page, request: APIRequestContext): Promise<APIRequestContext> {
  const account = await createConfirmedAccount(request);
  await signInThroughPage(page, account.email);
  return page.request;
}

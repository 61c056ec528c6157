import { expect, test } from '@playwright/test';
import { E2E_GATE_PASSWORD } from '../playwright.config';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { linkFromOutbox } from './support/outbox';

test('the access gate comes before anything else and opens with the right password', async ({
  page,
  browser,
}) => {
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('heading', { name: 'Accès Restreint' })).toBeVisible();
  await expect(
    page.getByText(/en cours de développement : son accès est temporairement restreint/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);

  const password = page.getByLabel("Mot de passe d'accès");
  const submit = page.getByRole('button', { name: 'Accéder à l’application' });
  await expect(submit).toBeDisabled();

  // Show / hide toggle.
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // Wrong entry: message, field cleared, still locked.
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Mot de passe incorrect')).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(submit).toBeDisabled();

  await password.fill(E2E_GATE_PASSWORD);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Accès Restreint' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  // Unlocked for this browser session only.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const other = await (await browser.newContext()).newPage();
  await other.goto('/app');
  await expect(other.getByRole('heading', { name: 'Accès Restreint' })).toBeVisible();
});

test('while locked the API refuses every call but the gate itself', async ({ request }) => {
  const gate = await request.get('/api/gate');
  expect(await gate.json()).toEqual({ enabled: true, unlocked: false });
  const profile = await request.get('/api/v1/profile');
  expect(profile.status()).toBe(403);
  expect((await profile.json()) as unknown).toMatchObject({
    error: { code: 'ACCESS_GATE_LOCKED' },
  });
});

test('a confirmation link opened in a locked browser resumes after the gate', async ({
  playwright,
  page,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  await api.post('/api/gate', { data: { password: E2E_GATE_PASSWORD } });
  const email = uniqueEmail('gate');
  const signUp = await api.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '' },
    data: {
      email,
      password: PASSWORD,
      name: 'Gaëlle Portail',
      firstName: 'Gaëlle',
      lastName: 'Portail',
      callbackURL: '/auth/verify-email?verified=1',
    },
  });
  expect(signUp.ok()).toBe(true);
  const link = await linkFromOutbox(email, /Confirmez/, process.env.PRAXIS_E2E_GATE_DATA_DIR);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Accès Restreint' })).toBeVisible();
  await page.getByLabel("Mot de passe d'accès").fill(E2E_GATE_PASSWORD);
  await page.getByRole('button', { name: 'Accéder à l’application' }).click();
  await page.waitForURL('**/auth/verify-email?verified=1');
  await page.goto('/app');
  await expect(page.getByText(/Gaëlle/)).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';

test.beforeEach(async ({ page, request }) => {
  await signInAsNewAccount(page, request);
});

test('an API call answering 401 signs out locally and goes to sign-in, remembering the page', async ({
  page,
}) => {
  await page.goto('/organisation');
  await expect(page.getByText('Aucune organisation')).toBeVisible();
  await page.context().clearCookies();
  await page.getByLabel("Nom de l'organisation").fill('Cabinet sans session');
  await page.getByRole('button', { name: "Créer l'organisation" }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Forganisation$/);
});

test('the session is checked every 5 minutes; once gone, back to sign-in', async ({ page }) => {
  await page.clock.install();
  await page.reload();
  await expect(page.getByText('Bienvenue sur votre tableau de bord')).toBeVisible();
  await page.context().clearCookies();
  await page.clock.fastForward('04:00');
  await expect(page).toHaveURL(/\/app$/);
  await page.clock.fastForward('01:05');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('the error screen shows details, goes home, and resets the application', async ({ page }) => {
  await page.goto('/debug/error');
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
  const details = page.getByText('Erreur volontaire de la page /debug/error', { exact: false });
  await expect(details).toBeHidden();
  await page.getByText('Détails techniques').click();
  await expect(details).toBeVisible();

  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
  await page.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Bienvenue sur votre tableau de bord')).toBeVisible();

  await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
  await page.goto('/debug/error');
  await page.getByRole('button', { name: "Réinitialiser l'application" }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await page.evaluate(`localStorage.getItem('praxis:theme')`)).toBeNull();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('a newer build on the server reloads the page on focus; the same build does not', async ({
  page,
}) => {
  await page.evaluate(`window.__praxisMarker = 'avant'`);
  await page.evaluate(`window.dispatchEvent(new Event('focus'))`);
  await page.waitForTimeout(500);
  expect(await page.evaluate(`window.__praxisMarker`)).toBe('avant');

  await page.route('**/version.json*', (route) =>
    route.fulfill({ json: { buildTime: '2999-01-01T00:00:00.000Z' } }),
  );
  const reloaded = page.waitForEvent('load');
  await page.evaluate(`window.dispatchEvent(new Event('focus'))`);
  await reloaded;
  await page.unroute('**/version.json*');
  expect(await page.evaluate(`window.__praxisMarker`)).toBeUndefined();
  await expect(page.getByText('Bienvenue sur votre tableau de bord')).toBeVisible();
});

test('start-up storage maintenance: old schema wiped, corrupted and invalid entries removed', async ({
  page,
}) => {
  await page.evaluate(
    `localStorage.setItem('praxis:schema-version', '1'); localStorage.setItem('ancien-cache', '"x"')`,
  );
  await page.reload();
  expect(await page.evaluate(`localStorage.getItem('ancien-cache')`)).toBeNull();
  expect(await page.evaluate(`localStorage.getItem('praxis:schema-version')`)).toBe('2');

  await page.evaluate(
    `localStorage.setItem('praxis:notes', '{pas du json'); localStorage.setItem('praxis:theme', '"violet"'); localStorage.setItem('praxis:sidebar-collapsed', 'true')`,
  );
  await page.reload();
  expect(await page.evaluate(`localStorage.getItem('praxis:notes')`)).toBeNull();
  expect(await page.evaluate(`localStorage.getItem('praxis:theme')`)).toBeNull();
  expect(await page.evaluate(`localStorage.getItem('praxis:sidebar-collapsed')`)).toBe('true');
  await expect(page.getByRole('button', { name: 'Déplier le menu' })).toBeVisible();
});

test('reading one’s own session many times from one address never locks the app', async ({
  page,
}) => {
  // Better Auth limited every path to 300 requests a minute per address, session reads included.
  for (let i = 0; i < 320; i++) {
    const res = await page.request.get('/api/auth/get-session');
    expect(res.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByText('Bienvenue sur votre tableau de bord')).toBeVisible();
  await expect(page.getByText('Session indisponible')).toBeHidden();
});

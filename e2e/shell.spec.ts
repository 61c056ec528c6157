import { expect, test, type Page } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';

test.describe('shell', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barre latérale' });

  /** The sidebar's width once its transition has ended (polled rather than waited for). */
  async function expectSidebarWidth(page: Page, width: number) {
    await expect
      .poll(async () => (await sidebar(page).boundingBox())?.width ?? 0, { timeout: 5_000 })
      .toBe(width);
  }

  test('the theme toggle switches to dark and back, and is remembered after a reload', async ({
    page,
  }) => {
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Activer le thème clair' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Activer le thème sombre' })).toBeVisible();
    await expect(html).not.toHaveClass(/dark/);
  });

  test('the sidebar collapses by button and by Ctrl+B, and the state is remembered', async ({
    page,
  }) => {
    await expectSidebarWidth(page, 288);
    await page.getByRole('button', { name: 'Réduire le menu' }).click();
    await expectSidebarWidth(page, 64);
    // Collapsed, an item's name shows beside it on hover and on keyboard focus; Escape hides it.
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Patients' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Patients');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.mouse.move(900, 500);
    await menu.getByRole('link', { name: 'Agenda' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('tooltip')).toHaveText('Patients');
    await expect(menu.getByRole('link', { name: 'Patients' })).toHaveAccessibleDescription(
      'Patients',
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toHaveText('Agenda');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Déplier le menu' })).toBeVisible();
    await expectSidebarWidth(page, 64);

    await page.keyboard.press('Control+b');
    await expectSidebarWidth(page, 288);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Réduire le menu' })).toBeVisible();
    await expectSidebarWidth(page, 288);
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  });

  test('on a small screen the sidebar is an overlay', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
  });

  test('menu, page titles, support and placeholders', async ({ page }) => {
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accueil');
    await expect(page).toHaveTitle('Accueil — Praxis');
    for (const [link, path, title, tab] of [
      ['Patients', '/patients', 'Patients', 'Patients — Praxis'],
      ['Agenda', '/agenda', 'Agenda', 'Agenda — Praxis'],
      ['Mes trames', '/trames', 'Praxis', 'Mes trames — Praxis'],
      ['Testothèque', '/testeque', 'Praxis', 'Testothèque — Praxis'],
    ] as const) {
      await menu.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(tab);
    }
    await menu.getByRole('link', { name: 'Mes trames' }).click();
    await expect(page.getByRole('heading', { name: 'Mes trames' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menu secondaire' })
      .getByRole('link', { name: 'Paramètres' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres');
    await page.goto('/patients/0b6f7f0e-8f5e-4b55-9d3f-6a0e6c2f4e11');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patient');

    await page.getByRole('link', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support');
    await expect(page.getByRole('heading', { name: "L'aide arrive bientôt" })).toBeVisible();
  });

  test('Rédaction and Facturation are disabled in the menu and show their overlays', async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    // Hovered once the page's first answers are in: a hover made as they arrived (CI under load,
    // the first page now drawn sooner) once got no tooltip, the pointer's entry lost.
    await expect(
      page.getByRole('button', { name: 'Contexte de travail : Mode privé' }),
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const name of ['Rédaction', 'Facturation']) {
      const item = menu.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(item).toBeDisabled();
      await expect(item).toContainText('bientôt');
      await item.hover({ force: true });
      await expect(page.getByRole('tooltip')).toHaveText(
        'Fonctionnalité en cours de développement',
      );
      await item.click({ force: true });
      await expect(page).toHaveURL(/\/app$/);
      await page.mouse.move(900, 500);
    }

    await page.goto('/redaction');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rédaction');
    const redaction = page.getByRole('region', { name: 'Rédaction' });
    await expect(redaction.getByText('À VENIR', { exact: true })).toBeVisible();
    await expect(redaction.getByRole('listitem')).toHaveCount(6);
    await expect(redaction.getByRole('button')).toHaveCount(0);

    await page.goto('/facturation');
    const facturation = page.getByRole('region', { name: 'Facturation' });
    await expect(facturation.getByText('À VENIR', { exact: true })).toBeVisible();
    await expect(facturation.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByText('2 450 €')).toBeVisible();
    await expect(page.getByText('Factures en attente')).toBeVisible();
    await expect(page.getByText('Rendez-vous facturables')).toBeVisible();
  });

  test('storage diagnostics: sizes, keys, health warning, refresh and clear all', async ({
    page,
  }) => {
    await page.goto('/debug/storage');
    await expect(page.getByRole('heading', { name: 'Diagnostic du stockage' })).toBeVisible();
    const localKeys = page.getByRole('region', { name: 'Clés du stockage local' });
    await expect(localKeys.getByText('praxis:schema-version')).toBeVisible();
    await expect(page.getByText('Bases IndexedDB')).toBeVisible();
    await expect(page.getByText('Service workers')).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Quota de stockage' })).toBeVisible();
    await expect(page.getByText(/Clés obsolètes présentes/)).toBeHidden();

    await page.evaluate(`localStorage.setItem('vite-ui-theme', '"dark"')`);
    await page.getByRole('button', { name: 'Actualiser' }).click();
    await expect(page.getByText('Clés obsolètes présentes : vite-ui-theme')).toBeVisible();
    await expect(localKeys.getByText('vite-ui-theme')).toBeVisible();

    await page.getByRole('button', { name: 'Clear All Storage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vider tout le stockage ?' });
    await dialog.getByRole('button', { name: 'Tout effacer et se déconnecter' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    expect(await page.evaluate(`localStorage.getItem('vite-ui-theme')`)).toBeNull();
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });

  test('sign-out returns to sign-in and protected pages stay closed', async ({ page }) => {
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});

test('an unknown path shows the not-found page with a link to /app', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  // Signed out: /app sends to sign-in.
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test('when the toaster’s code cannot be fetched, the message is still shown and the page stays', async ({
  page,
  request,
}) => {
  await signInAsNewAccount(page, request);
  // As on a tablet that lost its connection after the page came: the toaster never arrives.
  let refused = 0;
  await page.route('**/assets/themed-toaster-*.js', async (route) => {
    refused += 1;
    await route.abort('internetdisconnected');
  });
  await page.goto('/settings');
  const card = page
    .getByRole('heading', { name: "Abonnement à l'agenda" })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await card.getByRole('button', { name: 'Créer le lien' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Lien d'abonnement créé" }),
  ).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  await expect(card.getByRole('textbox', { name: "Lien d'abonnement" })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Informations personnelles' }),
  ).toBeVisible();
});

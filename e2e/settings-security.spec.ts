import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, createConfirmedAccount, signInThroughPage } from './support/accounts';
import { freshTotp, toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.waitForURL('**/auth/sign-in');
}

async function submitPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('two-factor authentication: enrol with the QR code secret, then sign in with a code', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request);
  await signInThroughPage(page, account.email);
  await page.goto('/settings?tab=security');
  const twoFactor = page.getByRole('region', { name: 'Double authentification' });
  await expect(twoFactor.getByText('Désactivée')).toBeVisible();

  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await twoFactor.getByLabel('Mot de passe actuel').fill('Mauvais1');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(twoFactor.getByText('Mot de passe incorrect')).toBeVisible();
  await twoFactor.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(
    page.getByRole('img', { name: 'QR code de la double authentification' }),
  ).toBeVisible();
  const secret = (await page.getByLabel('Clé secrète').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const backupCodes = await page
    .getByRole('list', { name: 'Codes de secours' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(backupCodes.length).toBeGreaterThanOrEqual(5);

  await page.getByLabel('Code à 6 chiffres').fill('000000');
  await page.getByRole('button', { name: "Confirmer l'activation" }).click();
  await expect(
    page.getByText('Code invalide. Vérifiez le code affiché par votre application.'),
  ).toBeVisible();
  await page.getByLabel('Code à 6 chiffres').fill(await freshTotp(secret));
  await page.getByRole('button', { name: "Confirmer l'activation" }).click();
  await expect(toast(page, 'Double authentification activée')).toBeVisible();
  await expect(page.getByText('Activée', { exact: true })).toBeVisible();

  await signOut(page);
  await submitPassword(page, account.email, PASSWORD);
  await expect(page.getByLabel('Code de vérification')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await page.getByLabel('Code de vérification').fill('000000');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(
    page.getByText('Code invalide. Vérifiez le code affiché par votre application.'),
  ).toBeVisible();
  await page.getByLabel('Code de vérification').fill(await freshTotp(secret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await page.waitForURL('**/app');

  // A backup code works once, instead of the app.
  await signOut(page);
  await submitPassword(page, account.email, PASSWORD);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await page.getByLabel('Code de secours').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await page.waitForURL('**/app');

  // Turned off with the password: sign-in needs no code any more.
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Désactiver la double authentification' }).click();
  await twoFactor.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await page.getByRole('button', { name: 'Désactiver', exact: true }).click();
  await expect(toast(page, 'Double authentification désactivée')).toBeVisible();
  await signOut(page);
  await submitPassword(page, account.email, PASSWORD);
  await page.waitForURL('**/app');
});

test('sessions: the current one is marked, the others can be signed out', async ({
  browser,
  request,
}) => {
  const account = await createConfirmedAccount(request);
  const first = await (await browser.newContext()).newPage();
  await signInThroughPage(first, account.email);
  const second = await (await browser.newContext()).newPage();
  await signInThroughPage(second, account.email);

  await second.goto('/settings?tab=security');
  const sessions = second.getByRole('list', { name: 'Sessions actives' }).getByRole('listitem');
  // Both browsers, and the API context that opened the confirmation link.
  await expect(sessions.filter({ hasText: 'Session actuelle' })).toHaveCount(1);
  expect(await sessions.count()).toBeGreaterThanOrEqual(2);
  await second.getByRole('button', { name: 'Déconnecter les autres sessions' }).click();
  await expect(toast(second, 'Autres sessions déconnectées')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(
    second.getByRole('button', { name: 'Déconnecter les autres sessions' }),
  ).toBeDisabled();

  await first.goto('/settings?tab=security');
  await first.waitForURL('**/auth/sign-in**');
});

test('change the password: rules of sign-up, wrong current password, then sign in with the new one', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request);
  await signInThroughPage(page, account.email);
  await page.goto('/settings?tab=security');

  const card = page.getByRole('region', { name: 'Changer de mot de passe' });
  await card.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau1');
  await card.getByLabel('Confirmer le nouveau mot de passe').fill('autre');
  await refusedWithFocusOn(card, 'Changer le mot de passe', 'Nouveau mot de passe');
  await expect(
    card.getByText('Le mot de passe doit contenir au moins une lettre majuscule'),
  ).toBeVisible();
  await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau2026');
  await refusedWithFocusOn(card, 'Changer le mot de passe', 'Confirmer le nouveau mot de passe');
  await expect(card.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  await card.getByLabel('Mot de passe actuel').fill('Mauvais1');
  await card.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau2026');
  await card.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau2026');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(card.getByText('Mot de passe incorrect')).toBeVisible();

  await card.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(toast(page, 'Mot de passe modifié avec succès')).toBeVisible();
  await expect(card.getByLabel('Mot de passe actuel')).toHaveValue('');

  await signOut(page);
  await submitPassword(page, account.email, PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await submitPassword(page, account.email, 'Nouveau2026');
  await page.waitForURL('**/app');
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createConfirmedAccount, signInThroughPage } from './support/accounts';
import { createPatientViaApi, uploadPatientDocumentViaApi } from './support/patients';

/** Issue 16 §2: 'Exporter mon compte' from Paramètres → Sécurité. */
test('export my account and download the ZIP', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await signInThroughPage(page, account.email);
  const patient = await createPatientViaApi(page.request, {
    firstName: 'Lina',
    lastName: 'Compte',
  });
  await uploadPatientDocumentViaApi(page.request, patient.id, {
    name: 'seance.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Séance : lecture à voix haute.', 'utf8'),
  });

  await page.goto('/settings?tab=security');
  const card = page.getByRole('region', { name: 'Mes données' });
  await card.getByRole('button', { name: 'Exporter mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter mon compte' });
  await dialog.getByRole('button', { name: 'Exporter mon compte' }).click();
  await expect(dialog.getByText('L’export est prêt.')).toBeVisible({ timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Télécharger l’export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^compte-praxis-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const names = Object.keys(zip).sort();
  expect(names).toEqual([
    'compte.json',
    expect.stringMatching(
      new RegExp(`^patients/${patient.id}/documents/[0-9a-f-]{36}/seance\\.txt$`),
    ),
    `patients/${patient.id}/patient.json`,
    `patients/${patient.id}/resume.html`,
  ]);
  const entry = (name: string) => strFromU8(zip[name] ?? new Uint8Array());
  const content = JSON.parse(entry('compte.json')) as {
    user: { email: string };
    patients: { id: string }[];
  };
  expect(content.user.email).toBe(account.email);
  expect(content.patients.map((p) => p.id)).toEqual([patient.id]);
  expect(entry(names[1] ?? '')).toBe('Séance : lecture à voix haute.');
  expect(entry(`patients/${patient.id}/resume.html`)).toContain('Dossier de Lina Compte');
});

/** Issue 16 §2: 'Supprimer mon compte' — typed e-mail and password, then back to the sign-in page for good. */
test('delete my account and land on the sign-in page', async ({ page, request }) => {
  const account = await createConfirmedAccount(request);
  await signInThroughPage(page, account.email);
  await createPatientViaApi(page.request, { firstName: 'Max', lastName: 'Départ' });

  await page.goto('/settings?tab=security');
  await page
    .getByRole('region', { name: 'Mes données' })
    .getByRole('button', { name: 'Supprimer mon compte' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  const confirm = dialog.getByRole('button', { name: 'Supprimer mon compte' });
  await dialog.getByLabel('Saisissez votre adresse e-mail pour confirmer').fill('autre@exemple.fr');
  await dialog.getByLabel('Mot de passe actuel', { exact: true }).fill(account.password);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Saisissez votre adresse e-mail pour confirmer').fill(account.email);
  await dialog.getByLabel('Mot de passe actuel', { exact: true }).fill('pas-le-bon-mot-de-passe');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Mot de passe incorrect.');
  await dialog.getByLabel('Mot de passe actuel', { exact: true }).fill(account.password);
  await confirm.click();

  await page.waitForURL('**/auth/sign-in');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  expect((await page.request.get('/api/v1/profile')).status()).toBe(401);
});

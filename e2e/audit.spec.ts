import { expect, test } from '@playwright/test';
import { createConfirmedAccount, signInThroughPage } from './support/accounts';
import { createPatientViaApi } from './support/patients';

test("opening a record shows in the patient's 'Journal d'accès' and in Paramètres → Sécurité", async ({ page, request }) => {
  const account = await createConfirmedAccount(request, { firstName: 'Aurore', lastName: 'Journal' });
  await signInThroughPage(page, account.email);
  const patient = await createPatientViaApi(page.request, { firstName: 'Timéo', lastName: 'Lambert' });
  await createPatientViaApi(page.request, { firstName: 'Zoé', lastName: 'Marchand' });

  // Open the record through the list, as a person would.
  await page.goto('/patients');
  await page.getByRole('link', { name: 'Ouvrir le dossier de Timéo Lambert' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}`));
  await page.getByRole('tab', { name: "Journal d'accès" }).click();
  const journal = page.getByRole('list', { name: "Journal d'accès du dossier" });
  const opened = journal.getByRole('listitem').filter({ hasText: 'Dossier consulté' });
  await expect(opened.first()).toContainText('Aurore Journal');
  await expect(journal.getByRole('listitem').filter({ hasText: 'Patient créé' })).toContainText('Aurore Journal');
  // French dates: '27 novembre 2026 à 09:12'.
  await expect(opened.first().locator('time')).toHaveText(/^\d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/);

  // A period without any access: the empty state.
  await page.getByLabel('Au').fill('2020-01-01');
  await expect(page.getByText('Aucun accès enregistré')).toBeVisible();
  await page.getByRole('button', { name: 'Effacer les dates' }).click();
  await expect(opened.first()).toBeVisible();

  // Paramètres → Sécurité: the account's own activity, filtered on one patient.
  await page.goto('/settings');
  await page.getByRole('navigation', { name: 'Rubriques des paramètres' }).getByRole('link', { name: 'Sécurité' }).click();
  const activity = page.getByRole('region', { name: "Journal d'accès" });
  const mine = activity.getByRole('list', { name: 'Mon activité' });
  await expect(mine.getByRole('listitem').filter({ hasText: 'Dossier consulté' }).first()).toContainText('Timéo Lambert');
  await expect(mine.getByRole('listitem').filter({ hasText: 'Zoé Marchand' })).toHaveCount(1);
  await mine.getByRole('button', { name: 'Filtrer sur Timéo Lambert' }).first().click();
  await expect(activity.getByRole('button', { name: 'Tous les patients' })).toBeVisible();
  await expect(mine.getByRole('listitem').filter({ hasText: 'Zoé Marchand' })).toHaveCount(0);
  await expect(mine.getByRole('listitem').filter({ hasText: 'Patient créé' })).toContainText('Timéo Lambert');
  await activity.getByRole('button', { name: 'Tous les patients' }).click();
  await expect(mine.getByRole('listitem').filter({ hasText: 'Zoé Marchand' })).toHaveCount(1);

  // A day filter with no activity.
  await activity.getByLabel('Du').fill('2999-01-01');
  await expect(activity.getByText('Aucun accès enregistré')).toBeVisible();
});

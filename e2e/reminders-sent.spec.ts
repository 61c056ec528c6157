import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { calendarEvent, createTypeViaApi, wizard } from './support/agenda';
import { createPatientViaApi, daysFromNow } from './support/patients';
import { toast } from './support/settings';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const frenchDay = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

test('a reminder rule, an appointment booked, and its reminder scheduled in its detail', async ({
  page,
  request,
}) => {
  const api = await signInAsNewAccount(page, request);
  await createTypeViaApi(api, { name: 'Séance de rééducation', durationMinutes: 45, location: 'Cabinet' });
  await createPatientViaApi(api, { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@exemple.fr' });

  // The rule, in Paramètres › Rappels & Communications: e-mail 24 hours before.
  await page.goto('/settings?tab=reminder-rules');
  await page.getByRole('button', { name: 'Nouvelle règle' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'Nouvelle règle de rappel' });
  await ruleDialog.getByLabel('Type de séance').selectOption({ label: 'Séance de rééducation (45 min)' });
  await ruleDialog.getByLabel('Email').check();
  await ruleDialog.getByLabel('Unité').selectOption('hours');
  await ruleDialog.getByLabel('Délai', { exact: true }).fill('24');
  await ruleDialog.getByRole('button', { name: 'Créer la règle' }).click();
  await expect(toast(page, 'Règle de rappel créée avec succès')).toBeVisible();

  // An appointment a week ahead, booked through the agenda's dialog.
  const day = daysFromNow(7, 10);
  const dayBefore = daysFromNow(6, 10);
  await page.goto(`/agenda?view=week&date=${isoDay(day)}`);
  await page.getByRole('button', { name: 'Nouveau RDV' }).click();
  const dialog = wizard(page);
  await dialog.getByLabel('Rechercher un patient').fill('Léa');
  await dialog.getByRole('button', { name: /Léa Martin/ }).click();
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByLabel('Date').fill(isoDay(day));
  await dialog.getByLabel('Heure de début').fill('10:00');
  await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance de rééducation' });
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
  await expect(toast(page, `Rendez-vous créé pour Léa Martin le ${frenchDay(day)} à 10:00`)).toBeVisible();

  // Its detail lists the reminder, due the day before at the same time.
  await calendarEvent(page, 'Léa Martin').click();
  const detail = page.getByRole('dialog').filter({ hasText: 'Détail du rendez-vous' });
  const reminders = detail.getByRole('region', { name: 'Rappels' });
  const item = reminders.getByRole('list', { name: 'Rappels du rendez-vous' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Email · le ${frenchDay(dayBefore)} à 10:00`);
  await expect(item).toContainText('Programmé');
});

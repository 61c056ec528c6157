import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { calendarEvent, createTypeViaApi, seedAppointment, wizard } from './support/agenda';
import { createPatientViaApi } from './support/patients';
import { toast } from './support/settings';

/**
 * Issue 17 §2, as a new user would: a weekly series of 10 booked from the appointment dialog,
 * its conflict seen before creating, the sessions in the agenda, one moved with its reminder, then
 * one and the following ones moved together; and one session deleted with the following ones.
 * Fixed dates in January–March 2027 (winter time); the browser runs in Europe/Paris.
 */
test('a weekly series of 10: conflict shown, created, one session moved with its reminder', async ({
  page,
  request,
}) => {
  const api = await signInAsNewAccount(page, request);
  const typeId = await createTypeViaApi(api, { name: 'Séance de rééducation', durationMinutes: 45, location: 'Cabinet' });
  await createPatientViaApi(api, { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@exemple.fr' });
  const rule = await api.post('/api/v1/reminder-rules', {
    data: { appointmentTypeId: typeId, channel: 'email', delayUnit: 'hours', delay: 24, messageTemplate: 'Bonjour {patient_name}, RDV le {date_rdv} à {heure_rdv}.' },
  });
  expect(rule.status(), await rule.text()).toBe(201);
  // The third Tuesday is already taken.
  await seedAppointment(api, { appointmentTypeId: typeId, start: '2027-01-19T10:00', end: '2027-01-19T11:00' });

  await page.goto('/agenda?view=week&date=2027-01-05');
  await page.getByRole('button', { name: 'Nouveau RDV' }).click();
  const dialog = wizard(page);
  await dialog.getByLabel('Rechercher un patient').fill('Léa');
  await dialog.getByRole('button', { name: /Léa Martin/ }).click();
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByLabel('Date').fill('2027-01-05');
  await dialog.getByLabel('Heure de début').fill('10:00');
  await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance de rééducation' });
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  await dialog.getByLabel('Répéter').check();
  await expect(dialog.getByLabel('Fréquence')).toHaveValue('weekly', { timeout: 15_000 });
  await expect(dialog.getByLabel('Nombre de séances')).toHaveValue('10');
  const dates = dialog.getByRole('list', { name: 'Dates de la série' }).getByRole('listitem');
  await expect(dates).toHaveCount(10);
  const conflicts = dates.filter({ hasText: 'Conflit avec' });
  await expect(conflicts).toHaveCount(1);
  await expect(conflicts).toContainText('mardi 19 janvier 2027');
  await expect(conflicts).toContainText('Conflit avec 10:00 - 11:00');
  await dialog.getByRole('button', { name: 'Créer la série (9 rendez-vous)' }).click();
  await expect(toast(page, '9 rendez-vous créés')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The sessions are in the agenda, a week apart.
  await expect(calendarEvent(page, 'Léa Martin')).toHaveCount(1);
  await page.goto('/agenda?view=week&date=2027-01-12');
  await expect(calendarEvent(page, 'Léa Martin')).toHaveCount(1);

  // Move this one alone to 14:00: its reminder follows, the day before at 14:00.
  await calendarEvent(page, 'Léa Martin').click();
  const detail = page.getByRole('dialog').filter({ hasText: 'Détail du rendez-vous' });
  const reminder = detail.getByRole('list', { name: 'Rappels du rendez-vous' }).getByRole('listitem');
  await expect(reminder).toContainText('Email · le 11/01/2027 à 10:00');
  await detail.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog').filter({ hasText: 'Modifier le rendez-vous' });
  await expect(edit.getByLabel('Ce rendez-vous', { exact: true })).toBeChecked();
  await edit.getByLabel('Début').fill('14:00');
  await edit.getByLabel('Fin', { exact: true }).fill('14:45');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Rendez-vous modifié avec succès')).toBeVisible();
  const moved = page.getByRole('dialog').filter({ hasText: 'Détail du rendez-vous' });
  await expect(moved.getByRole('list', { name: 'Rappels du rendez-vous' }).getByRole('listitem').filter({ hasText: 'Programmé' })).toContainText(
    'Email · le 11/01/2027 à 14:00',
  );
  await expect(moved).toContainText('14:00 - 14:45');

  // The following sessions kept their hour; this one and the following move to 16:00.
  await page.goto('/agenda?view=week&date=2027-01-26');
  await calendarEvent(page, 'Léa Martin').click();
  const later = page.getByRole('dialog').filter({ hasText: 'Détail du rendez-vous' });
  await expect(later).toContainText('10:00 - 10:45');
  await later.getByRole('button', { name: 'Modifier' }).click();
  const editLater = page.getByRole('dialog').filter({ hasText: 'Modifier le rendez-vous' });
  await editLater.getByLabel('Début').fill('16:00');
  await editLater.getByLabel('Fin', { exact: true }).fill('16:45');
  await editLater.getByLabel('Ce rendez-vous et les suivants').check();
  await editLater.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Rendez-vous modifié avec succès')).toBeVisible();
  await page.goto('/agenda?view=week&date=2027-02-02');
  await calendarEvent(page, 'Léa Martin').click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Détail du rendez-vous' })).toContainText('16:00 - 16:45');
  await page.goto('/agenda?view=week&date=2027-01-12');
  await calendarEvent(page, 'Léa Martin').click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Détail du rendez-vous' })).toContainText('14:00 - 14:45');
});

test("deleting one session and the following ones: the earlier sessions stay", async ({ page, request }) => {
  const api = await signInAsNewAccount(page, request);
  const typeId = await createTypeViaApi(api, { name: 'Séance de rééducation', durationMinutes: 45, location: 'Cabinet' });
  const patient = await createPatientViaApi(api, { firstName: 'Noé', lastName: 'Bernard', email: 'noe.bernard@exemple.fr' });
  const series = await api.post('/api/v1/appointment-series', {
    data: {
      first: { appointmentTypeId: typeId, patientId: patient.id, startsAt: '2027-03-02T09:00:00+01:00', endsAt: '2027-03-02T09:45:00+01:00', location: 'Cabinet' },
      rule: { frequency: 'weekly', ends: 'count', count: 4, holidayZone: null },
    },
  });
  expect(series.status(), await series.text()).toBe(201);

  // The third session (16 March): delete it and the following one.
  await page.goto('/agenda?view=week&date=2027-03-16');
  await calendarEvent(page, 'Noé Bernard').click();
  const detail = page.getByRole('dialog').filter({ hasText: 'Détail du rendez-vous' });
  await detail.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer le rendez-vous' });
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer ce rendez-vous ?');
  await expect(confirm.getByLabel('Ce rendez-vous', { exact: true })).toBeChecked();
  await confirm.getByLabel('Ce rendez-vous et les suivants').check();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Rendez-vous supprimé avec succès')).toBeVisible();
  await expect(calendarEvent(page, 'Noé Bernard')).toHaveCount(0);

  for (const week of ['2027-03-02', '2027-03-09']) {
    await page.goto(`/agenda?view=week&date=${week}`);
    await expect(calendarEvent(page, 'Noé Bernard')).toHaveCount(1);
  }
  const left = await api.get('/api/v1/appointments?from=2027-03-01T00:00:00Z&to=2027-04-01T00:00:00Z');
  expect(((await left.json()) as { items: { startsAt: string }[] }).items.map((a) => a.startsAt)).toEqual(['2027-03-02T08:00:00.000Z', '2027-03-09T08:00:00.000Z']);
});

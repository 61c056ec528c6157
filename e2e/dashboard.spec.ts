import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { calendarEvent, createTypeViaApi } from './support/agenda';
import { createAppointmentViaApi, createPatientViaApi, parisDaysFromNow } from './support/patients';

test('the home page shows the day and each part leads where it is handled', async ({ page, request }) => {
  await signInAsNewAccount(page, request);
  const typeId = await createTypeViaApi(page.request, { name: 'Séance de rééducation', durationMinutes: 45 });
  const patient = await createPatientViaApi(page.request, { firstName: 'Inès', lastName: 'Moreau' });
  await createAppointmentViaApi(page.request, { patientId: patient.id, appointmentTypeId: typeId, startsAt: parisDaysFromNow(0, 14) });

  await page.goto('/app');
  const day = page.getByRole('region', { name: 'Votre journée' });
  const today = day.getByRole('region', { name: "Aujourd'hui" });
  await expect(today).toContainText('Inès Moreau · Séance de rééducation');
  await expect(day.getByRole('region', { name: 'Demain' })).toContainText('Aucun rendez-vous');
  await expect(day.getByRole('region', { name: 'Rappels du jour' })).toContainText('0 envoyé');
  await expect(day.getByRole('region', { name: 'Analyses en cours' })).toContainText('0 analyse en attente ou en cours');
  await expect(day.getByRole('region', { name: "Taux d'absence du mois" })).toContainText('—');
  // The spec's quick accesses are still there.
  await expect(page.getByRole('heading', { name: 'Accès rapides' })).toBeVisible();

  // Her bilan is 'À faire' (no bilan yet): the link opens the patient list filtered on it.
  const bilans = day.getByRole('region', { name: 'Bilans à faire' });
  await expect(bilans).toContainText('1 patient');
  await bilans.getByRole('link', { name: 'Voir les patients au bilan « À faire »' }).click();
  await expect(page).toHaveURL(/\/patients\?bilanStatus=todo/);
  await expect(page.getByRole('main').getByText('Moreau').first()).toBeVisible();

  // Today's appointments lead to the agenda's day.
  await page.goto('/app');
  await today.getByRole('link', { name: "Ouvrir l'agenda du jour" }).click();
  await expect(page).toHaveURL(/\/agenda\?view=day&date=/);
  await expect(calendarEvent(page, 'Inès Moreau')).toBeVisible();
});

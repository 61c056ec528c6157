import { expect, test, type Page } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { calendarEvent, createTypeViaApi, seedAppointment } from './support/agenda';
import { createPatientViaApi } from './support/patients';
import { toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

/** Issue 10 §2: no appointment is off the grid, and the working hours are the practitioner's. */

/** The week or day grid's row of half an hour starting at `time`. */
const slotLabel = (page: Page, time: string) =>
  page.locator(`.praxis-agenda .fc-timegrid-slot-lane[data-time="${time}:00"]`);

test.describe('agenda hours', () => {
  test('an appointment at 06:30 or at 22:00 shows in week and day views; working hours are set in Paramètres', async ({
    page,
    request,
  }) => {
    await signInAsNewAccount(page, request);
    const typeId = await createTypeViaApi(page.request, {
      name: 'Séance matinale',
      durationMinutes: 45,
    });
    const patient = await createPatientViaApi(page.request, {
      firstName: 'Aube',
      lastName: 'Matin',
    });
    await seedAppointment(page.request, {
      appointmentTypeId: typeId,
      patientId: patient.id,
      start: '2026-12-08T06:30',
      end: '2026-12-08T07:15',
    });
    await seedAppointment(page.request, {
      appointmentTypeId: typeId,
      start: '2026-12-10T22:00',
      end: '2026-12-10T22:45',
    });

    await page.goto('/agenda?view=week&date=2026-12-07');
    await expect(calendarEvent(page, 'Aube Matin')).toBeVisible();
    await expect(calendarEvent(page, '22:00')).toBeVisible();
    await expect(slotLabel(page, '06:00')).toBeVisible();
    await expect(slotLabel(page, '22:30')).toHaveCount(1);
    // Another week without early or late appointments keeps 07:00–21:00.
    await page.goto('/agenda?view=week&date=2026-12-14');
    await expect(slotLabel(page, '07:00')).toBeVisible();
    await expect(slotLabel(page, '06:00')).toHaveCount(0);
    await page.goto('/agenda?view=day&date=2026-12-08');
    await expect(calendarEvent(page, 'Aube Matin')).toBeVisible();

    // The practitioner's hours: Paramètres → Informations personnelles → Horaires de travail.
    await page.goto('/settings');
    const card = page.getByRole('form', { name: 'Horaires de travail' });
    await expect(card.getByRole('checkbox', { name: 'Lundi' })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'Samedi' })).not.toBeChecked();
    await expect(card.getByLabel('Début de journée')).toHaveValue('08:00');
    await card.getByLabel('Début de journée').fill('18:00');
    await card.getByLabel('Fin de journée').fill('09:00');
    await refusedWithFocusOn(card, 'Enregistrer les horaires', 'Fin de journée');
    await expect(card.getByText("L'heure de début doit précéder l'heure de fin")).toBeVisible();
    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']) {
      await card.getByRole('checkbox', { name: day }).uncheck();
    }
    // The days cannot take the focus (their checkboxes are not the form field's element): it goes
    // to the next field in error, the end of the day, still before its start.
    await refusedWithFocusOn(card, 'Enregistrer les horaires', 'Fin de journée');
    await expect(card.getByText('Choisissez au moins un jour travaillé')).toBeVisible();
    await card.getByRole('checkbox', { name: 'Samedi' }).check();
    await card.getByLabel('Début de journée').fill('05:30');
    await card.getByLabel('Fin de journée').fill('12:00');
    await card.getByRole('button', { name: 'Enregistrer les horaires' }).click();
    await expect(toast(page, 'Horaires de travail enregistrés')).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);

    // The agenda's grid now starts at the working day's start, appointments or not.
    await page.goto('/agenda?view=week&date=2026-12-14');
    await expect(slotLabel(page, '05:00')).toBeVisible();
    const profile = (await (await page.request.get('/api/v1/profile')).json()) as {
      workingHours: unknown;
    };
    expect(profile.workingHours).toEqual({ days: [6], start: '05:30', end: '12:00' });
  });
});

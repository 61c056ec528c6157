import { expect, test, type Page } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import {
  calendarEvent,
  createTypeViaApi,
  periodTitle,
  seedAppointment,
  wizard,
} from './support/agenda';
import { createPatientViaApi } from './support/patients';
import { toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

async function next(page: Page) {
  await wizard(page).getByRole('button', { name: 'Suivant' }).click();
}

test.describe('agenda: appointment dialog', () => {
  test('a typed appointment for a patient and a free slot, seen in month, week and day views', async ({
    page,
    request,
  }) => {
    const api = await signInAsNewAccount(page, request);
    await createTypeViaApi(api, {
      name: 'Séance individuelle',
      durationMinutes: 45,
      location: 'Domicile',
    });
    await createPatientViaApi(api, { firstName: 'Éloïse', lastName: 'Durand' });
    await createPatientViaApi(api, { firstName: 'Marc', lastName: 'Lefèvre' });

    await page.goto('/agenda?view=week&date=2026-12-07');
    await expect(periodTitle(page)).toHaveText('semaine du 7 au 13 déc. 2026');
    await page.getByRole('button', { name: 'Nouveau RDV' }).click();
    const dialog = wizard(page);
    await expect(dialog).toContainText('Étape 1 sur 4');

    // Patient search: from 2 characters, accent- and case-insensitive, with a clear empty state.
    const search = dialog.getByLabel('Rechercher un patient');
    await search.fill('e');
    await expect(dialog).toContainText('Saisissez au moins 2 caractères');
    await search.fill('zzz');
    await expect(dialog.getByText('Aucun patient trouvé pour "zzz"')).toBeVisible();
    await search.fill('ELOISE');
    await dialog.getByRole('button', { name: /Éloïse Durand/ }).click();
    await expect(dialog.getByRole('button', { name: /Éloïse Durand/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await next(page);

    await expect(dialog).toContainText('Étape 2 sur 4');
    await dialog.getByLabel('Date').fill('2026-12-08');
    await dialog.getByLabel('Heure de début').fill('10:00');
    await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance individuelle' });
    // The type fills the duration and the empty location.
    await expect(dialog.getByLabel('Durée (minutes)')).toHaveValue('45');
    await expect(dialog.getByLabel('Lieu')).toHaveValue('Domicile');
    await expect(dialog.getByText('Fin prévue : 10:45')).toBeVisible();
    await next(page);

    await expect(dialog).toContainText('Étape 3 sur 4');
    await expect(dialog.getByLabel('Titre')).toHaveValue('Séance individuelle');
    await dialog.getByLabel('Notes').fill('Apporter le carnet de suivi');
    await next(page);

    await expect(dialog).toContainText('Étape 4 sur 4');
    await expect(dialog.getByRole('region', { name: 'Patient' })).toContainText('Éloïse Durand');
    const schedule = dialog.getByRole('region', { name: 'Type et horaire' });
    await expect(schedule).toContainText('Séance individuelle');
    await expect(schedule).toContainText('mardi 8 décembre 2026');
    await expect(schedule).toContainText('10:00 - 10:45');
    await expect(dialog.getByRole('region', { name: 'Détails' })).toContainText(
      'Apporter le carnet de suivi',
    );
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expect(
      toast(page, 'Rendez-vous créé pour Éloïse Durand le 08/12/2026 à 10:00'),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(calendarEvent(page, 'Éloïse Durand')).toContainText('10:00 - 10:45');

    // A free slot: no patient.
    await page.getByRole('button', { name: 'Nouveau RDV' }).click();
    await dialog.getByRole('button', { name: 'Sans patient (créneau libre)' }).click();
    await next(page);
    await dialog.getByLabel('Date').fill('2026-12-09');
    await dialog.getByLabel('Heure de début').fill('14:00');
    await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance individuelle' });
    await next(page);
    await next(page);
    await expect(dialog.getByRole('region', { name: 'Patient' })).toContainText(
      'Sans patient (créneau libre)',
    );
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expect(toast(page, 'Créneau libre créé le 09/12/2026 à 14:00')).toBeVisible();
    await expect(calendarEvent(page, 'Créneau libre')).toContainText('14:00 - 14:45');

    // Month view (default) shows both; the day view only that day's.
    await page.getByRole('button', { name: 'Mois', exact: true }).click();
    await expect(periodTitle(page)).toHaveText('décembre 2026');
    await expect(calendarEvent(page, 'Éloïse Durand')).toContainText('10:00');
    await expect(calendarEvent(page, 'Créneau libre')).toContainText('14:00');
    await page.goto('/agenda?view=day&date=2026-12-08');
    await expect(periodTitle(page)).toHaveText('mardi 8 décembre 2026');
    await expect(calendarEvent(page, 'Éloïse Durand')).toBeVisible();
    await expect(calendarEvent(page, 'Créneau libre')).toHaveCount(0);
    await page.goto('/agenda');
    await expect(page.getByRole('button', { name: 'Mois', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('step 2 messages, quick type creation, step list, review links and reset on close', async ({
    page,
    request,
  }) => {
    await signInAsNewAccount(page, request);
    await page.goto('/agenda?view=week&date=2026-12-07');
    await page.getByRole('button', { name: 'Nouveau RDV' }).click();
    const dialog = wizard(page);
    // Later steps cannot be clicked.
    await expect(dialog.getByRole('button', { name: /Récapitulatif/ })).toBeDisabled();
    await next(page);
    await expect(dialog).toContainText('Étape 2 sur 4');
    await expect(dialog.getByText('Entre 1 et 480 minutes (8 heures maximum)')).toBeVisible();

    await dialog.getByLabel('Date').fill('');
    await dialog.getByLabel('Heure de début').fill('');
    await next(page);
    await expect(dialog.getByText('Veuillez sélectionner un type de séance')).toBeVisible();
    await expect(dialog.getByText('La date est requise')).toBeVisible();
    await expect(dialog.getByText("L'heure de début est requise")).toBeVisible();
    await expect(dialog.getByText('La durée doit être positive')).toBeVisible();
    await expect(dialog).toContainText('Étape 2 sur 4');
    await dialog.getByLabel('Durée (minutes)').fill('481');
    await next(page);
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Entre 1 et 480 minutes (8 heures maximum)' }),
    ).toBeVisible();
    await dialog.getByLabel('Durée (minutes)').fill('0');
    await next(page);
    await expect(dialog.getByText('La durée doit être positive')).toBeVisible();

    // Quick type creation.
    await dialog.getByRole('button', { name: 'Nouveau type' }).click();
    const quick = page.getByRole('dialog', { name: 'Nouveau type de séance' });
    await expect(quick.getByLabel('Durée (minutes)')).toHaveValue('45');
    await expect(quick.getByLabel('Lieu')).toHaveValue('Cabinet');
    await refusedWithFocusOn(quick, 'Créer le type', 'Nom');
    await expect(quick.getByText('Le nom est requis')).toBeVisible();
    await quick.getByLabel('Nom').fill('x'.repeat(121));
    await quick.getByLabel('Durée (minutes)').fill('0');
    await refusedWithFocusOn(quick, 'Créer le type', 'Nom');
    await expect(quick.getByText('Le nom ne peut pas dépasser 120 caractères')).toBeVisible();
    await expect(quick.getByText('La durée doit être positive')).toBeVisible();
    await quick.getByLabel('Nom').fill('Bilan express');
    await quick.getByLabel('Durée (minutes)').fill('30');
    await quick.getByLabel('Lieu').selectOption('Téléconsultation');
    await quick.getByRole('button', { name: 'Créer le type' }).click();
    await expect(toast(page, 'Type de séance créé avec succès')).toBeVisible();
    await expect(quick).toHaveCount(0);
    await expect(dialog.getByLabel('Type de séance')).toHaveValue(/.+/);
    await expect(dialog.getByLabel('Type de séance').locator('option:checked')).toHaveText(
      'Bilan express',
    );
    await expect(dialog.getByLabel('Durée (minutes)')).toHaveValue('30');
    await expect(dialog.getByLabel('Lieu')).toHaveValue('Téléconsultation');

    await dialog.getByLabel('Date').fill('2026-12-10');
    await dialog.getByLabel('Heure de début').fill('08:30');
    await expect(dialog.getByText('Fin prévue : 09:00')).toBeVisible();
    await next(page);
    await next(page);
    await expect(dialog).toContainText('Étape 4 sur 4');
    // 'Modifier' goes back to its step; earlier steps can be clicked.
    await dialog
      .getByRole('region', { name: 'Type et horaire' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    await expect(dialog).toContainText('Étape 2 sur 4');
    await dialog.getByRole('button', { name: 'Étape 1 : Patient' }).click();
    await expect(dialog).toContainText('Étape 1 sur 4');

    // Closing resets the dialog to its first step and empty values.
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Nouveau RDV' }).click();
    await expect(dialog).toContainText('Étape 1 sur 4');
    await next(page);
    await expect(dialog.getByLabel('Type de séance')).toHaveValue('');
    await expect(dialog.getByLabel('Heure de début')).toHaveValue('09:00');
  });

  test('an overlapping slot is refused with the exact message, in the dialog and as a toast', async ({
    page,
    request,
  }) => {
    const api = await signInAsNewAccount(page, request);
    const typeId = await createTypeViaApi(api, { name: 'Séance', durationMinutes: 45 });
    const marc = await createPatientViaApi(api, { firstName: 'Marc', lastName: 'Lefèvre' });
    await seedAppointment(api, {
      appointmentTypeId: typeId,
      patientId: marc.id,
      start: '2026-12-08T10:00',
      end: '2026-12-08T10:45',
    });

    await page.goto('/agenda?view=week&date=2026-12-07');
    await expect(calendarEvent(page, 'Marc Lefèvre')).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau RDV' }).click();
    const dialog = wizard(page);
    await next(page);
    await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance' });
    await dialog.getByLabel('Date').fill('2026-12-08');
    await dialog.getByLabel('Heure de début').fill('10:30');
    await dialog.getByLabel('Durée (minutes)').fill('30');
    await next(page);
    await next(page);
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    const message =
      'Ce créneau chevauche avec un autre rendez-vous (10:00-10:45). Veuillez choisir un autre horaire.';
    await expect(toast(page, message)).toBeVisible();
    await expect(dialog.getByRole('alert').filter({ hasText: message })).toBeVisible();
    // Nothing was lost: the dialog keeps the values; a free time goes through.
    await dialog
      .getByRole('region', { name: 'Type et horaire' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    await dialog.getByLabel('Heure de début').fill('10:45');
    await next(page);
    await next(page);
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expect(toast(page, 'Créneau libre créé le 08/12/2026 à 10:45')).toBeVisible();
  });

  test('clicking an empty slot pre-fills the date and time; a month day pre-fills 09:00', async ({
    page,
    request,
  }) => {
    await signInAsNewAccount(page, request);
    await page.goto('/agenda?view=week&date=2026-12-07');
    const dialog = wizard(page);
    // Wednesday 9 December, 15:00.
    const column = page.locator('.fc-timegrid-col[data-date="2026-12-09"]');
    const slot = page.locator('.fc-timegrid-slot-lane[data-time="15:00:00"]');
    await slot.scrollIntoViewIfNeeded();
    const columnBox = await column.boundingBox();
    const slotBox = await slot.boundingBox();
    if (!columnBox || !slotBox) throw new Error('calendar not laid out');
    await page.mouse.click(columnBox.x + columnBox.width / 2, slotBox.y + slotBox.height / 2);
    await expect(dialog).toContainText('Étape 1 sur 4');
    await next(page);
    await expect(dialog.getByLabel('Date')).toHaveValue('2026-12-09');
    await expect(dialog.getByLabel('Heure de début')).toHaveValue('15:00');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Mois', exact: true }).click();
    await page.locator('.fc-daygrid-day[data-date="2026-12-17"]').click();
    await next(page);
    await expect(dialog.getByLabel('Date')).toHaveValue('2026-12-17');
    await expect(dialog.getByLabel('Heure de début')).toHaveValue('09:00');
  });

  test('Planifier RDV from the patient list: banner, starts at step 2, toast with the name', async ({
    page,
    request,
  }) => {
    const api = await signInAsNewAccount(page, request);
    await createTypeViaApi(api, { name: 'Séance', durationMinutes: 45 });
    await createPatientViaApi(api, { firstName: 'Anaïs', lastName: 'Martin' });
    await page.goto('/patients');
    await page.getByRole('button', { name: 'Planifier RDV pour Anaïs Martin' }).click();
    const dialog = wizard(page);
    await expect(dialog).toContainText('Étape 2 sur 4');
    await expect(dialog).toContainText('Nouveau rendez-vous pour Anaïs Martin');
    await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance' });
    await dialog.getByLabel('Date').fill('2026-12-11');
    await dialog.getByLabel('Heure de début').fill('16:15');
    await next(page);
    await next(page);
    await expect(dialog.getByRole('region', { name: 'Patient' })).toContainText('Anaïs Martin');
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expect(
      toast(page, 'Rendez-vous créé pour Anaïs Martin le 11/12/2026 à 16:15'),
    ).toBeVisible();
  });
});

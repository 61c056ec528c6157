import { expect, test, type Locator, type Page } from '@playwright/test';
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

/**
 * Drags an event of the week view with the mouse until the moving copy shows `to` ('HH:mm') as
 * its start, as a person watching the time label would, then drops it.
 */
async function dragEvent(page: Page, event: Locator, to: string) {
  const box = await event.boundingBox();
  if (!box) throw new Error('calendar not laid out');
  const x = box.x + box.width / 2;
  let y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const mirror = page.locator('.fc-event-mirror');
  for (let step = 0; step < 200; step += 1) {
    y += 4;
    await page.mouse.move(x, y);
    const text = (await mirror.count()) > 0 ? await mirror.first().textContent() : '';
    if (text?.startsWith(`${to} - `)) break;
  }
  await page.mouse.up();
}

test.describe('agenda: calendar', () => {
  test('detail dialog, edit (Terminé turns the event green), delete with confirmation', async ({
    page,
    request,
  }) => {
    const api = await signInAsNewAccount(page, request);
    const typeId = await createTypeViaApi(api, { name: 'Bilan psychomoteur', durationMinutes: 45 });
    const patient = await createPatientViaApi(api, { firstName: 'Éloïse', lastName: 'Durand' });
    await seedAppointment(api, {
      appointmentTypeId: typeId,
      patientId: patient.id,
      start: '2026-12-08T09:00',
      end: '2026-12-08T09:45',
      location: 'Cabinet',
      notes: 'Première rencontre',
    });

    await page.goto('/agenda?view=week&date=2026-12-07');
    const event = calendarEvent(page, 'Éloïse Durand');
    await expect(event).toHaveClass(/agenda-event--scheduled/);
    await event.click();
    const detail = page.getByRole('dialog', { name: 'Bilan psychomoteur' });
    await expect(detail).toContainText('Éloïse Durand');
    await expect(detail).toContainText('Programmé');
    await expect(detail).toContainText('mardi 8 décembre 2026');
    await expect(detail).toContainText('09:00 - 09:45');
    await expect(detail).toContainText('Cabinet');
    await expect(detail).toContainText('Première rencontre');
    await expect(detail.getByRole('button', { name: 'Supprimer' })).toBeVisible();

    await detail.getByRole('button', { name: 'Modifier', exact: true }).click();
    await expect(detail).toContainText('Patient : Éloïse Durand');
    await detail.getByLabel('Fin').fill('08:30');
    await refusedWithFocusOn(detail, 'Enregistrer', 'Fin');
    await expect(detail.getByText("L'heure de fin doit être après l'heure de début")).toBeVisible();
    await detail.getByLabel('Fin').fill('17:30');
    await refusedWithFocusOn(detail, 'Enregistrer', 'Fin');
    await expect(detail.getByText('La durée ne peut pas dépasser 8 heures')).toBeVisible();
    await detail.getByLabel('Fin').fill('10:00');
    await detail.getByLabel('Statut').selectOption({ label: 'Terminé' });
    await detail.getByLabel('Présence').selectOption({ label: 'Présent' });
    await detail.getByLabel('Notes').fill('Bilan réalisé');
    await detail.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Rendez-vous modifié avec succès')).toBeVisible();
    await expect(detail).toContainText('Terminé');
    await expect(detail).toContainText('Présent');
    await expect(detail).toContainText('09:00 - 10:00');
    await expect(detail).toContainText('Bilan réalisé');
    await detail.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(detail).toHaveCount(0);
    await expect(event).toHaveClass(/agenda-event--completed/);
    await expect(event).toHaveCSS(
      'background-color',
      /rgb\(0, 1[0-9]{2}, [0-9]+\)|oklch\(0\.5 0\.13 155\)/,
    );
    await expect(event).toContainText('09:00 - 10:00');

    // Delete, after the spec's confirmation; cancelling keeps the appointment.
    await event.click();
    await detail.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer ce rendez-vous ?');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(detail).toBeVisible();
    await detail.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Rendez-vous supprimé avec succès')).toBeVisible();
    await expect(detail).toHaveCount(0);
    await expect(event).toHaveCount(0);
    await page.reload();
    await expect(periodTitle(page)).toHaveText('semaine du 7 au 13 déc. 2026');
    await expect(calendarEvent(page, 'Éloïse Durand')).toHaveCount(0);
  });

  test('filters by type and status, and Effacer', async ({ page, request }) => {
    const api = await signInAsNewAccount(page, request);
    const seance = await createTypeViaApi(api, { name: 'Séance' });
    const bilan = await createTypeViaApi(api, { name: 'Bilan' });
    const [a, b, c] = await Promise.all([
      createPatientViaApi(api, { firstName: 'Alice', lastName: 'Aubert' }),
      createPatientViaApi(api, { firstName: 'Bruno', lastName: 'Blanc' }),
      createPatientViaApi(api, { firstName: 'Chloé', lastName: 'Caron' }),
    ]);
    await seedAppointment(api, {
      appointmentTypeId: seance,
      patientId: a.id,
      start: '2026-12-08T09:00',
      end: '2026-12-08T09:45',
    });
    await seedAppointment(api, {
      appointmentTypeId: bilan,
      patientId: b.id,
      start: '2026-12-09T09:00',
      end: '2026-12-09T10:00',
      status: 'completed',
    });
    await seedAppointment(api, {
      appointmentTypeId: seance,
      patientId: c.id,
      start: '2026-12-10T09:00',
      end: '2026-12-10T09:45',
      status: 'cancelled',
    });

    await page.goto('/agenda?date=2026-12-08');
    for (const name of ['Alice Aubert', 'Bruno Blanc', 'Chloé Caron'])
      await expect(calendarEvent(page, name)).toBeVisible();
    await expect(calendarEvent(page, 'Chloé Caron')).toHaveClass(/agenda-event--cancelled/);
    await expect(calendarEvent(page, 'Chloé Caron')).toHaveCSS('opacity', '0.6');

    await page.getByRole('button', { name: 'Filtres' }).click();
    const filters = page.getByRole('dialog', { name: "Filtres de l'agenda" });
    await filters.getByLabel('Bilan').check();
    await expect(calendarEvent(page, 'Bruno Blanc')).toBeVisible();
    await expect(calendarEvent(page, 'Alice Aubert')).toHaveCount(0);
    await expect(calendarEvent(page, 'Chloé Caron')).toHaveCount(0);
    await filters.getByLabel('Bilan').uncheck();
    await filters.getByLabel('Annulé').check();
    await expect(calendarEvent(page, 'Chloé Caron')).toBeVisible();
    await expect(calendarEvent(page, 'Alice Aubert')).toHaveCount(0);
    await filters.getByLabel('Programmé').check();
    await expect(calendarEvent(page, 'Alice Aubert')).toBeVisible();
    await expect(calendarEvent(page, 'Bruno Blanc')).toHaveCount(0);
    await filters.getByRole('button', { name: 'Effacer' }).click();
    for (const name of ['Alice Aubert', 'Bruno Blanc', 'Chloé Caron'])
      await expect(calendarEvent(page, name)).toBeVisible();
    await expect(filters.getByLabel('Annulé')).not.toBeChecked();
  });

  test("a busy day of the month shows its first three events and '+N en plus', which opens the day", async ({
    page,
    request,
  }) => {
    const api = await signInAsNewAccount(page, request);
    const typeId = await createTypeViaApi(api, { name: 'Séance', durationMinutes: 45 });
    const names = [
      'Anaïs Arnaud',
      'Basile Bonnet',
      'Capucine Colin',
      'Damien Dumas',
      'Élise Euvrard',
    ];
    const patients = await Promise.all(
      names.map((name) => {
        const [firstName = '', lastName = ''] = name.split(' ');
        return createPatientViaApi(api, { firstName, lastName });
      }),
    );
    for (const [index, patient] of patients.entries()) {
      const hour = String(8 + index).padStart(2, '0');
      await seedAppointment(api, {
        appointmentTypeId: typeId,
        patientId: patient.id,
        start: `2026-12-08T${hour}:00`,
        end: `2026-12-08T${hour}:45`,
      });
    }
    // The next day has one event: no '+N en plus' there.
    await seedAppointment(api, {
      appointmentTypeId: typeId,
      patientId: null,
      start: '2026-12-09T10:00',
      end: '2026-12-09T10:45',
    });

    await page.goto('/agenda?date=2026-12-08');
    await expect(periodTitle(page)).toHaveText('décembre 2026');
    for (const name of names.slice(0, 3)) await expect(calendarEvent(page, name)).toBeVisible();
    for (const name of names.slice(3)) await expect(calendarEvent(page, name)).toHaveCount(0);
    await expect(calendarEvent(page, 'Créneau libre')).toBeVisible();
    const more = page.getByRole('button', { name: /en plus/ });
    await expect(more).toHaveCount(1);
    await expect(more).toHaveText('+2 en plus');
    await expect(more).toHaveAccessibleName(
      '+2 en plus : voir tous les rendez-vous du mardi 8 décembre',
    );

    await more.click();
    await expect(periodTitle(page)).toHaveText('mardi 8 décembre 2026');
    await expect(page).toHaveURL(/view=day&date=2026-12-08/);
    for (const name of names) await expect(calendarEvent(page, name)).toBeVisible();

    // From the keyboard too: back to the month ('m'), then Enter on the link.
    await page.keyboard.press('m');
    await expect(periodTitle(page)).toHaveText('décembre 2026');
    await page.getByRole('button', { name: /en plus/ }).focus();
    await page.keyboard.press('Enter');
    await expect(periodTitle(page)).toHaveText('mardi 8 décembre 2026');
  });

  test('drag and drop moves an event in week view; a refused move snaps back with the overlap message', async ({
    page,
    request,
  }) => {
    const api = await signInAsNewAccount(page, request);
    const typeId = await createTypeViaApi(api, { name: 'Séance' });
    const lea = await createPatientViaApi(api, { firstName: 'Léa', lastName: 'Bernard' });
    const tom = await createPatientViaApi(api, { firstName: 'Tom', lastName: 'Petit' });
    await seedAppointment(api, {
      appointmentTypeId: typeId,
      patientId: lea.id,
      start: '2026-12-08T09:00',
      end: '2026-12-08T09:45',
    });
    await seedAppointment(api, {
      appointmentTypeId: typeId,
      patientId: tom.id,
      start: '2026-12-08T14:00',
      end: '2026-12-08T14:45',
    });

    // The whole day from 07:00 to 21:00 on screen, so that the mouse reaches every slot.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto('/agenda?view=week&date=2026-12-08');
    const event = calendarEvent(page, 'Léa Bernard');
    await expect(event).toContainText('09:00 - 09:45');
    await dragEvent(page, event, '11:00');
    await expect(toast(page, 'Rendez-vous modifié avec succès')).toBeVisible();
    await page.reload();
    await expect(calendarEvent(page, 'Léa Bernard')).toContainText('11:00 - 11:45');

    await dragEvent(page, calendarEvent(page, 'Léa Bernard'), '14:00');
    await expect(
      toast(
        page,
        'Ce créneau chevauche avec un autre rendez-vous (14:00-14:45). Veuillez choisir un autre horaire.',
      ),
    ).toBeVisible();
    await expect(calendarEvent(page, 'Léa Bernard')).toContainText('11:00 - 11:45');
    await page.reload();
    await expect(calendarEvent(page, 'Léa Bernard')).toContainText('11:00 - 11:45');
  });

  test('keyboard shortcuts, not while typing', async ({ page, request }) => {
    await signInAsNewAccount(page, request);
    await page.goto('/agenda?date=2026-12-08');
    const title = periodTitle(page);
    await expect(title).toHaveText('décembre 2026');
    await page.keyboard.press('w');
    await expect(title).toHaveText('semaine du 7 au 13 déc. 2026');
    await page.keyboard.press('ArrowRight');
    await expect(title).toHaveText('semaine du 14 au 20 déc. 2026');
    await page.keyboard.press('d');
    await expect(title).toHaveText('mardi 15 décembre 2026');
    await page.keyboard.press('ArrowLeft');
    await expect(title).toHaveText('lundi 14 décembre 2026');
    await page.keyboard.press('m');
    await expect(title).toHaveText('décembre 2026');
    await page.keyboard.press('ArrowRight');
    await expect(title).toHaveText('janvier 2027');
    await page.keyboard.press('t');
    const thisMonth = new Intl.DateTimeFormat('fr-FR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(new Date());
    await expect(title).toHaveText(thisMonth);

    // Typing in a field keeps its keys.
    await page.getByLabel('Aller à la date').focus();
    await page.keyboard.press('w');
    await page.keyboard.press('n');
    await expect(page.getByRole('button', { name: 'Mois', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(wizard(page)).toHaveCount(0);

    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('n');
    const dialog = wizard(page);
    await expect(dialog).toContainText('Étape 1 sur 4');
    await dialog.getByLabel('Rechercher un patient').fill('nm');
    await expect(dialog.getByLabel('Rechercher un patient')).toHaveValue('nm');
    await expect(title).toHaveText(thisMonth);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test("failures without a server message show the action's own text", async ({
    page,
    request,
  }) => {
    const api = await signInAsNewAccount(page, request);
    const typeId = await createTypeViaApi(api, { name: 'Séance' });
    await seedAppointment(api, {
      appointmentTypeId: typeId,
      start: '2026-12-08T09:00',
      end: '2026-12-08T09:45',
    });
    // A gateway answering in place of the server: no JSON error body.
    await page.route('**/api/v1/appointments**', (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({ status: 502, body: '' }),
    );
    await page.route('**/api/v1/appointment-types', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 502, body: '' })
        : route.fallback(),
    );
    await page.goto('/agenda?view=week&date=2026-12-07');

    await calendarEvent(page, 'Créneau libre').click();
    const detail = page.getByRole('dialog', { name: 'Séance' });
    await detail.getByRole('button', { name: 'Modifier', exact: true }).click();
    await detail.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Erreur lors de la modification')).toBeVisible();
    await expect(
      detail.getByRole('alert').filter({ hasText: 'Erreur lors de la modification' }),
    ).toBeVisible();
    await detail.getByRole('button', { name: 'Annuler' }).click();
    await detail.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Erreur lors de la suppression du rendez-vous')).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();
    await detail.getByRole('button', { name: 'Fermer' }).first().click();

    await page.getByRole('button', { name: 'Nouveau RDV' }).click();
    const dialog = wizard(page);
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByRole('button', { name: 'Nouveau type' }).click();
    const quick = page.getByRole('dialog', { name: 'Nouveau type de séance' });
    await quick.getByLabel('Nom').fill('Bilan');
    await quick.getByRole('button', { name: 'Créer le type' }).click();
    await expect(toast(page, 'Erreur lors de la création du type de séance')).toBeVisible();
    await quick.getByRole('button', { name: 'Annuler' }).click();
    await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance' });
    await dialog.getByLabel('Date').fill('2026-12-09');
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
    await expect(toast(page, 'Erreur lors de la création du rendez-vous')).toBeVisible();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Erreur lors de la création du rendez-vous' }),
    ).toBeVisible();
  });

  test('a load failure shows Erreur de chargement and the message', async ({ page, request }) => {
    await signInAsNewAccount(page, request);
    await page.route('**/api/v1/appointments?*', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Le serveur est indisponible' } },
      }),
    );
    await page.goto('/agenda');
    const alert = page.getByRole('main').getByText('Erreur de chargement');
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Le serveur est indisponible')).toBeVisible();
  });
});

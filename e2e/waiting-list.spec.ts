import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { calendarEvent, createTypeViaApi, wizard } from './support/agenda';
import { createAppointmentViaApi, createPatientViaApi, daysFromNow } from './support/patients';
import { toast } from './support/settings';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const frenchDay = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** 'HH:MM' in the browser's zone (Europe/Paris), whatever the runner's zone. */
const parisTime = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);

/** Next Tuesday (never today), at the given hour of the runner's zone. */
function nextTuesday(hour: number): Date {
  const today = new Date().getDay();
  const ahead = (2 - today + 7) % 7 || 7;
  return daysFromNow(ahead, hour);
}

test('a cancelled Tuesday-morning slot is proposed to the patient waiting for Tuesday mornings, and booking takes them off the list', async ({
  page,
  request,
}) => {
  await signInAsNewAccount(page, request);
  await createTypeViaApi(page.request, { name: 'Séance de rééducation', durationMinutes: 45 });
  const typeId = await createTypeViaApi(page.request, {
    name: 'Bilan orthophonique',
    durationMinutes: 45,
  });
  await createPatientViaApi(page.request, { firstName: 'Zoé', lastName: 'Attente' });
  const hugo = await createPatientViaApi(page.request, { firstName: 'Hugo', lastName: 'Annule' });
  // 09:00 in the runner's zone: a Tuesday morning in Paris too (09:00 to 10:00 there).
  const tuesday = nextTuesday(9);
  const start = parisTime(tuesday);
  const end = parisTime(new Date(tuesday.getTime() + 45 * 60_000));
  await createAppointmentViaApi(page.request, {
    patientId: hugo.id,
    appointmentTypeId: typeId,
    startsAt: tuesday,
  });

  await page.goto(`/agenda?view=week&date=${isoDay(tuesday)}`);

  // Zoé waits for a Tuesday morning.
  await page.getByRole('button', { name: "Liste d'attente" }).click();
  const panel = page.getByRole('dialog', { name: "Liste d'attente" });
  await expect(panel.getByText("Aucun patient en liste d'attente")).toBeVisible();
  await panel.getByRole('button', { name: "Ajouter à la liste d'attente" }).click();
  await expect(panel.getByText('Veuillez sélectionner un patient')).toBeVisible();
  await expect(panel.getByText('Choisissez au moins un jour')).toBeVisible();
  await panel.getByLabel('Rechercher un patient').fill('Zoé');
  await panel.getByRole('button', { name: /Zoé Attente/ }).click();
  await panel.getByRole('checkbox', { name: 'Mardi' }).check();
  await expect(panel.getByLabel('Moment de la journée')).toHaveValue('morning');
  await expect(panel.getByLabel('Disponible à partir de')).toHaveValue('08:00');
  await expect(panel.getByLabel("Disponible jusqu'à")).toHaveValue('12:00');
  await panel.getByLabel('Note sur la demande').fill('Libre dès 8 h, préfère le mardi');
  await panel.getByRole('button', { name: "Ajouter à la liste d'attente" }).click();
  await expect(toast(page, "Patient ajouté à la liste d'attente")).toBeVisible();
  const waiting = panel.getByRole('list', { name: "Patients en liste d'attente" });
  await expect(waiting).toContainText('Zoé Attente');
  await expect(waiting).toContainText('Mardi · 08:00–12:00');
  await expect(waiting).toContainText('Libre dès 8 h, préfère le mardi');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // Hugo's Tuesday-morning appointment is cancelled: the slot is offered to Zoé.
  await calendarEvent(page, 'Hugo Annule').click();
  const detail = page
    .getByRole('dialog')
    .filter({ hasText: /Détail du rendez-vous|Modifier le rendez-vous/ });
  await detail.getByRole('button', { name: 'Modifier' }).click();
  await detail.getByLabel('Statut').selectOption({ label: 'Annulé' });
  await detail.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Rendez-vous modifié avec succès')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);

  const freed = page.getByRole('region', { name: 'Créneau libéré' });
  await expect(freed).toContainText('Zoé Attente', { timeout: 15_000 });
  await expect(freed).toContainText(`${start} - ${end}`);
  await freed.getByRole('button', { name: 'Proposer ce créneau' }).click();

  // The appointment dialog opens with Zoé and the freed slot.
  const dialog = wizard(page);
  await expect(dialog).toContainText('Étape 2 sur 4', { timeout: 15_000 });
  await expect(dialog).toContainText('Nouveau rendez-vous pour Zoé Attente');
  await expect(dialog.getByLabel('Date')).toHaveValue(isoDay(tuesday));
  await expect(dialog.getByLabel('Heure de début')).toHaveValue(start);
  await dialog.getByLabel('Type de séance').selectOption({ label: 'Bilan orthophonique' });
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await dialog.getByRole('button', { name: 'Créer le rendez-vous' }).click();
  await expect(
    toast(page, `Rendez-vous créé pour Zoé Attente le ${frenchDay(tuesday)} à ${start}`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(calendarEvent(page, 'Zoé Attente')).toContainText(`${start} - ${end}`);

  // Zoé is no longer waiting.
  await expect(freed).toHaveCount(0);
  await page.getByRole('button', { name: "Liste d'attente" }).click();
  await expect(panel.getByText("Aucun patient en liste d'attente")).toBeVisible();
  await expect(panel).not.toContainText('Zoé Attente');
});

test('a deleted appointment frees its slot for the waiting patients too', async ({
  page,
  request,
}) => {
  await signInAsNewAccount(page, request);
  const typeId = await createTypeViaApi(page.request, {
    name: 'Séance de rééducation',
    durationMinutes: 45,
  });
  const waiting = await createPatientViaApi(page.request, {
    firstName: 'Inès',
    lastName: 'Patiente',
  });
  const other = await createPatientViaApi(page.request, {
    firstName: 'Paul',
    lastName: 'Supprime',
  });
  const added = await page.request.post('/api/v1/waiting-list', {
    data: { patientId: waiting.id, weekdays: [2], timeFrom: '08:00', timeTo: '12:00' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const tuesday = nextTuesday(9);
  await createAppointmentViaApi(page.request, {
    patientId: other.id,
    appointmentTypeId: typeId,
    startsAt: tuesday,
  });

  await page.goto(`/agenda?view=week&date=${isoDay(tuesday)}`);
  await calendarEvent(page, 'Paul Supprime').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Rendez-vous supprimé avec succès')).toBeVisible();

  const freed = page.getByRole('region', { name: 'Créneau libéré' });
  await expect(freed).toContainText('Inès Patiente', { timeout: 15_000 });
  await expect(freed.getByRole('button', { name: 'Proposer ce créneau' })).toHaveCount(1);
  await freed.getByRole('button', { name: 'Ignorer' }).click();
  await expect(freed).toHaveCount(0);
});

test("a waiting patient's request is edited: other days, other hours, a new note", async ({
  page,
  request,
}) => {
  await signInAsNewAccount(page, request);
  const patient = await createPatientViaApi(page.request, {
    firstName: 'Lina',
    lastName: 'Modifie',
  });
  const added = await page.request.post('/api/v1/waiting-list', {
    data: {
      patientId: patient.id,
      weekdays: [2],
      timeFrom: '08:00',
      timeTo: '12:00',
      note: 'Le mardi',
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/agenda');
  await page.getByRole('button', { name: "Liste d'attente" }).click();
  const panel = page.getByRole('dialog', { name: "Liste d'attente" });
  const waiting = panel.getByRole('list', { name: "Patients en liste d'attente" });
  await expect(waiting).toContainText('Mardi · 08:00–12:00');
  await waiting.getByRole('button', { name: 'Modifier Lina Modifie' }).click();

  await expect(panel.getByRole('heading', { name: 'Modifier la demande' })).toBeFocused();
  await expect(panel.getByLabel('Rechercher un patient')).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: 'Mardi' })).toBeChecked();
  await expect(panel.getByLabel('Moment de la journée')).toHaveValue('morning');
  await expect(panel.getByLabel('Note sur la demande')).toHaveValue('Le mardi');
  await panel.getByRole('checkbox', { name: 'Mardi' }).uncheck();
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByText('Choisissez au moins un jour')).toBeVisible();

  await panel.getByRole('checkbox', { name: 'Jeudi' }).check();
  await expect(panel.getByText('Choisissez au moins un jour')).toHaveCount(0);
  await panel.getByRole('checkbox', { name: 'Vendredi' }).check();
  await panel.getByLabel('Moment de la journée').selectOption({ label: 'Après-midi' });
  await panel.getByLabel('Note sur la demande').fill('Plutôt en fin de semaine');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, "Liste d'attente mise à jour")).toBeVisible();
  await expect(waiting).toContainText('Jeudi, vendredi · 12:00–20:00');
  await expect(waiting).toContainText('Plutôt en fin de semaine');
  await expect(waiting).not.toContainText('Le mardi');
  // Back to adding a patient.
  await expect(panel.getByRole('heading', { name: "Ajouter à la liste d'attente" })).toBeVisible();
  await expect(panel.getByLabel('Rechercher un patient')).toBeVisible();
});

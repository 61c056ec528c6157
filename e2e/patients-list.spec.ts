import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInAsNewAccount, signInThroughPage } from './support/accounts';
import {
  createAppointmentTypeViaApi,
  createAppointmentViaApi,
  createPatientViaApi,
  daysFromNow,
  uploadPatientDocumentViaApi,
} from './support/patients';
import { samplePdf } from './support/settings';

/** 'dd/MM' or 'dd/MM/yy' of an instant, in the browser's time zone (fr-FR, Europe/Paris). */
function day(date: Date, withYear: boolean): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return withYear
    ? `${get('day')}/${get('month')}/${get('year')}`
    : `${get('day')}/${get('month')}`;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Patients' }).getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function expectCards(page: Page, names: string[]) {
  await expect(cards(page)).toHaveCount(names.length);
  for (const name of names) await expect(card(page, name)).toBeVisible();
}

const ALL = ['Éloïse Durand', 'Marc Lefèvre', 'Anaïs Martin', 'Jean Moreau'];

test.describe('patient list', () => {
  test('empty list, then search, filters, views, open and schedule', async ({ page, request }) => {
    await signInAsNewAccount(page, request);

    await page.goto('/patients');
    await expect(page.getByRole('heading', { level: 2, name: 'Mes Patients' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aucun patient' })).toBeVisible();
    await page.getByRole('button', { name: 'Créer un patient' }).click();
    const wizard = page.getByRole('dialog', { name: 'Nouveau patient' });
    await expect(wizard).toBeVisible();
    await wizard.getByRole('button', { name: 'Annuler' }).click();
    await expect(wizard).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Importer CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nouveau patient' })).toBeVisible();

    // Seed: a future bilan (in progress, next appointment), a past session (to do, last
    // appointment), a past bilan with a bilan document (done), and nothing at all.
    const api = page.request;
    const bilanType = await createAppointmentTypeViaApi(api, 'Bilan psychomoteur', 60);
    const sessionType = await createAppointmentTypeViaApi(api, 'Séance', 45);
    const eloise = await createPatientViaApi(
      api,
      {
        firstName: 'Éloïse',
        lastName: 'Durand',
        civilite: 'Mme',
        gender: 'Féminin',
        dateOfBirth: '2015-03-21',
      },
      {
        representatives: [
          {
            firstName: 'Claire',
            lastName: 'Durand',
            relation: 'mother',
            email: 'claire.durand@exemple.fr',
            phone: '0601020304',
            isPrimary: true,
          },
        ],
      },
    );
    const marc = await createPatientViaApi(api, { firstName: 'Marc', lastName: 'Lefèvre' });
    const anais = await createPatientViaApi(api, {
      firstName: 'Anaïs',
      lastName: 'Martin',
      civilite: 'Mme',
      gender: 'Féminin',
    });
    await createPatientViaApi(api, { firstName: 'Jean', lastName: 'Moreau' });
    const nextBilan = daysFromNow(5, 10);
    await createAppointmentViaApi(api, {
      patientId: eloise.id,
      appointmentTypeId: bilanType,
      startsAt: nextBilan,
      minutes: 60,
    });
    const lastSession = daysFromNow(-3, 14);
    await createAppointmentViaApi(api, {
      patientId: marc.id,
      appointmentTypeId: sessionType,
      startsAt: lastSession,
    });
    await createAppointmentViaApi(api, {
      patientId: anais.id,
      appointmentTypeId: bilanType,
      startsAt: daysFromNow(-10, 9),
      minutes: 60,
    });
    await uploadPatientDocumentViaApi(api, anais.id, {
      name: 'Bilan initial.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(),
    });

    await page.reload();
    await expectCards(page, ALL);
    await expect(page.getByText('1–4 sur 4 patients')).toBeVisible();
    const eloiseCard = card(page, 'Éloïse Durand');
    await expect(eloiseCard.getByText('En cours')).toBeVisible();
    await expect(eloiseCard.getByText(day(nextBilan, false), { exact: true })).toBeVisible();
    await expect(card(page, 'Marc Lefèvre').getByText('À faire')).toBeVisible();
    await expect(
      card(page, 'Marc Lefèvre').getByText(
        day(new Date(lastSession.getTime() + 45 * 60_000), false),
        { exact: true },
      ),
    ).toBeVisible();
    await expect(card(page, 'Anaïs Martin').getByText('Terminé')).toBeVisible();
    await expect(card(page, 'Jean Moreau').getByText('—')).toHaveCount(3);

    // Search: accent- and case-insensitive, partial, first or last name, from 2 characters.
    const search = page.getByPlaceholder('Rechercher un patient (nom, prénom)...');
    await search.fill('eloise');
    await expectCards(page, ['Éloïse Durand']);
    await expect(page).toHaveURL(/search=eloise/);
    await search.fill('e');
    await expect(page.getByText('La recherche commence à partir de 2 caractères.')).toBeVisible();
    await expectCards(page, ALL);
    await search.fill('LEFE');
    await expectCards(page, ['Marc Lefèvre']);
    await search.fill('mar');
    await expectCards(page, ['Marc Lefèvre', 'Anaïs Martin']);
    await page.getByRole('button', { name: 'Réinitialiser', exact: true }).click();
    await expect(search).toHaveValue('');
    await expectCards(page, ALL);
    await expect(page.getByRole('button', { name: 'Réinitialiser', exact: true })).toHaveCount(0);

    // Filters.
    const bilan = page.getByLabel('Bilan', { exact: true });
    const next = page.getByLabel('Prochain RDV', { exact: true });
    await bilan.selectOption({ label: 'En cours' });
    await expectCards(page, ['Éloïse Durand']);
    await bilan.selectOption({ label: 'Terminé' });
    await expectCards(page, ['Anaïs Martin']);
    await bilan.selectOption({ label: 'À faire' });
    await expectCards(page, ['Marc Lefèvre', 'Jean Moreau']);
    await page.getByRole('button', { name: 'Réinitialiser', exact: true }).click();
    await expectCards(page, ALL);
    await next.selectOption({ label: 'A un prochain RDV' });
    await expectCards(page, ['Éloïse Durand']);
    await next.selectOption({ label: 'Aucun RDV prévu' });
    await expectCards(page, ['Marc Lefèvre', 'Anaïs Martin', 'Jean Moreau']);

    // Filtered-empty, and the filters survive a reload (they live in the address).
    await bilan.selectOption({ label: 'En cours' });
    await expect(page.getByRole('heading', { name: 'Aucun résultat' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Aucun résultat' })).toBeVisible();
    await expect(bilan).toHaveValue('inprogress');
    await expect(next).toHaveValue('no');
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expectCards(page, ALL);
    await expect(bilan).toHaveValue('all');

    // Table view, remembered on this browser.
    await page.getByRole('button', { name: 'Liste' }).click();
    const table = page.getByRole('table', { name: 'Patients' });
    await expect(table).toBeVisible();
    const eloiseRow = table.getByRole('row').filter({ hasText: 'Éloïse Durand' });
    await expect(eloiseRow).toContainText('En cours');
    await expect(eloiseRow).toContainText(day(nextBilan, true));
    await page.goto('/patients');
    await expect(page.getByRole('table', { name: 'Patients' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Cartes' }).click();
    await expectCards(page, ALL);

    // Planifier RDV opens the appointment dialog with the patient chosen.
    await card(page, 'Marc Lefèvre')
      .getByRole('button', { name: 'Planifier RDV pour Marc Lefèvre' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Nouveau rendez-vous pour');
    await expect(dialog).toContainText('Marc Lefèvre');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Ouvrir goes to the record.
    await card(page, 'Éloïse Durand')
      .getByRole('link', { name: 'Ouvrir le dossier de Éloïse Durand' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/patients/${eloise.id}$`));
  });

  test('a failing list shows the error and Réessayer reloads it', async ({ page, request }) => {
    await signInAsNewAccount(page, request);
    await createPatientViaApi(page.request, { firstName: 'Lucie', lastName: 'Bernard' });

    let isFailing = true;
    await page.route(/\/api\/v1\/patients(\?|$)/, async (route) => {
      if (isFailing && route.request().method() === 'GET') {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'UNAVAILABLE', message: 'Service momentanément indisponible' },
          }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/patients');
    // Six skeleton cards while the list loads (its retries included).
    await expect(page.getByRole('status', { name: 'Chargement des patients' })).toBeVisible();
    await expect(page.getByTestId('patient-skeleton')).toHaveCount(6);
    // The list call is retried 3 times (1 s, 2 s, 4 s) before the error shows.
    const alert = page.getByRole('alert').filter({ hasText: 'Erreur de chargement' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('Impossible de charger la liste des patients');
    await expect(alert).toContainText('Service momentanément indisponible');
    isFailing = false;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expectCards(page, ['Lucie Bernard']);
  });

  test("another practitioner's patients are not listed", async ({ page, request, browser }) => {
    const owner = await createConfirmedAccount(request);
    const other = await createConfirmedAccount(request, { firstName: 'Paul', lastName: 'Girard' });
    await signInThroughPage(page, owner.email);
    await createPatientViaApi(page.request, { firstName: 'Inès', lastName: 'Privée' });
    await page.goto('/patients');
    await expectCards(page, ['Inès Privée']);

    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signInThroughPage(otherPage, other.email);
    await otherPage.goto('/patients?search=ines');
    await expect(otherPage.getByRole('heading', { name: 'Aucun résultat' })).toBeVisible();
    await otherPage.goto('/patients');
    await expect(otherPage.getByRole('heading', { name: 'Aucun patient' })).toBeVisible();
    await otherContext.close();
  });

  test('pages of 50 with Précédent and Suivant', async ({ page, request }) => {
    await signInAsNewAccount(page, request);
    const names = Array.from({ length: 53 }, (_, i) => `Patient${String(i + 1).padStart(2, '0')}`);
    for (let i = 0; i < names.length; i += 10) {
      await Promise.all(
        names
          .slice(i, i + 10)
          .map((lastName) => createPatientViaApi(page.request, { firstName: 'Test', lastName })),
      );
    }
    await page.goto('/patients');
    await expect(page.getByText('1–50 sur 53 patients')).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
    await expect(card(page, 'Test Patient01')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText('51–53 sur 53 patients')).toBeVisible();
    await expectCards(page, ['Test Patient51', 'Test Patient52', 'Test Patient53']);
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await page.reload();
    await expect(page.getByText('51–53 sur 53 patients')).toBeVisible();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await expect(page.getByText('1–50 sur 53 patients')).toBeVisible();
  });
});

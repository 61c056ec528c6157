import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInThroughPage } from './support/accounts';
import {
  createAppointmentTypeViaApi,
  createAppointmentViaApi,
  createPatientViaApi,
  daysFromNow,
} from './support/patients';
import { toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

const LONG_NOTES = `${'Suivi attentif de la motricité fine, progrès réguliers. '.repeat(6)}FIN-DES-NOTES`;

async function seedRecord(page: Page) {
  const reason = await page.request.post('/api/v1/consultation-reasons', {
    data: { label: 'Troubles de la motricité' },
  });
  expect(reason.status()).toBe(201);
  const other = await page.request.post('/api/v1/consultation-reasons', {
    data: { label: 'Dyspraxie' },
  });
  expect(other.status()).toBe(201);
  const reasonId = ((await reason.json()) as { id: string }).id;
  return createPatientViaApi(
    page.request,
    {
      firstName: 'Éloïse',
      lastName: 'Durand',
      dateOfBirth: '2015-03-21',
      civilite: 'Mme',
      gender: 'Féminin',
      email: 'eloise.durand@exemple.fr',
      phoneNumber: '0612345678',
      addressNumber: '12',
      addressStreet: 'rue des Lilas',
      postalCode: '69003',
      city: 'Lyon',
      notes: LONG_NOTES,
      consultationReasonId: reasonId,
    },
    {
      representatives: [
        {
          firstName: 'Claire',
          lastName: 'Durand',
          relation: 'mother',
          email: 'claire.durand@exemple.fr',
          phone: '0611223344',
          isPrimary: true,
        },
      ],
      goals: [
        {
          title: 'Améliorer le graphisme',
          description: 'Tenue du crayon',
          priority: 'high',
          progressPercentage: 40,
        },
        { title: 'Équilibre', description: 'Tenir sur un pied 10 secondes', priority: 'low' },
      ],
      parcours: 'bilan',
    },
  );
}

function tab(page: Page, name: string) {
  return page
    .getByRole('tablist', { name: 'Dossier du patient' })
    .getByRole('tab', { name, exact: true });
}

test.describe('patient record', () => {
  let patientId: string;

  test.beforeEach(async ({ page, request }) => {
    const account = await createConfirmedAccount(request);
    await signInThroughPage(page, account.email);
    patientId = (await seedRecord(page)).id;
    await page.goto(`/patients/${patientId}`);
    await expect(page.getByRole('heading', { level: 2, name: /Éloïse Durand/ })).toBeVisible();
  });

  test('header, tabs by click and by arrow keys, tab kept in the address', async ({ page }) => {
    const header = page.locator('header').filter({ hasText: 'Retour aux patients' });
    await expect(header.getByText('Mineur', { exact: true })).toBeVisible();
    await expect(header.getByText('Actif', { exact: true })).toBeVisible();
    await expect(header.getByText(/\d+ ans · Féminin/)).toBeVisible();
    await expect(header.getByText('Troubles de la motricité')).toBeVisible();
    await expect(header.getByText('Lyon')).toBeVisible();
    await expect(header.getByRole('link', { name: /Appeler/ })).toHaveAttribute(
      'href',
      'tel:0612345678',
    );
    await expect(header.getByRole('link', { name: /Écrire à/ })).toHaveAttribute(
      'href',
      'mailto:eloise.durand@exemple.fr',
    );
    await expect(page.getByText('ÉD', { exact: true })).toBeVisible();

    await expect(tab(page, 'Synthèse')).toHaveAttribute('aria-selected', 'true');
    for (const [name, param] of [
      ['Rendez-vous', 'rendez-vous'],
      ['Objectifs', 'objectifs'],
      ['Documents', 'documents'],
      ['Notes', 'notes'],
      ['Instructions', 'instructions'],
      ["Journal d'accès", 'journal'],
      ['Synthèse', 'synthese'],
    ] as const) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`tab=${param}`));
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }

    await tab(page, 'Synthèse').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Rendez-vous')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Rendez-vous')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Objectifs')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Rendez-vous')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab(page, "Journal d'accès")).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 'Synthèse')).toHaveAttribute('aria-selected', 'true');

    // The tab survives a reload.
    await tab(page, 'Notes').click();
    await page.reload();
    await expect(tab(page, 'Notes')).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('link', { name: 'Retour aux patients' }).click();
    await expect(page).toHaveURL(/\/patients$/);
  });

  test('welcome tip is dismissed for good', async ({ page }) => {
    const tip = page.getByRole('region', { name: 'Bienvenue dans le dossier patient' });
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'Masquer l’astuce' }).click();
    await expect(tip).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /Éloïse Durand/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Bienvenue dans le dossier patient' }),
    ).toBeHidden();
  });

  test('personal information: required messages, clearing on edit, save and failure', async ({
    page,
  }) => {
    const card = page.getByRole('region', { name: 'Informations personnelles' });
    await expect(card.getByText('12 rue des Lilas, 69003 Lyon')).toBeVisible();
    await card.getByRole('button', { name: 'Modifier les informations personnelles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier les informations' });
    await dialog.getByLabel('Prénom', { exact: true }).fill('');
    await dialog.getByLabel('Nom', { exact: true }).fill('');
    await dialog.getByLabel('Date de naissance').fill('');
    await refusedWithFocusOn(dialog, 'Enregistrer', 'Prénom');
    await expect(dialog.getByText('Le prénom est requis')).toBeVisible();
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await expect(dialog.getByText('La date de naissance est requise')).toBeVisible();

    // Each message goes as soon as its field is edited.
    await dialog.getByLabel('Prénom', { exact: true }).fill('Éloïse-Marie');
    await expect(dialog.getByText('Le prénom est requis')).toBeHidden();
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await dialog.getByLabel('Nom', { exact: true }).fill('  Durand-Petit ');
    await dialog.getByLabel('Date de naissance').fill('2015-03-21');
    await dialog.getByLabel('Ville').fill('Villeurbanne');
    await dialog.getByLabel('E-mail').fill('');

    // A server failure keeps the dialog open and says so.
    await page.route(`**/api/v1/patients/${patientId}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Panne' } } })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Erreur lors de la modification du patient')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.unroute(`**/api/v1/patients/${patientId}`);

    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Patient modifié avec succès')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 2, name: /Éloïse-Marie Durand-Petit/ }),
    ).toBeVisible();
    await expect(card.getByText('12 rue des Lilas, 69003 Villeurbanne')).toBeVisible();
    // The emptied e-mail is cleared, not kept.
    await expect(page.getByRole('link', { name: /Écrire à/ })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: /Éloïse-Marie Durand-Petit/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Écrire à/ })).toHaveCount(0);
  });

  test('representatives: add, edit, delete with their toasts', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Représentants légaux' });
    await expect(card.getByText('Claire Durand')).toBeVisible();
    await expect(card.getByText('Principal')).toBeVisible();

    await card.getByRole('button', { name: 'Ajouter' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter un représentant' });
    await dialog.getByLabel('Prénom').fill('Marc');
    await dialog.getByLabel('Nom', { exact: true }).fill('Durand');
    await dialog.getByLabel('Relation').selectOption('father');
    await dialog.getByLabel('E-mail').fill('marc.durand@exemple.fr');
    await dialog.getByLabel('Téléphone').fill('06 22 33 44 55');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(toast(page, 'Représentant ajouté avec succès')).toBeVisible();
    await expect(card.getByText('Marc Durand')).toBeVisible();

    await card.getByRole('button', { name: 'Modifier Marc Durand' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier le représentant' });
    await dialog.getByLabel('Prénom').fill('Marcel');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Représentant modifié avec succès')).toBeVisible();
    await expect(card.getByText('Marcel Durand')).toBeVisible();

    // Failures of each action.
    await page.route(`**/api/v1/patients/${patientId}/representatives**`, (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Panne' } } }),
    );
    await card.getByRole('button', { name: 'Ajouter' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un représentant' });
    await dialog.getByLabel('Prénom').fill('Léa');
    await dialog.getByLabel('Nom', { exact: true }).fill('Martin');
    await dialog.getByLabel('Relation').selectOption('guardian');
    await dialog.getByLabel('E-mail').fill('lea.martin@exemple.fr');
    await dialog.getByLabel('Téléphone').fill('0699887766');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(
      toast(page, "Erreur lors de l'ajout du représentant. Veuillez réessayer."),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    await card.getByRole('button', { name: 'Modifier Marcel Durand' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier le représentant' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, "Erreur lors de l'enregistrement du représentant")).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    await card.getByRole('button', { name: 'Supprimer Marcel Durand' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Supprimer le représentant' });
    await expect(
      confirm.getByText('Êtes-vous sûr de vouloir supprimer ce représentant ?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Erreur lors de la suppression du représentant')).toBeVisible();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await page.unroute(`**/api/v1/patients/${patientId}/representatives**`);

    await card.getByRole('button', { name: 'Supprimer Marcel Durand' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Supprimer le représentant' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Représentant supprimé avec succès')).toBeVisible();
    await expect(card.getByText('Marcel Durand')).toBeHidden();
    await expect(card.getByText('Claire Durand')).toBeVisible();
  });

  test('consultation reason: change, create one on the spot, failure', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Motif de consultation' });
    await card.getByLabel('Changer le motif').selectOption({ label: 'Dyspraxie' });
    await expect(toast(page, 'Motif de consultation mis à jour')).toBeVisible();
    await expect(page.locator('header').getByText('Dyspraxie')).toBeVisible();

    await card.getByRole('button', { name: 'Nouveau motif' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau motif de consultation' });
    await dialog.getByLabel('Libellé').fill('Retard de langage');
    await dialog.getByRole('button', { name: 'Créer le motif' }).click();
    await expect(toast(page, 'Motif de consultation mis à jour')).toBeVisible();
    await expect(card.getByLabel('Changer le motif')).toHaveValue(/.+/);
    await expect(page.locator('header').getByText('Retard de langage')).toBeVisible();

    await page.route(`**/api/v1/patients/${patientId}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Panne' } } })
        : route.fallback(),
    );
    await card.getByLabel('Changer le motif').selectOption({ label: 'Aucun motif' });
    await expect(toast(page, 'Erreur lors de la mise à jour')).toBeVisible();
  });

  test('parcours: inline edit, cancel, save with history, failure', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Parcours de soin' });
    await expect(card.getByText('Bilan uniquement')).toBeVisible();

    await card.getByRole('button', { name: 'Modifier le parcours' }).click();
    await card.getByLabel('Suivi uniquement').check();
    await card.getByRole('button', { name: 'Annuler' }).click();
    await expect(card.getByText('Bilan uniquement')).toBeVisible();

    await card.getByRole('button', { name: 'Modifier le parcours' }).click();
    await card.getByLabel('Bilan + Suivi').check();
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Parcours mis à jour : Bilan + Suivi')).toBeVisible();
    await expect(card.getByText('Bilan + Suivi')).toBeVisible();
    const history = card.getByRole('list', { name: 'Historique du parcours' });
    await expect(
      history.getByRole('listitem').filter({ hasText: 'Bilan uniquement' }),
    ).toContainText(/du .+ au .+/);

    await page.route(`**/api/v1/patients/${patientId}/parcours`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Panne' } } })
        : route.fallback(),
    );
    await card.getByRole('button', { name: 'Modifier le parcours' }).click();
    await card.getByLabel('Aucun parcours').check();
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Erreur lors de la mise à jour du parcours')).toBeVisible();
  });

  test('goals: grouped, created, edited to completed, deleted after the exact question', async ({
    page,
  }) => {
    await tab(page, 'Objectifs').click();
    const active = page.getByRole('list', { name: 'Objectifs actifs' });
    await expect(active.getByRole('listitem')).toHaveCount(2);
    await expect(active.getByText('Priorité élevée')).toBeVisible();
    await expect(
      page.getByRole('progressbar', { name: 'Progression de Améliorer le graphisme' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Nouvel objectif' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nouvel objectif thérapeutique' });
    await dialog.getByLabel('Titre').fill('Autonomie à l’habillage');
    await dialog.getByLabel('Description').fill('Boutonner sa veste seul');
    await dialog.getByRole('button', { name: "Ajouter l'objectif" }).click();
    await expect(toast(page, 'Objectif créé avec succès')).toBeVisible();
    await expect(active.getByRole('listitem')).toHaveCount(3);
    await expect(active.getByText('Échéance :').first()).toBeVisible();

    await page.getByRole('button', { name: "Modifier l'objectif Équilibre" }).click();
    dialog = page.getByRole('dialog', { name: "Modifier l'objectif" });
    await dialog.getByLabel('Statut').selectOption('completed');
    await dialog.getByLabel('Progression (%)').fill('100');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Objectif modifié avec succès')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Objectifs atteints' }).getByText('Équilibre'),
    ).toBeVisible();

    await page.getByRole('button', { name: "Modifier l'objectif Autonomie à l’habillage" }).click();
    dialog = page.getByRole('dialog', { name: "Modifier l'objectif" });
    await dialog.getByLabel('Statut').selectOption('paused');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(
      page.getByRole('list', { name: 'Objectifs autres' }).getByText('Autonomie à l’habillage'),
    ).toBeVisible();

    await page.route(`**/api/v1/patients/${patientId}/goals/**`, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Panne du serveur' } },
      }),
    );
    await page.getByRole('button', { name: "Modifier l'objectif Équilibre" }).click();
    dialog = page.getByRole('dialog', { name: "Modifier l'objectif" });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Panne du serveur')).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.unroute(`**/api/v1/patients/${patientId}/goals/**`);

    await page.getByRole('button', { name: "Supprimer l'objectif Améliorer le graphisme" }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText(
        'Êtes-vous sûr de vouloir supprimer l\'objectif "Améliorer le graphisme" ?',
        { exact: true },
      ),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Objectif supprimé avec succès')).toBeVisible();
    await expect(page.getByText('Améliorer le graphisme')).toBeHidden();
  });

  test('notes: voir plus, voir moins', async ({ page }) => {
    await tab(page, 'Notes').click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('FIN-DES-NOTES')).toBeHidden();
    await panel.getByRole('button', { name: 'voir plus' }).click();
    await expect(panel.getByText(/FIN-DES-NOTES/)).toBeVisible();
    await panel.getByRole('button', { name: 'voir moins' }).click();
    await expect(panel.getByText(/FIN-DES-NOTES/)).toBeHidden();
  });

  test('instructions: required message, add with colours, edit, delete, failure', async ({
    page,
  }) => {
    await tab(page, 'Instructions').click();
    await expect(page.getByText('Aucune instruction')).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle instruction' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nouvelle instruction' });
    await refusedWithFocusOn(dialog, 'Ajouter', 'Titre');
    await expect(dialog.getByText('Le titre et le contenu sont requis')).toBeVisible();

    const add = async (title: string, content: string, category: string) => {
      await page.getByRole('button', { name: 'Nouvelle instruction' }).click();
      dialog = page.getByRole('dialog', { name: 'Nouvelle instruction' });
      await dialog.getByLabel('Titre').fill(title);
      await dialog.getByLabel('Contenu').fill(content);
      await dialog.getByLabel('Catégorie').fill(category);
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await expect(toast(page, 'Instruction ajoutée')).toBeVisible();
      await expect(dialog).toBeHidden();
    };
    await dialog.getByLabel('Titre').fill('Ritaline');
    await dialog.getByLabel('Contenu').fill('Prise le matin');
    await dialog.getByLabel('Catégorie').fill('Médication');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(toast(page, 'Instruction ajoutée')).toBeVisible();
    await add('Pâte à modeler', '10 minutes par jour', 'Exercice');
    await add('Écrans', 'Limiter le soir', 'Conseil');
    await add('Rendez-vous orthoptiste', 'À prévoir', 'Divers');

    const list = page.getByRole('list', { name: 'Instructions' });
    const badge = (category: string) => list.getByText(category, { exact: true });
    await expect(badge('Médication')).toHaveAttribute('data-color', 'red');
    await expect(badge('Exercice')).toHaveAttribute('data-color', 'blue');
    await expect(badge('Conseil')).toHaveAttribute('data-color', 'amber');
    await expect(badge('Divers')).toHaveAttribute('data-color', 'green');
    // Newest first.
    await expect(list.getByRole('listitem').first()).toContainText('Rendez-vous orthoptiste');

    await page.getByRole('button', { name: "Modifier l'instruction Écrans" }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier l’instruction' });
    await dialog.getByLabel('Contenu').fill('Pas d’écran après 19 h');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Instruction mise à jour')).toBeVisible();
    await expect(list.getByText('Pas d’écran après 19 h')).toBeVisible();

    await page.route(`**/api/v1/patients/${patientId}/instructions/**`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Panne' } } }),
    );
    await page.getByRole('button', { name: "Modifier l'instruction Écrans" }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier l’instruction' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, "Erreur lors de l'enregistrement")).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.unroute(`**/api/v1/patients/${patientId}/instructions/**`);

    await page.getByRole('button', { name: "Supprimer l'instruction Ritaline" }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer l’instruction' });
    await expect(
      confirm.getByText('Êtes-vous sûr de vouloir supprimer cette instruction ?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Instruction supprimée')).toBeVisible();
    await expect(list.getByText('Ritaline')).toBeHidden();
  });

  test('appointments tab: upcoming and past with their type, opened in the agenda', async ({
    page,
  }) => {
    await tab(page, 'Rendez-vous').click();
    await expect(page.getByText('Aucun rendez-vous à venir.')).toBeVisible();
    await expect(page.getByText('Aucun rendez-vous passé.')).toBeVisible();

    const typeId = await createAppointmentTypeViaApi(page.request, 'Bilan psychomoteur');
    const followUp = await createAppointmentTypeViaApi(page.request, 'Séance de suivi', 30);
    const next = daysFromNow(3, 10);
    await createAppointmentViaApi(page.request, {
      patientId,
      appointmentTypeId: typeId,
      startsAt: next,
    });
    await createAppointmentViaApi(page.request, {
      patientId,
      appointmentTypeId: followUp,
      startsAt: daysFromNow(-7, 14),
      minutes: 30,
    });
    await page.reload();

    const upcoming = page.getByRole('list', { name: 'Rendez-vous à venir' });
    const past = page.getByRole('list', { name: 'Rendez-vous passés' });
    await expect(upcoming.getByText('Bilan psychomoteur')).toBeVisible();
    // The browser shows Paris time (playwright.config), whatever the zone of this process.
    const paris = (date: Date, options: Intl.DateTimeFormatOptions, locale = 'fr-FR') =>
      new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Paris', ...options }).format(date);
    const hm = (date: Date) => paris(date, { hour: '2-digit', minute: '2-digit' });
    await expect(
      upcoming.getByText(`${hm(next)} – ${hm(new Date(next.getTime() + 45 * 60_000))}`),
    ).toBeVisible();
    await expect(past.getByText('Séance de suivi')).toBeVisible();

    const day = paris(next, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
    await upcoming.getByRole('link', { name: /Ouvrir dans l'agenda/ }).click();
    await expect(page).toHaveURL(new RegExp(`/agenda\\?date=${day}$`));
  });

  test('Nouvelle séance opens the appointment dialog with this patient', async ({ page }) => {
    await page.getByRole('button', { name: 'Nouvelle séance' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Éloïse Durand').first()).toBeVisible();
  });
});

test.describe('patient record screens', () => {
  test.beforeEach(async ({ page, request }) => {
    const account = await createConfirmedAccount(request);
    await signInThroughPage(page, account.email);
  });

  test('an id that is not a UUID goes to /404', async ({ page }) => {
    await page.goto('/patients/pas-un-identifiant');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Page non trouvée')).toBeVisible();
  });

  test('an unknown UUID shows Patient non trouvé with a way back', async ({ page }) => {
    await page.goto('/patients/3f6c1a52-8f0e-4b7a-9c3d-2e1f0a9b8c7d');
    await expect(page.getByRole('heading', { name: 'Patient non trouvé' })).toBeVisible();
    await expect(
      page.getByText("Ce patient n'existe pas ou vous n'avez pas les droits pour y accéder."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Retour aux patients' }).click();
    await expect(page).toHaveURL(/\/patients$/);
  });

  test('another practitioner’s patient is not found either', async ({ page, browser }) => {
    const context = await browser.newContext();
    const account = await createConfirmedAccount(context.request, {
      firstName: 'Autre',
      lastName: 'Praticien',
    });
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      headers: { origin: `http://127.0.0.1:${process.env.PRAXIS_E2E_PORT ?? ''}` },
      data: { email: account.email, password: account.password },
    });
    expect(signIn.ok()).toBe(true);
    const theirs = await createPatientViaApi(context.request, {
      firstName: 'Secret',
      lastName: 'Patient',
    });
    await context.close();

    await page.goto(`/patients/${theirs.id}`);
    await expect(page.getByRole('heading', { name: 'Patient non trouvé' })).toBeVisible();
    await expect(page.getByText('Secret')).toHaveCount(0);
  });

  test('a load failure shows Erreur lors du chargement du patient', async ({ page }) => {
    const id = '3f6c1a52-8f0e-4b7a-9c3d-2e1f0a9b8c7e';
    await page.route(`**/api/v1/patients/${id}`, (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Erreur interne' } },
      }),
    );
    await page.goto(`/patients/${id}`);
    // Three retries (1 s, 2 s, 4 s) come first, as for every query (spec 1 §8).
    await expect(
      page.getByRole('heading', { name: 'Erreur lors du chargement du patient' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('link', { name: 'Retour aux patients' }).click();
    await expect(page).toHaveURL(/\/patients$/);
  });
});

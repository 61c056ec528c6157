import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

const YEAR = new Date().getFullYear();
const MINOR_YEAR = String(YEAR - 10);
const ADULT_YEAR = String(YEAR - 40);
const MAJOR = 'Patient majeur';
const MINOR = 'Patient mineur - Représentants légaux requis';
const REPRESENTATIVE_REQUIRED = 'Au moins un représentant légal est requis pour un patient mineur';

function unique(name: string): string {
  return `${name}-${randomBytes(3).toString('hex')}`;
}

async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/patients');
  await page.getByRole('button', { name: 'Nouveau patient' }).first().click();
  const wizard = page.getByRole('dialog', { name: 'Nouveau patient' });
  await expect(wizard.getByRole('tab', { name: /Identité/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return wizard;
}

function tab(wizard: Locator, label: string | RegExp): Locator {
  return wizard.getByRole('tab', { name: label });
}

async function expectOnTab(wizard: Locator, label: string | RegExp) {
  await expect(tab(wizard, label)).toHaveAttribute('aria-selected', 'true');
}

async function chooseBirthDate(wizard: Locator, day: string, month: string, year: string) {
  await wizard.getByLabel('Jour de naissance').selectOption(day);
  await wizard.getByLabel('Mois de naissance').selectOption({ label: month });
  await wizard.getByLabel('Année de naissance').selectOption(year);
}

async function fillIdentity(wizard: Locator, names: { first: string; last: string }, year: string) {
  await wizard.getByLabel('Prénom').fill(names.first);
  await wizard.getByLabel('Nom', { exact: true }).fill(names.last);
  await chooseBirthDate(wizard, '21', 'mars', year);
}

function next(wizard: Locator) {
  return wizard.getByRole('button', { name: 'Suivant' }).click();
}

type Representative = {
  first: string;
  last: string;
  relation: string;
  email: string;
  phone: string;
};

async function fillRepresentative(dialog: Locator, r: Representative) {
  await dialog.getByLabel('Prénom').fill(r.first);
  await dialog.getByLabel('Nom', { exact: true }).fill(r.last);
  await dialog.getByLabel('Relation', { exact: true }).selectOption({ label: r.relation });
  await dialog.getByLabel('E-mail').fill(r.email);
  await dialog.getByLabel('Téléphone').fill(r.phone);
}

function representativeRow(wizard: Locator, name: string): Locator {
  return wizard
    .getByRole('list', { name: 'Représentants' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

async function addGoal(page: Page, opener: Locator, goal: { title: string; description: string }) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel objectif thérapeutique' });
  await dialog.getByLabel('Titre').fill(goal.title);
  await dialog.getByLabel('Description').fill(goal.description);
  await dialog.getByRole('button', { name: "Ajouter l'objectif" }).click();
  await expect(dialog).toBeHidden();
}

const CREATION_URL = /\/api\/v1\/patients$/;

/** Handles the creation request (POST /patients) only; the list's reads go through. */
function onCreation(page: Page, handler: (route: Route) => Promise<void>) {
  return page.route(CREATION_URL, (route) =>
    route.request().method() === 'POST' ? handler(route) : route.fallback(),
  );
}

test.describe('new-patient wizard', () => {
  // Long scenarios (30 s on an idle machine): a loaded CI machine took them past 60 s, failing
  // on whatever click was pending at that moment.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  test('creates a minor with representatives, goals, a new reason and a parcours, then opens the record', async ({
    page,
  }) => {
    const lastName = unique('Rousseau');
    const reasonLabel = unique('Troubles praxiques');
    const wizard = await openWizard(page);

    // Identity: the school class appears for a minor only.
    await expect(wizard.getByText(MAJOR, { exact: true })).toBeVisible();
    await wizard.getByLabel('Civilité').selectOption('Mme');
    await fillIdentity(wizard, { first: 'Léa', last: lastName }, MINOR_YEAR);
    await wizard.getByLabel('Genre').selectOption('Féminin');
    await expect(wizard.getByText(MINOR, { exact: true })).toBeVisible();
    await wizard.getByLabel('Classe').fill('CE2');
    await next(wizard);

    // Contact: the phone field keeps digits and + only.
    await expectOnTab(wizard, /Contact & Adresse/);
    await wizard.getByLabel('E-mail').fill('lea.rousseau@exemple.fr');
    await wizard.getByLabel('Téléphone').fill('06 12-34.56 78');
    await expect(wizard.getByLabel('Téléphone')).toHaveValue('0612345678');
    await wizard.getByLabel('Ville').fill('Lyon');
    await next(wizard);

    // Representatives: a minor cannot go on without one.
    await expectOnTab(wizard, /Représentants/);
    await next(wizard);
    await expect(wizard.getByText(REPRESENTATIVE_REQUIRED, { exact: true })).toBeVisible();
    await expectOnTab(wizard, /Représentants/);
    await expect(tab(wizard, /Représentants.*contient des erreurs/)).toBeVisible();

    await wizard.getByRole('button', { name: 'Ajouter un représentant' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter un représentant' });
    await expect(dialog.getByLabel('Représentant principal')).toBeChecked();
    await fillRepresentative(dialog, {
      first: 'Claire',
      last: lastName,
      relation: 'Mère',
      email: 'claire@exemple.fr',
      phone: '06 11 22 33 44',
    });
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(wizard.getByText(REPRESENTATIVE_REQUIRED, { exact: true })).toBeHidden();
    await expect(representativeRow(wizard, 'Claire')).toContainText('Principal');

    await wizard.getByRole('button', { name: `Modifier Claire ${lastName}` }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier le représentant' });
    await expect(dialog.getByLabel('Prénom')).toHaveValue('Claire');
    await dialog.getByLabel('Prénom').fill('Claire-Marie');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();

    await wizard.getByRole('button', { name: 'Ajouter un représentant' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un représentant' });
    await expect(dialog.getByLabel('Représentant principal')).not.toBeChecked();
    await fillRepresentative(dialog, {
      first: 'Paul',
      last: lastName,
      relation: 'Père',
      email: 'paul@exemple.fr',
      phone: '+33 655443322',
    });
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(representativeRow(wizard, 'Paul')).not.toContainText('Principal');

    await wizard.getByRole('button', { name: `Modifier Paul ${lastName}` }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier le représentant' });
    await dialog.getByLabel('Représentant principal').check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(representativeRow(wizard, 'Paul')).toContainText('Principal');
    await expect(representativeRow(wizard, 'Claire-Marie')).not.toContainText('Principal');

    await wizard.getByRole('button', { name: `Supprimer Paul ${lastName}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer ce représentant ?');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(representativeRow(wizard, 'Paul')).toHaveCount(0);
    await expect(representativeRow(wizard, 'Claire-Marie')).toContainText('Principal');
    await next(wizard);

    // Medical: a reason created here is selected at once.
    await expectOnTab(wizard, /Contexte Médical/);
    await wizard.getByRole('button', { name: 'Nouveau motif de consultation' }).click();
    const reasonDialog = page.getByRole('dialog', { name: 'Nouveau motif de consultation' });
    await reasonDialog.getByLabel('Libellé').fill(reasonLabel);
    await reasonDialog.getByRole('button', { name: 'Créer le motif' }).click();
    await expect(toast(page, 'Motif créé avec succès')).toBeVisible();
    await expect(reasonDialog).toBeHidden();
    await expect(wizard.getByLabel('Motif de consultation').locator('option:checked')).toHaveText(
      reasonLabel,
    );
    await wizard.getByLabel('Prescripteur').fill('Dr Lemoine');
    await wizard.getByLabel('Numéro de sécurité sociale').fill('2 15 03 75 123 456 78');
    await next(wizard);

    await expectOnTab(wizard, /Parcours/);
    await wizard.getByRole('radio', { name: 'Bilan + Suivi' }).check();
    await next(wizard);

    // Goals: held in the wizard, edited and deleted before creation.
    await expectOnTab(wizard, /Objectifs/);
    await expect(wizard.getByText('Aucun objectif défini')).toBeVisible();
    await addGoal(page, wizard.getByRole('button', { name: 'Définir le premier objectif' }), {
      title: 'Autonomie habillage',
      description: "S'habiller seul le matin",
    });
    await addGoal(page, wizard.getByRole('button', { name: 'Ajouter un objectif' }), {
      title: 'Motricité fine',
      description: 'Tenue du crayon',
    });
    await wizard.getByRole('button', { name: "Modifier l'objectif Motricité fine" }).click();
    const goalDialog = page.getByRole('dialog', { name: "Modifier l'objectif" });
    await goalDialog.getByLabel('Titre').fill('Motricité fine et graphisme');
    await goalDialog.getByLabel('Priorité').selectOption({ label: 'Élevée' });
    await goalDialog.getByLabel('Progression (%)').fill('20');
    await goalDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(goalDialog).toBeHidden();
    await wizard.getByRole('button', { name: "Supprimer l'objectif Autonomie habillage" }).click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Êtes-vous sûr de vouloir supprimer l\'objectif "Autonomie habillage" ?',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    const goals = wizard.getByRole('list', { name: 'Objectifs' }).getByRole('listitem');
    await expect(goals).toHaveCount(1);
    await expect(goals).toContainText('Motricité fine et graphisme');
    await expect(goals).toContainText('Élevée');

    await wizard.getByRole('button', { name: 'Créer le patient' }).click();
    await expect(toast(page, `Patient Léa ${lastName} créé avec succès`)).toBeVisible();
    await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('dialog', { name: 'Nouveau patient' })).toBeHidden();

    // What the server kept: one transaction with everything typed.
    const id = page.url().split('/').at(-1) ?? '';
    const patient = (await (await page.request.get(`/api/v1/patients/${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(patient).toMatchObject({
      civilite: 'Mme',
      firstName: 'Léa',
      lastName,
      dateOfBirth: `${MINOR_YEAR}-03-21`,
      gender: 'Féminin',
      isMajor: false,
      schoolClass: 'CE2',
      email: 'lea.rousseau@exemple.fr',
      phoneNumber: '0612345678',
      city: 'Lyon',
      prescriber: 'Dr Lemoine',
      socialSecurityNumber: '215037512345678',
      consultationReason: { label: reasonLabel },
    });
    const representatives = (await (
      await page.request.get(`/api/v1/patients/${id}/representatives`)
    ).json()) as {
      items: { firstName: string; isPrimary: boolean; relation: string }[];
    };
    expect(representatives.items).toEqual([
      expect.objectContaining({ firstName: 'Claire-Marie', relation: 'mother', isPrimary: true }),
    ]);
    const savedGoals = (await (await page.request.get(`/api/v1/patients/${id}/goals`)).json()) as {
      items: { title: string; priority: string; progressPercentage: number; status: string }[];
    };
    expect(savedGoals.items).toEqual([
      expect.objectContaining({
        title: 'Motricité fine et graphisme',
        priority: 'high',
        progressPercentage: 20,
        status: 'active',
      }),
    ]);
    const parcours = (await (await page.request.get(`/api/v1/patients/${id}/parcours`)).json()) as {
      current: { parcours: string } | null;
    };
    expect(parcours.current?.parcours).toBe('both');
  });

  test('identity, contact and medical messages, red markers, and the jump to the first tab with errors', async ({
    page,
  }) => {
    const wizard = await openWizard(page);
    await next(wizard);
    await expect(wizard.getByText('Le prénom est requis')).toBeVisible();
    await expect(wizard.getByLabel('Prénom')).toBeFocused();
    await expect(wizard.getByText('Le nom est requis')).toBeVisible();
    await expect(wizard.getByText('La date de naissance est requise')).toBeVisible();
    await expectOnTab(wizard, /Identité.*contient des erreurs/);

    await wizard.getByLabel('Civilité').selectOption('');
    await wizard.getByLabel('Genre').selectOption('');
    await next(wizard);
    await expect(wizard.getByText('La civilité est requise')).toBeVisible();
    await expect(wizard.getByText('Le genre est requis')).toBeVisible();

    // An error goes as soon as its field is corrected.
    await wizard.getByLabel('Prénom').fill('x'.repeat(121));
    await expect(wizard.getByText('Le prénom ne peut pas dépasser 120 caractères')).toBeVisible();
    await fillIdentity(wizard, { first: 'Marc', last: unique('Lefèvre') }, ADULT_YEAR);
    await wizard.getByLabel('Civilité').selectOption('M.');
    await wizard.getByLabel('Genre').selectOption('Masculin');
    await expect(wizard.getByRole('alert')).toHaveCount(0);
    await expect(tab(wizard, /Identité/)).not.toHaveAccessibleName(/contient des erreurs/);
    await next(wizard);

    await wizard.getByLabel('E-mail').fill('marc@exemple');
    await wizard.getByLabel('Téléphone').fill('12a345');
    await expect(wizard.getByLabel('Téléphone')).toHaveValue('12345');
    await next(wizard);
    await expect(wizard.getByText("Format d'email invalide")).toBeVisible();
    await expect(
      wizard.getByText('Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'),
    ).toBeVisible();
    await expectOnTab(wizard, /Contact & Adresse/);

    // A tab header does not jump ahead of a tab in error (issue 10 §9), like 'Suivant'.
    await tab(wizard, /Contexte Médical/).click();
    await expectOnTab(wizard, /Contact & Adresse.*contient des erreurs/);
    await expect(wizard.getByText("Format d'email invalide")).toBeVisible();
    await wizard.getByLabel('E-mail').fill('marc@exemple.fr');
    await wizard.getByLabel('Téléphone').fill('0612345678');
    await tab(wizard, /Contexte Médical/).click();
    await expectOnTab(wizard, /Contexte Médical/);

    await wizard.getByLabel('Numéro de sécurité sociale').fill('123 456');
    await wizard.getByLabel('Prescripteur').fill('p'.repeat(301));
    await next(wizard);
    await expect(wizard.getByText('Format de numéro de sécurité sociale invalide')).toBeVisible();
    await expect(
      wizard.getByText('Le prescripteur ne peut pas dépasser 300 caractères'),
    ).toBeVisible();
    await tab(wizard, /Objectifs/).click();
    await expectOnTab(wizard, /Contexte Médical.*contient des erreurs/);

    // Going back is free; going forward again validates every tab passed over and stops at the
    // first one in error, its first field focused.
    await tab(wizard, /Identité/).click();
    await expectOnTab(wizard, /Identité/);
    await tab(wizard, /Objectifs/).click();
    await expectOnTab(wizard, /Contexte Médical.*contient des erreurs/);
    await expect(wizard.getByLabel('Prescripteur')).toBeFocused();
    await expect(wizard.getByTestId('tab-error-marker')).toHaveCount(1);
    await expect(tab(wizard, /Contact & Adresse/)).not.toHaveAccessibleName(/contient des erreurs/);
  });

  test('a minor cannot be created without a representative: the wizard shows that tab', async ({
    page,
  }) => {
    const wizard = await openWizard(page);
    await fillIdentity(wizard, { first: 'Noé', last: unique('Petit') }, MINOR_YEAR);
    await tab(wizard, /Objectifs/).click();
    await expectOnTab(wizard, /Représentants.*contient des erreurs/);
    await expect(wizard.getByText(REPRESENTATIVE_REQUIRED, { exact: true })).toBeVisible();

    // Of age after all: the requirement and its message go.
    await wizard.getByRole('tab', { name: /Identité/ }).click();
    await wizard.getByLabel('Année de naissance').selectOption(ADULT_YEAR);
    await expect(wizard.getByText(MAJOR, { exact: true })).toBeVisible();
    await expect(wizard.getByLabel('Classe')).toBeHidden();
    await expect(tab(wizard, /Représentants/)).not.toHaveAccessibleName(/contient des erreurs/);
  });

  test('the representative, goal and reason dialogs give their messages', async ({ page }) => {
    const wizard = await openWizard(page);
    await fillIdentity(wizard, { first: 'Lou', last: unique('Morel') }, ADULT_YEAR);
    await tab(wizard, /Représentants/).click();
    await wizard.getByRole('button', { name: 'Ajouter un représentant' }).click();
    const rep = page.getByRole('dialog', { name: 'Ajouter un représentant' });
    await refusedWithFocusOn(rep, 'Ajouter', 'Prénom');
    for (const message of [
      'Le prénom est requis',
      'Le nom est requis',
      'La relation est requise',
      "L'email est requis",
      'Le téléphone est requis',
    ]) {
      await expect(rep.getByText(message, { exact: true })).toBeVisible();
    }
    await rep.getByLabel('Relation', { exact: true }).selectOption({ label: 'Autre' });
    await rep.getByLabel('E-mail').fill('tuteur@exemple');
    await rep.getByLabel('Téléphone').fill('06 abc');
    await refusedWithFocusOn(rep, 'Ajouter', 'Prénom');
    await expect(rep.getByText('Veuillez préciser la relation')).toBeVisible();
    await expect(rep.getByText("Format d'email invalide")).toBeVisible();
    await expect(rep.getByText('Format de téléphone invalide', { exact: true })).toBeVisible();
    await rep.getByLabel('Précisez la relation').fill('o'.repeat(51));
    await refusedWithFocusOn(rep, 'Ajouter', 'Prénom');
    await expect(rep.getByText('La relation ne peut pas dépasser 50 caractères')).toBeVisible();
    await fillRepresentative(rep, {
      first: 'Jean',
      last: 'Morel',
      relation: 'Autre',
      email: 'jean@exemple.fr',
      phone: '06.12.34.56.78',
    });
    await rep.getByLabel('Précisez la relation').fill('Oncle');
    await rep.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(representativeRow(wizard, 'Jean Morel')).toContainText('Oncle');

    await tab(wizard, /Objectifs/).click();
    await wizard.getByRole('button', { name: 'Définir le premier objectif' }).click();
    const goal = page.getByRole('dialog', { name: 'Nouvel objectif thérapeutique' });
    await expect(goal.getByLabel('Priorité').locator('option:checked')).toHaveText('Moyenne');
    await expect(goal.getByLabel('Progression (%)')).toHaveValue('0');
    await goal.getByLabel('Date cible').fill('2020-01-15');
    await goal.getByLabel('Progression (%)').fill('150');
    await refusedWithFocusOn(goal, "Ajouter l'objectif", 'Titre');
    await expect(goal.getByText('Le titre est requis')).toBeVisible();
    await expect(goal.getByText('La description est requise')).toBeVisible();
    await expect(goal.getByText('La date cible ne peut pas être dans le passé')).toBeVisible();
    await expect(goal.getByText('Le pourcentage doit être entre 0 et 100')).toBeVisible();
    // Each message goes as soon as its field is edited.
    await goal.getByLabel('Titre').fill('Équilibre');
    await expect(goal.getByText('Le titre est requis')).toBeHidden();
    await expect(goal.getByText('La description est requise')).toBeVisible();
    await goal.getByLabel('Progression (%)').fill('100');
    await expect(goal.getByText('Le pourcentage doit être entre 0 et 100')).toBeHidden();
    await goal.getByRole('button', { name: 'Annuler' }).click();

    await tab(wizard, /Contexte Médical/).click();
    await wizard.getByRole('button', { name: 'Nouveau motif de consultation' }).click();
    const reason = page.getByRole('dialog', { name: 'Nouveau motif de consultation' });
    const create = reason.getByRole('button', { name: 'Créer le motif' });
    await expect(create).toBeDisabled();
    await reason.getByLabel('Libellé').fill('a');
    await expect(create).toBeEnabled();
    await reason.getByLabel('Libellé').fill('');
    await expect(reason.getByText('Le libellé est requis')).toBeVisible();
    await expect(create).toBeDisabled();
    await reason.getByLabel('Libellé').fill('l'.repeat(121));
    await expect(reason.getByText('Le libellé ne peut pas dépasser 120 caractères')).toBeVisible();
    await expect(create).toBeDisabled();
    await reason.getByLabel('Libellé').fill('Dyspraxie');
    await reason.getByLabel('Description').fill('d'.repeat(501));
    await expect(
      reason.getByText('La description ne peut pas dépasser 500 caractères'),
    ).toBeVisible();
    await expect(create).toBeDisabled();
  });

  test('an adult needs no representative; the create button waits for the identity', async ({
    page,
  }) => {
    const lastName = unique('Garnier');
    const wizard = await openWizard(page);
    // The header does not skip an empty identity (issue 10 §9).
    await tab(wizard, /Objectifs/).click();
    await expectOnTab(wizard, /Identité.*contient des erreurs/);
    await expect(wizard.getByText('Le prénom est requis')).toBeVisible();
    const create = wizard.getByRole('button', { name: 'Créer le patient' });
    await expect(create).toHaveCount(0);

    await chooseBirthDate(wizard, '2', 'juin', MINOR_YEAR);
    await expect(wizard.getByText(MINOR, { exact: true })).toBeVisible();
    await wizard.getByLabel('Année de naissance').selectOption(ADULT_YEAR);
    await expect(wizard.getByText(MAJOR, { exact: true })).toBeVisible();
    await wizard.getByLabel('Prénom').fill('Hélène');
    await wizard.getByLabel('Nom', { exact: true }).fill(lastName);
    await tab(wizard, /Objectifs/).click();

    // The request is held until 'Création...' has been seen.
    await onCreation(page, async (route) => {
      await expect(wizard.getByRole('button', { name: 'Création...' })).toBeDisabled();
      await route.continue();
    });
    await create.click();
    await expect(toast(page, `Patient Hélène ${lastName} créé avec succès`)).toBeVisible();
    await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1) ?? '';
    const representatives = (await (
      await page.request.get(`/api/v1/patients/${id}/representatives`)
    ).json()) as { items: unknown[] };
    expect(representatives.items).toEqual([]);
  });

  test('a refused creation stays in the wizard: banner, toast, server field messages on their tab', async ({
    page,
  }) => {
    const wizard = await openWizard(page);
    await fillIdentity(wizard, { first: 'Inès', last: unique('Blanc') }, ADULT_YEAR);
    await tab(wizard, /Objectifs/).click();

    await onCreation(page, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VALIDATION',
            message: "Format d'email invalide",
            fields: { 'patient.email': "Format d'email invalide" },
          },
        }),
      }),
    );
    await wizard.getByRole('button', { name: 'Créer le patient' }).click();
    await expect(toast(page, 'Erreur lors de la création du patient')).toBeVisible();
    await expectOnTab(wizard, /Contact & Adresse.*contient des erreurs/);
    await expect(wizard.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await page.unroute(CREATION_URL);
    await onCreation(page, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await tab(wizard, /Objectifs/).click();
    await wizard.getByRole('button', { name: 'Créer le patient' }).click();
    await expect(
      wizard.getByRole('alert').filter({ hasText: 'Une erreur inattendue est survenue' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/patients$/);
  });

  test('Annuler throws the entry away and the next opening starts on the identity tab', async ({
    page,
  }) => {
    let wizard = await openWizard(page);
    await fillIdentity(wizard, { first: 'Oubliée', last: unique('Martin') }, ADULT_YEAR);
    await tab(wizard, /Contact & Adresse/).click();
    await wizard.getByLabel('Ville').fill('Nantes');
    await wizard.getByRole('button', { name: 'Annuler' }).click();
    await expect(wizard).toBeHidden();

    await page.getByRole('button', { name: 'Nouveau patient' }).first().click();
    wizard = page.getByRole('dialog', { name: 'Nouveau patient' });
    await expectOnTab(wizard, /Identité/);
    await expect(wizard.getByLabel('Prénom')).toHaveValue('');
    await expect(wizard.getByLabel('Civilité').locator('option:checked')).toHaveText('M.');
    await fillIdentity(wizard, { first: 'Nouvelle', last: unique('Martin') }, ADULT_YEAR);
    await tab(wizard, /Contact & Adresse/).click();
    await expectOnTab(wizard, /Contact & Adresse/);
    await expect(wizard.getByLabel('Ville')).toHaveValue('');
  });
});

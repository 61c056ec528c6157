import { expect, test, type Page } from '@playwright/test';
import { createConfirmedAccount, signInAsNewAccount, signInThroughPage } from './support/accounts';
import { samplePdf, toast } from './support/settings';
import { createBilanTrameViaApi, createTestViaApi } from './support/testotheque';
import { refusedWithFocusOn } from './support/forms';

const cards = (page: Page) => page.getByRole('list', { name: 'Tests' }).locator(':scope > li');

test.describe('Testothèque', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  test("finds M-ABC-2 by typing 'mabc', in cards and table, and opens it read-only", async ({
    page,
  }) => {
    await page.goto('/testeque');
    await expect(page.getByRole('heading', { name: 'Testothèque', level: 2 })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(40);
    await expect(page.getByRole('button', { name: 'Réinitialiser' })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Rechercher un test' }).fill('mabc');
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card.getByText('M-ABC-2', { exact: true })).toBeVisible();
    await expect(card.getByText('Non formée')).toBeVisible();
    await expect(card.getByText('Catalogue')).toBeVisible();
    await expect(card.getByRole('button', { name: /Supprimer/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Tableau' }).click();
    const table = page.getByRole('table', { name: 'Tests de la testothèque' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Titre',
      'Code',
      'Description',
      'Tags',
      'Statut',
      'Actions',
    ]);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('cell', { name: 'M-ABC-2' })).toBeVisible();

    await page.getByLabel('Statut').selectOption('inactive');
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser' }).first().click();
    await expect(page.getByRole('searchbox', { name: 'Rechercher un test' })).toHaveValue('');
    await expect(page.getByLabel('Statut')).toHaveValue('active');

    await page.getByRole('button', { name: 'Cartes' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher un test' }).fill('M-ABC');
    // The search is debounced: wait for the filtered list before opening its card.
    await expect(cards(page)).toHaveCount(1);
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/testeque\/[0-9a-f-]{36}$/);
    const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(crumbs.getByRole('link', { name: 'Testothèque' })).toBeVisible();
    await expect(page.getByText('Non démarré').first()).toBeVisible();
    await expect(page.getByText('3 - 16,9 ans')).toBeVisible();
    await page.getByRole('tab', { name: 'Configuration' }).click();
    await expect(page.getByText('Test du catalogue : lecture seule')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  });

  test('creates a personal test, configures its ages and tags, attaches a PDF, renames and deletes it', async ({
    page,
  }) => {
    // The whole life of a test in one flow: longer than the default minute on a loaded machine.
    test.slow();
    await page.goto('/testeque');
    await page.getByRole('button', { name: 'Nouveau test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau test' });
    await refusedWithFocusOn(dialog, 'Créer et configurer', 'Nom du test');
    await expect(dialog.getByText('Le titre est obligatoire')).toBeVisible();
    await dialog.getByLabel('Nom du test').fill('  Parcours moteur maison  ');
    await dialog.getByRole('button', { name: 'Créer et configurer' }).click();
    await expect(toast(page, 'Test créé avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/testeque\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Parcours moteur maison' })).toBeVisible();

    await page.getByRole('tab', { name: 'Configuration' }).click();
    await page.getByRole('button', { name: 'Modifier' }).click();
    const form = page.getByRole('form', { name: 'Configuration du test' });
    await form.getByLabel('Âge minimum (ans)').fill('130');
    await refusedWithFocusOn(form, 'Enregistrer les modifications', 'Âge minimum (ans)');
    await expect(
      form.getByText("L'âge doit être un nombre compris entre 0 et 120 ans"),
    ).toBeVisible();
    await form.getByLabel('Âge minimum (ans)').fill('12');
    await form.getByLabel('Âge maximum (ans)').fill('4');
    await refusedWithFocusOn(form, 'Enregistrer les modifications', 'Âge maximum (ans)');
    await expect(form.getByText("L'âge minimum ne peut pas dépasser l'âge maximum")).toBeVisible();
    await form.getByLabel('Titre').fill(' ');
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(form.getByText('Le titre est obligatoire')).toBeVisible();
    // Annuler restores the stored values.
    await form.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Modifier' }).click();
    await expect(form.getByLabel('Titre')).toHaveValue('Parcours moteur maison');
    await expect(form.getByLabel('Âge minimum (ans)')).toHaveValue('');

    await form.getByLabel('Code / acronyme').fill('PMM');
    await form.getByLabel('Âge minimum (ans)').fill('4');
    await form.getByLabel('Âge maximum (ans)').fill('12,5');
    await form.getByLabel('Tags').fill('motricité, , équilibre ,');
    await form.getByLabel('Brief IA').fill('Présenter le temps de parcours et les erreurs.');
    await expect(
      form.getByText('Les tests actifs sont disponibles pour utilisation par Sophie'),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(toast(page, 'Configuration mise à jour avec succès')).toBeVisible();
    await expect(page.getByText('4 - 12,5 ans')).toBeVisible();
    await expect(page.getByText('motricité, équilibre')).toBeVisible();

    await page.getByLabel('Fichier du test').setInputFiles({
      name: 'programme.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(toast(page, 'Fichier invalide')).toBeVisible();
    await page.getByLabel('Fichier du test').setInputFiles({
      name: 'faux.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 not a pdf'),
    });
    await expect(
      toast(page, 'Le contenu du fichier ne correspond pas à son extension'),
    ).toBeVisible();
    await page.getByLabel('Fichier du test').setInputFiles({
      name: 'Grille de cotation.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Grille'),
    });
    await expect(toast(page, 'Test mis à jour avec succès')).toBeVisible();
    await expect(page.getByText('Grille_de_cotation.pdf')).toBeVisible();
    const open = page.getByRole('link', { name: 'Ouvrir le fichier' });
    const opened = await page.request.get((await open.getAttribute('href')) ?? '');
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toContain('application/pdf');
    await expect(page.getByRole('button', { name: 'Remplacer le fichier' })).toBeVisible();

    await page.getByRole('tab', { name: 'Synthèse' }).click();
    await expect(page.getByText('4 - 12,5 ans')).toBeVisible();

    await page
      .getByRole('navigation', { name: "Fil d'Ariane" })
      .getByRole('link', { name: 'Testothèque' })
      .click();
    await page.getByRole('searchbox', { name: 'Rechercher un test' }).fill('pmm');
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card.getByText('Fichier joint')).toBeVisible();
    await expect(card.getByText('2 tags')).toBeVisible();

    await card.getByRole('button', { name: 'Modifier Parcours moteur maison' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le test' });
    await edit.getByLabel('Nom du test').fill('Parcours moteur du cabinet');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Test mis à jour avec succès')).toBeVisible();
    await expect(card.getByText('Parcours moteur du cabinet')).toBeVisible();

    await card.getByRole('button', { name: 'Supprimer Parcours moteur du cabinet' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce test ?' });
    await expect(confirm.getByText(/irréversible/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Test supprimé avec succès')).toBeVisible();
    await expect(page.getByText('Aucun résultat')).toBeVisible();
  });

  test('assigns a test to a bilan trame and unassigns it', async ({ page }) => {
    const trameId = await createBilanTrameViaApi(page.request, 'Bilan psychomoteur 6-10 ans');
    await page.goto(`/trames/${trameId}`);
    await page.getByRole('tab', { name: 'Tests' }).click();
    await expect(page.getByText('Aucun test assigné')).toBeVisible();

    await page.getByRole('button', { name: 'Assigner un test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assigner un test' });
    await dialog.getByRole('button', { name: 'Assigner' }).click();
    await expect(dialog.getByText('Veuillez sélectionner un test')).toBeVisible();
    await dialog.getByLabel('Rechercher dans la testothèque').fill('mabc');
    await expect(dialog.getByRole('option')).toHaveCount(2);
    await dialog.getByLabel('Test', { exact: true }).selectOption({
      label: "M-ABC-2 — Batterie d'évaluation du mouvement chez l'enfant, 2e édition",
    });
    await dialog.getByRole('button', { name: 'Assigner' }).click();
    await expect(toast(page, 'Test assigné avec succès')).toBeVisible();

    const assigned = page.getByRole('list', { name: 'Tests assignés' });
    await expect(assigned.locator(':scope > li')).toHaveCount(1);
    await expect(assigned.getByText('M-ABC-2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tests (1)' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un test assigné' }).fill('bhk');
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un test assigné' }).fill('m-abc');
    await expect(assigned.locator(':scope > li')).toHaveCount(1);

    await assigned.getByRole('button', { name: /Désassigner/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Désassigner ce test ?' });
    await expect(confirm.getByText(/Êtes-vous sûr de vouloir désassigner/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Désassigner' }).click();
    await expect(toast(page, 'Test désassigné avec succès')).toBeVisible();
    await expect(page.getByText('Aucun test assigné')).toBeVisible();
  });

  test("cannot see another practitioner's test", async ({ page, browser, request }) => {
    const other = await createConfirmedAccount(request, { firstName: 'Octave', lastName: 'Autre' });
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signInThroughPage(otherPage, other.email);
    const secretId = await createTestViaApi(otherPage.request, 'Test secret Ornithorynque');
    await otherContext.close();

    await page.goto('/testeque');
    await page.getByRole('searchbox', { name: 'Rechercher un test' }).fill('Ornithorynque');
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await page.goto(`/testeque/${secretId}`);
    await expect(page.getByRole('heading', { name: 'Test introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à la testothèque' }).click();
    await expect(page).toHaveURL(/\/testeque$/);
  });
});

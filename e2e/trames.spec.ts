import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { samplePdf, toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

/** Spec 3 §2.5, §2.6, §4: Mes trames and a trame's page, clicked through as a new practitioner would. */
test.describe('Trames', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  test('creates a bilan trame, uploads an example, watches its analysis live, renames, autosaves, deletes', async ({
    page,
  }) => {
    // A long flow on a shared machine: the analysis runs in the server's job queue.
    test.setTimeout(150_000);
    await page.goto('/trames');
    await expect(page.getByRole('heading', { name: 'Mes trames', level: 2 })).toBeVisible();
    // Without a trame type: creation is disabled and the settings are one click away.
    await expect(page.getByRole('button', { name: 'Créer une trame' })).toBeDisabled();
    await expect(page.getByText('Aucun type de trame')).toBeVisible();
    await expect(page.getByText('Aucune trame trouvée')).toBeVisible();
    await expect(page.getByText('Commencez par créer votre première trame.')).toBeVisible();
    await page.getByRole('link', { name: 'Aller aux paramètres' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=trame-types$/);

    await page.getByRole('button', { name: 'Nouveau type de trame' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Nouveau type de trame' });
    await typeDialog.getByLabel('Nom').fill('Bilan psychomoteur');
    await typeDialog.getByLabel('Type bilan').check();
    await typeDialog.getByRole('button', { name: 'Créer le type' }).click();
    await expect(toast(page, 'Type de trame créé avec succès')).toBeVisible();

    await page.goto('/trames');
    await page.getByRole('button', { name: 'Créer une trame' }).click();
    const create = page.getByRole('dialog', { name: 'Créer une trame' });
    await refusedWithFocusOn(create, 'Créer', 'Nom');
    await expect(create.getByText('Le nom est requis')).toBeVisible();
    await create.getByLabel('Nom').fill('Bilan enfant 6-10 ans');
    await create.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, 'Trame créée avec succès')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Bilan enfant 6-10 ans', level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText(
      'Mes trames',
    );
    await expect(page.getByRole('tab', { name: 'Tests' })).toBeVisible();

    // Synthèse is the default tab; the arrow keys move between tabs.
    await expect(page.getByRole('tab', { name: 'Synthèse' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Synthèse' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Ma Trame' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Aucune trame générée')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Générer ma Trame avec Sophie' })).toBeVisible();

    await page.getByRole('tab', { name: 'Exemples' }).click();
    await expect(page.getByRole('heading', { name: 'Documents exemples (0/50)' })).toBeVisible();
    await page.getByRole('button', { name: "Lancer l'analyse" }).click();
    await expect(toast(page, 'Aucun exemple à analyser')).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter des exemples' }).click();
    const upload = page.getByRole('dialog', { name: 'Ajouter des exemples' });
    await upload.getByRole('button', { name: 'Ajouter les exemples' }).click();
    await expect(upload.getByText('Veuillez sélectionner au moins un fichier')).toBeVisible();
    await upload.getByLabel('Fichiers PDF').setInputFiles([
      {
        name: 'bilan-lea.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Bilan psychomoteur de Lea, seance du mardi'),
      },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas un PDF') },
    ]);
    await expect(
      upload.getByText('notes.txt : Seuls les fichiers PDF sont acceptés'),
    ).toBeVisible();
    await upload.getByRole('button', { name: 'Ajouter les exemples' }).click();
    await expect(toast(page, '1 document(s) exemple(s) ajouté(s) avec succès')).toBeVisible();
    await expect(upload).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Documents exemples (1/50)' })).toBeVisible();
    await expect(page.getByLabel('En attente : 1')).toBeVisible();

    await page.getByRole('button', { name: "Lancer l'analyse" }).click();
    await expect(toast(page, 'Analyse lancée avec succès !')).toBeVisible();
    // The analysis runs in the background; the page follows it live.
    await expect(toast(page, 'Analyse terminée')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Analysés : 1')).toBeVisible();
    await expect(page.getByLabel('En attente : 0')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Exemples' }).getByText('Analysé', { exact: true }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Synthèse' }).click();
    await expect(page.getByText('1/50 (1 analysé(s))')).toBeVisible();

    await page.getByRole('tab', { name: 'Configuration' }).click();
    await page.getByLabel('Nom de la trame').fill(' ');
    await page.getByRole('button', { name: 'Renommer' }).click();
    await expect(page.getByText('Le nom ne peut pas être vide')).toBeVisible();
    await page.getByLabel('Nom de la trame').fill('Bilan 6-10 ans');
    await page.getByRole('button', { name: 'Renommer' }).click();
    await expect(toast(page, 'Nom mis à jour')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bilan 6-10 ans', level: 2 })).toBeVisible();
    await page.getByLabel('Description').fill('Bilan des enfants scolarisés en élémentaire');
    await expect(page.getByText('Sauvegardé')).toBeVisible({ timeout: 10_000 });
    await page.getByLabel('Trame active').uncheck();
    await expect(toast(page, 'Trame désactivée')).toBeVisible();

    const remove = page.getByRole('button', { name: 'Supprimer la trame' });
    await expect(remove).toBeDisabled();
    await page.getByLabel('Je comprends que cette action est irréversible').check();
    await remove.click();
    await expect(toast(page, 'Trame supprimée avec succès')).toBeVisible();
    await expect(page).toHaveURL(/\/trames$/);
    await expect(page.getByText('Aucune trame trouvée')).toBeVisible();
  });

  test('lists trames in cards and table, filters them, deletes from the card menu with confirmation', async ({
    page,
  }) => {
    const type = await page.request.post('/api/v1/trame-types', {
      data: { label: 'Compte rendu', isBilan: false },
    });
    const trameTypeId = ((await type.json()) as { id: string }).id;
    for (const name of ['Compte rendu de séance', 'Synthèse annuelle']) {
      expect(
        (await page.request.post('/api/v1/trames', { data: { name, trameTypeId } })).status(),
      ).toBe(201);
    }
    await page.goto('/trames');
    const cards = page.getByRole('list', { name: 'Trames' }).locator(':scope > li');
    await expect(cards).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Rechercher une trame' }).fill('séance');
    await expect(cards).toHaveCount(1);
    await page.getByLabel('Bilan').selectOption('bilan');
    await expect(
      page.getByText('Aucune trame ne correspond à vos critères de recherche.'),
    ).toBeVisible();
    await page.getByLabel('Bilan').selectOption('all');
    await page.getByRole('searchbox', { name: 'Rechercher une trame' }).fill('');

    await page.getByRole('button', { name: 'Tableau' }).click();
    const table = page.getByRole('table', { name: 'Mes trames' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Nom',
      'Type',
      'Statut',
      'Bilan',
      'Date de création',
      'Actions',
    ]);
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Cartes' }).click();

    await page.getByRole('button', { name: 'Actions de la trame Synthèse annuelle' }).click();
    await page.getByRole('menuitem', { name: 'Télécharger' }).click();
    await expect(toast(page, 'Aucun fichier disponible pour cette trame')).toBeVisible();
    await page.getByRole('button', { name: 'Actions de la trame Synthèse annuelle' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la trame' });
    await expect(
      confirm.getByText(/Êtes-vous sûr de vouloir supprimer cette trame \?/),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Trame supprimée avec succès')).toBeVisible();
    await expect(cards).toHaveCount(1);

    await page.getByRole('button', { name: 'Actions de la trame Compte rendu de séance' }).click();
    await page.getByRole('menuitem', { name: 'Voir détails' }).click();
    await expect(
      page.getByRole('heading', { name: 'Compte rendu de séance', level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tests' })).toHaveCount(0);

    await page.goto('/trames/0b6f7f0e-8f5e-4b55-9d3f-6a0e6c2f4e11');
    await expect(page.getByText('Trame introuvable')).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { samplePdf, toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

test.describe('settings files', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  test('my documents: upload a PDF, see its state, refresh, open, download, search, delete', async ({
    page,
  }) => {
    await page.goto('/settings?tab=user-documents');
    await expect(page.getByText('Aucun document', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Nouveau document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau document' });
    await refusedWithFocusOn(dialog, 'Créer le document', 'Titre');
    await expect(dialog.getByText('Le titre est requis')).toBeVisible();
    await expect(dialog.getByText('Veuillez sélectionner un fichier')).toBeVisible();

    // Checked in the browser before sending.
    await dialog.getByLabel('Fichier').setInputFiles({
      name: 'programme.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(dialog.getByText('Type de fichier non autorisé')).toBeVisible();
    await dialog.getByLabel('Fichier').setInputFiles({
      name: 'sans-extension',
      mimeType: 'application/pdf',
      buffer: samplePdf(),
    });
    await expect(dialog.getByText('Le fichier doit avoir une extension')).toBeVisible();
    await dialog.getByLabel('Fichier').setInputFiles({
      name: 'trop-gros.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(15 * 1024 * 1024 + 1, 0x20),
    });
    await expect(dialog.getByText('Le fichier dépasse la taille maximale de 15 Mo')).toBeVisible();

    await dialog.getByLabel('Titre').fill('Compte rendu type');
    await dialog.getByLabel('Description', { exact: true }).fill('Modèle de compte rendu de bilan');
    await dialog.getByLabel('Fichier').setInputFiles({
      name: 'Compte rendu été.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(),
    });
    await dialog.getByRole('textbox', { name: 'Tags' }).fill('bilan');
    await dialog.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await dialog.getByRole('button', { name: 'Créer le document' }).click();
    await expect(toast(page, 'Document créé avec succès')).toBeVisible();
    await expect(
      toast(page, /Le nom du fichier a été modifié pour être compatible : Compte_rendu_ete\.pdf/),
    ).toBeVisible();

    const list = page.getByRole('list', { name: 'Mes documents' });
    const row = list.getByRole('listitem').filter({ hasText: 'Compte rendu type' });
    await expect(row).toContainText('Modèle de compte rendu de bilan');
    await expect(row).toContainText('Compte_rendu_ete.pdf');
    await expect(row.getByText('Accessible via URL signée')).toBeVisible();

    await row
      .getByRole('button', { name: 'Actualiser le lien du fichier de Compte rendu type' })
      .click();
    await expect(toast(page, 'Lien du fichier actualisé')).toBeVisible();
    await expect(row.getByText('Accessible via URL signée')).toBeVisible();

    const open = row.getByRole('link', { name: 'Ouvrir le fichier de Compte rendu type' });
    const href = await open.getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/.+\?.*exp=\d+.*sig=/);
    const opened = await page.request.get(href ?? '');
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toContain('application/pdf');
    expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Télécharger le fichier de Compte rendu type' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Compte_rendu_ete.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Edit keeps the file.
    await page.getByRole('button', { name: 'Modifier Compte rendu type' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le document' });
    await expect(edit).toContainText('Compte_rendu_ete.pdf');
    await edit.getByLabel('Titre').fill('Compte rendu type 2026');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Document modifié avec succès')).toBeVisible();
    await expect(list).toContainText('Compte rendu type 2026');

    // Search from 2 characters, filter without a trame, reset.
    await page.getByLabel('Rechercher un document').fill('z');
    await expect(page.getByText('La recherche commence à partir de 2 caractères.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Rechercher un document').fill('zz');
    await expect(page.getByText('Aucun document ne correspond à votre recherche')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByLabel('Rechercher un document')).toHaveValue('');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Rechercher un document').fill('compte');
    await page.getByLabel('Trame').selectOption({ label: 'Sans trame' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Réinitialiser' }).click();

    await page.getByRole('button', { name: 'Supprimer Compte rendu type 2026' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('irréversible');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Document supprimé avec succès')).toBeVisible();
    await expect(page.getByText('Aucun document', { exact: true })).toBeVisible();
    // The file went with it.
    expect((await page.request.get(href ?? '')).status()).toBeGreaterThanOrEqual(400);
  });

  test('exercises & documents: shared items, create one with tags, filter, edit, delete', async ({
    page,
  }) => {
    await page.goto('/settings?tab=knowledge');
    const list = page.getByRole('list', { name: 'Exercices et documents' });
    const shared = list.getByRole('listitem').filter({ hasText: 'Partagé' });
    await expect(shared.first()).toBeVisible();
    await expect(shared.first().getByRole('button', { name: /^Modifier/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Nouvel élément' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel élément' });
    const submit = dialog.getByRole('button', { name: "Créer l'élément" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Titre').focus();
    await dialog.getByLabel('Titre').blur();
    await expect(dialog.getByText('Le titre est obligatoire')).toBeVisible();
    await dialog.getByLabel('Titre').fill('Circuit des petits pas');
    await expect(dialog.getByText('Veuillez sélectionner un fichier')).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Type').selectOption({ label: 'Exercice' });

    const tags = dialog.getByRole('textbox', { name: 'Tags' });
    await tags.fill('  équilibre ');
    await tags.press('Enter');
    await tags.fill('motricité globale');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await tags.fill('Équilibre');
    await tags.press('Enter');
    await tags.fill('enfant');
    await tags.press('Enter');
    await tags.fill('parcours');
    await tags.press('Enter');
    await tags.fill('à retirer');
    await tags.press('Enter');
    await dialog.getByRole('button', { name: 'Retirer le tag à retirer' }).click();
    await expect(
      dialog.getByRole('list', { name: 'Tags ajoutés' }).getByRole('listitem'),
    ).toHaveText(['équilibre', 'motricité globale', 'enfant', 'parcours']);

    await dialog.getByLabel('Fichier').setInputFiles({
      name: 'parcours.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Parcours'),
    });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, 'Élément créé avec succès')).toBeVisible();

    const row = list.getByRole('listitem').filter({ hasText: 'Circuit des petits pas' });
    await expect(row).toContainText('Exercice');
    const rowTags = row.getByLabel('Tags');
    await expect(rowTags).toContainText('équilibre');
    await expect(rowTags).toContainText('motricité globale');
    await expect(rowTags).toContainText('enfant');
    await expect(rowTags).not.toContainText('parcours');
    await expect(rowTags).toContainText('+1');
    await expect(row.getByText('Accessible via URL signée')).toBeVisible();

    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Protocole' });
    await expect(row).toBeHidden();
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Exercice' });
    await page.getByLabel('Rechercher un élément').fill('petits pas');
    await expect(row).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();

    await page.getByRole('button', { name: 'Modifier Circuit des petits pas' }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'élément" });
    await expect(edit).toContainText('le fichier ne peut pas être remplacé');
    await expect(edit.getByLabel('Fichier')).toHaveCount(0);
    await edit.getByLabel('Titre').fill('Circuit des petits pas (4-6 ans)');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Élément modifié avec succès')).toBeVisible();

    await page.getByRole('button', { name: 'Supprimer Circuit des petits pas (4-6 ans)' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('irréversible');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Élément supprimé avec succès')).toBeVisible();
    await expect(
      list.getByRole('listitem').filter({ hasText: 'Circuit des petits pas' }),
    ).toHaveCount(0);
  });
});

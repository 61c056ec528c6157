import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { samplePdf, toast } from './support/settings';
import { createBilanTrameViaApi } from './support/testotheque';

test.describe('Mes documents: trames and pages', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a document tied to a trame, found by the trame filter; the 101st document on page 2', async ({
    page,
    request,
  }) => {
    const api = await signInAsNewAccount(page, request);
    await createBilanTrameViaApi(api, 'Trame Axolotl');
    await createBilanTrameViaApi(api, 'Trame Bison');
    const pdf = samplePdf();
    // 101 documents, oldest first: 'Doc 001' is the 101st of the list (newest first).
    for (let i = 1; i <= 101; i += 1) {
      const res = await api.post('/api/v1/user-documents', {
        multipart: {
          title: `Doc ${String(i).padStart(3, '0')}`,
          file: { name: 'doc.pdf', mimeType: 'application/pdf', buffer: pdf },
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }

    await page.goto('/settings?tab=user-documents');
    const list = page.getByRole('list', { name: 'Mes documents' });
    const pages = page.getByRole('navigation', { name: 'Pagination des documents' });
    await expect(pages).toContainText('1–100 sur 101 documents');
    await expect(list.getByRole('listitem')).toHaveCount(100);
    await expect(list.getByText('Doc 001', { exact: true })).toHaveCount(0);
    await pages.getByRole('button', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pages).toContainText('101–101 sur 101 documents');
    await expect(list.getByText('Doc 001', { exact: true })).toBeVisible();
    await page.reload();
    await expect(list.getByText('Doc 001', { exact: true })).toBeVisible();
    await pages.getByRole('button', { name: 'Précédent' }).click();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(list.getByText('Doc 101', { exact: true })).toBeVisible();

    // 'Trame associée' lists the user's trames.
    await page.getByRole('button', { name: 'Nouveau document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau document' });
    await dialog.getByLabel('Titre').fill('Grille Axolotl');
    await dialog.getByLabel('Fichier').setInputFiles({ name: 'grille.pdf', mimeType: 'application/pdf', buffer: pdf });
    const trame = dialog.getByLabel('Trame associée');
    await expect(trame.locator('option')).toHaveText(['Aucune trame', 'Trame Axolotl', 'Trame Bison']);
    await trame.selectOption({ label: 'Trame Axolotl' });
    await dialog.getByRole('button', { name: 'Créer le document' }).click();
    await expect(toast(page, 'Document créé avec succès')).toBeVisible();

    // The trame filter: 'Trame Axolotl' shows only its document; editing keeps the trame shown.
    const filter = page.getByLabel('Trame', { exact: true });
    await expect(filter.locator('option')).toHaveText(['Toutes', 'Sans trame', 'Trame Axolotl', 'Trame Bison']);
    await filter.selectOption({ label: 'Trame Axolotl' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Grille Axolotl');
    await expect(pages).toContainText('1–1 sur 1 document');
    await list.getByRole('button', { name: 'Modifier Grille Axolotl' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le document' });
    await expect(edit.getByLabel('Trame associée').locator('option:checked')).toHaveText('Trame Axolotl');
    await edit.getByLabel('Trame associée').selectOption({ label: 'Trame Bison' });
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Document modifié avec succès')).toBeVisible();
    await expect(page.getByText('Aucun document ne correspond à votre recherche')).toBeVisible();
    await filter.selectOption({ label: 'Trame Bison' });
    await expect(list).toContainText('Grille Axolotl');
  });
});

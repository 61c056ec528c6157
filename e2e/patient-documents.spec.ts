import { expect, test, type Page } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { createPatientViaApi, uploadPatientDocumentViaApi } from './support/patients';
import { samplePdf, toast } from './support/settings';

const MB = 1024 * 1024;
const txt = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
});

async function openDocuments(page: Page, patientId: string) {
  await page.goto(`/patients/${patientId}?tab=documents`);
  await expect(page.getByRole('heading', { level: 3, name: /Documents/ })).toBeVisible();
}

function uploadDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Ajouter des documents' });
}

test.describe('patient documents', () => {
  let patientId: string;

  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
    patientId = (
      await createPatientViaApi(page.request, { firstName: 'Hugo', lastName: 'Bernard' })
    ).id;
  });

  test('upload two files, results, auto-close, view, download, search, filter, delete', async ({
    page,
  }) => {
    await openDocuments(page, patientId);
    await expect(page.getByText('Aucun document', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Ajouter des documents' }).click();
    const dialog = uploadDialog(page);
    await dialog.getByLabel('Choisir des fichiers').setInputFiles([
      {
        name: 'Bilan psychomoteur.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Bilan Hugo'),
      },
      txt('compte-rendu.txt', 'Séance du lundi : progrès en motricité fine.'),
    ]);
    const selected = dialog.getByRole('list', { name: 'Fichiers sélectionnés' });
    await expect(selected.getByRole('listitem')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Envoyer 2 fichiers' }).click();

    await expect(dialog.getByText('2 réussis')).toBeVisible();
    await expect(dialog.getByText('0 échec')).toBeVisible();
    const results = dialog.getByRole('list', { name: "Résultat de l'envoi" });
    await expect(results.getByRole('listitem')).toHaveCount(2);
    // No failure: the dialog closes by itself after 2 s.
    await expect(dialog).toBeHidden({ timeout: 5_000 });

    const list = page.getByRole('list', { name: 'Documents du patient' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Page 1 sur 1 · 2 documents')).toBeVisible();
    const pdfName =
      (
        await list.getByRole('button', { name: /^Voir .*\.pdf$/ }).getAttribute('aria-label')
      )?.replace(/^Voir /, '') ?? '';
    expect(pdfName).toMatch(/Bilan.*\.pdf$/);

    // The PDF opens inside the page, in a frame the server lets the app show.
    await list.getByRole('button', { name: `Voir ${pdfName}` }).click();
    const viewer = page.getByRole('dialog', { name: pdfName });
    const frame = viewer.locator(`iframe[title="Aperçu de ${pdfName}"]`);
    await expect(frame).toHaveAttribute('src', /\/api\/files\//);
    const src = (await frame.getAttribute('src')) ?? '';
    const framed = await page.request.get(src);
    expect(framed.status()).toBe(200);
    expect(framed.headers()['content-type']).toContain('application/pdf');
    expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Télécharger' }).click();
    expect((await download).suggestedFilename()).toBe(pdfName);
    await expect(toast(page, 'Téléchargement démarré')).toBeVisible();
    await page.keyboard.press('Escape');

    // The text file is shown as text.
    await list.getByRole('button', { name: 'Voir compte-rendu.txt' }).click();
    const textViewer = page.getByRole('dialog', { name: 'compte-rendu.txt' });
    await expect(textViewer.getByLabel('Contenu de compte-rendu.txt')).toHaveText(
      'Séance du lundi : progrès en motricité fine.',
    );
    await page.keyboard.press('Escape');

    // Download from the list.
    const second = page.waitForEvent('download');
    await list.getByRole('button', { name: 'Télécharger compte-rendu.txt' }).click();
    expect((await second).suggestedFilename()).toBe('compte-rendu.txt');

    // Search from 2 characters, type filter.
    const search = page.getByLabel('Rechercher un document');
    await search.fill('c');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await search.fill('COMPTE');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('compte-rendu.txt')).toBeVisible();
    await search.fill('introuvable');
    await expect(page.getByText('Aucun document trouvé')).toBeVisible();
    await search.fill('');
    await page.getByLabel('Type de fichier').selectOption('pdf');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(pdfName)).toBeVisible();
    await page.getByLabel('Type de fichier').selectOption('txt');
    await expect(list.getByText('compte-rendu.txt')).toBeVisible();
    await page.getByLabel('Type de fichier').selectOption('docx');
    await expect(page.getByText('Aucun document trouvé')).toBeVisible();
    await page.getByLabel('Type de fichier').selectOption('all');

    // Delete, after the question.
    await list.getByRole('button', { name: 'Supprimer compte-rendu.txt' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le document' });
    await expect(
      confirm.getByText('Êtes-vous sûr de vouloir supprimer le document "compte-rendu.txt" ?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Document supprimé')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });

  test('checks made before sending, with the exact messages', async ({ page }) => {
    await openDocuments(page, patientId);
    await page.getByRole('button', { name: 'Ajouter des documents' }).click();
    const dialog = uploadDialog(page);
    const picker = dialog.getByLabel('Choisir des fichiers');

    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByText('Veuillez sélectionner au moins un fichier')).toBeVisible();

    await picker.setInputFiles(txt('photo.png', 'pas une image'));
    await expect(
      dialog.getByText('Type de fichier non autorisé. Formats acceptés : PDF, DOC, DOCX, TXT'),
    ).toBeVisible();

    await picker.setInputFiles({
      name: 'trop-gros.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(15 * MB + 1, 0x20),
    });
    await expect(dialog.getByText('Le fichier dépasse la taille maximale de 15 Mo')).toBeVisible();

    await picker.setInputFiles(txt('notes.txt', 'une note'));
    await picker.setInputFiles(txt('notes.txt', 'une note'));
    await expect(dialog.getByText('Le fichier "notes.txt" est déjà sélectionné')).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: 'Fichiers sélectionnés' }).getByRole('listitem'),
    ).toHaveCount(1);

    await picker.setInputFiles(
      Array.from({ length: 10 }, (_, i) => txt(`lot-${i}.txt`, `fichier ${i}`)),
    );
    await expect(dialog.getByText('Vous ne pouvez pas ajouter plus de 10 fichiers')).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: 'Fichiers sélectionnés' }).getByRole('listitem'),
    ).toHaveCount(10);

    // A file can be taken out of the selection again.
    await dialog.getByRole('button', { name: 'Retirer notes.txt' }).click();
    await expect(
      dialog.getByRole('list', { name: 'Fichiers sélectionnés' }).getByRole('listitem'),
    ).toHaveCount(9);
  });

  test('a failed file keeps the dialog open with its reason', async ({ page }) => {
    await page.clock.install();
    await openDocuments(page, patientId);
    await page.getByRole('button', { name: 'Ajouter des documents' }).click();
    const dialog = uploadDialog(page);
    // A .pdf whose content is not a PDF: the server checks the bytes and refuses it.
    await dialog
      .getByLabel('Choisir des fichiers')
      .setInputFiles([
        { name: 'faux.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ pas un pdf') },
        txt('vrai.txt', 'contenu'),
      ]);
    await dialog.getByRole('button', { name: 'Envoyer 2 fichiers' }).click();
    await expect(dialog.getByText('1 réussi', { exact: true })).toBeVisible();
    await expect(dialog.getByText('1 échec', { exact: true })).toBeVisible();
    const failed = dialog
      .getByRole('list', { name: "Résultat de l'envoi" })
      .getByRole('listitem')
      .filter({ hasText: 'faux.pdf' });
    await expect(failed.getByLabel('Échec')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await expect(
      page.getByRole('list', { name: 'Documents du patient' }).getByRole('listitem'),
    ).toHaveCount(1);
  });

  test('pages of 10 documents', async ({ page }) => {
    for (let i = 1; i <= 12; i += 1) {
      await uploadPatientDocumentViaApi(
        page.request,
        patientId,
        txt(`seance-${String(i).padStart(2, '0')}.txt`, `Séance ${i}`),
      );
    }
    await openDocuments(page, patientId);
    const list = page.getByRole('list', { name: 'Documents du patient' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText('Page 1 sur 2 · 12 documents')).toBeVisible();
    await page.getByRole('button', { name: 'Suivante' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Page 2 sur 2 · 12 documents')).toBeVisible();
    await page.getByRole('button', { name: 'Précédente' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(10);
  });

  test('failures: no link, document gone, download and delete errors', async ({ page }) => {
    await uploadPatientDocumentViaApi(page.request, patientId, txt('rapport.txt', 'Rapport'));
    await openDocuments(page, patientId);
    const list = page.getByRole('list', { name: 'Documents du patient' });

    await page.route('**/link?purpose=view', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Panne' } } }),
    );
    await list.getByRole('button', { name: 'Voir rapport.txt' }).click();
    await expect(
      page.getByRole('dialog').getByText('Impossible de générer l URL de visualisation'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.unroute('**/link?purpose=view');

    await page.route('**/link?purpose=view', (route) =>
      route.fulfill({
        status: 404,
        json: { error: { code: 'NOT_FOUND', message: 'Document non trouvé' } },
      }),
    );
    await list.getByRole('button', { name: 'Voir rapport.txt' }).click();
    await expect(page.getByRole('dialog').getByText('Document non trouvé')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.unroute('**/link?purpose=view');

    await page.route('**/api/files/**', (route) => route.fulfill({ status: 500, body: 'panne' }));
    await list.getByRole('button', { name: 'Voir rapport.txt' }).click();
    await expect(
      page.getByRole('dialog').getByText('Erreur lors de l ouverture du document'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await list.getByRole('button', { name: 'Télécharger rapport.txt' }).click();
    await expect(toast(page, 'Erreur lors du téléchargement')).toBeVisible();
    await page.unroute('**/api/files/**');

    await page.route('**/link?purpose=download', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Panne' } } }),
    );
    await list.getByRole('button', { name: 'Télécharger rapport.txt' }).click();
    await expect(toast(page, 'Impossible de générer l URL de téléchargement')).toBeVisible();
    await page.unroute('**/link?purpose=download');

    await page.route(`**/api/v1/patients/${patientId}/documents/*`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Panne' } } })
        : route.fallback(),
    );
    await list.getByRole('button', { name: 'Supprimer rapport.txt' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Erreur lors de la suppression')).toBeVisible();
  });
});

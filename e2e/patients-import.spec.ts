import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { toast } from './support/settings';

const SIMPLE_HEADER =
  '*Prénom;*Nom;*Date de naissance;*Civilité;*Genre;Email;Téléphone;Ville;Motif de consultation;Notes';

async function openImport(page: Page): Promise<Locator> {
  await page.goto('/patients');
  await page.getByRole('button', { name: 'Importer CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des patients' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function csvFile(name: string, text: string, encoding: BufferEncoding = 'utf8') {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, encoding) };
}

/** Downloads a template from the dialog; returns its text. */
async function downloadTemplate(
  page: Page,
  dialog: Locator,
  label: string,
): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: new RegExp(label) }).click();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** The first line that is neither a comment nor blank. */
function headerLine(text: string): string {
  return (
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '' && !line.startsWith('#')) ?? ''
  );
}

test.describe('patient CSV import', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  test('both templates download, and both import as they are', async ({ page }) => {
    let dialog = await openImport(page);
    const simple = await downloadTemplate(page, dialog, 'Modèle simple \\(10 colonnes\\)');
    expect(simple.name).toBe('modele-import-patients-simple.csv');
    expect(headerLine(simple.text)).toBe(SIMPLE_HEADER);
    const full = await downloadTemplate(page, dialog, 'Modèle complet \\(21 colonnes\\)');
    expect(full.name).toBe('modele-import-patients-complet.csv');
    const fullHeader = headerLine(full.text).split(';');
    expect(fullHeader).toHaveLength(21);
    expect(fullHeader.slice(0, 2)).toEqual(['*Prénom du patient', '*Nom du patient']);

    // The simple template's example row.
    await dialog.getByLabel('Fichier CSV').setInputFiles(csvFile(simple.name, simple.text));
    await expect(dialog.getByText('Modèle simple', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Importer 1 patient' }).click();
    await expect(dialog.getByText('Importation terminée !')).toBeVisible();
    await expect(toast(page, '1 patients importés avec succès')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Patients importés' })).toContainText(
      'Françoise Lefèvre',
    );
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await expect(dialog).toHaveCount(0);

    // The full template's example row (a minor with a parent).
    dialog = await openImport(page);
    await dialog.getByLabel('Fichier CSV').setInputFiles(csvFile(full.name, full.text));
    await expect(dialog.getByText('Modèle complet', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Importer 1 patient' }).click();
    await expect(dialog.getByText('Importation terminée !')).toBeVisible();
    await dialog.getByRole('link', { name: 'Éloïse Martin' }).click();
    await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/patients');
    await expect(page.getByRole('article', { name: 'Françoise Lefèvre' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Éloïse Martin' })).toBeVisible();
  });

  test('an edited simple template: accents, an invalid row, a warning, Retour, results and toasts', async ({
    page,
  }) => {
    const csv = [
      '# Mes patients',
      SIMPLE_HEADER,
      'Bérénice;Gaëtan-Crépeau;1996-02-29;Mme;Féminin;;;Nîmes;;',
      'Hugo;Sans-Date;mars 2015;M.;Masculin;;;;;',
      'Zoé;Ébrard;1990-07-14;Mme;Féminin;zoe-at-exemple.fr;;;;',
      '',
    ].join('\r\n');
    const dialog = await openImport(page);
    await dialog.getByLabel('Fichier CSV').setInputFiles(csvFile('mes-patients.csv', csv));

    // Validate: counts, rows to check, preview.
    await expect(dialog.getByText('mes-patients.csv')).toBeVisible();
    const stats = dialog.locator('dl').first();
    await expect(stats).toContainText('Valides2');
    await expect(stats).toContainText('Invalides1');
    await expect(stats).toContainText('Avertissements1');
    const issues = dialog.getByRole('list', { name: 'Lignes à vérifier' });
    const invalid = issues.getByRole('listitem').filter({ hasText: 'Ligne 2' }).first();
    await expect(invalid).toContainText('Hugo Sans-Date');
    await expect(invalid).toContainText('Non importée');
    await expect(invalid).toContainText(
      'Format de date invalide (utilisez AAAA-MM-JJ, ex: 2015-03-21)',
    );
    const warned = issues.getByRole('listitem').filter({ hasText: 'Ligne 3' }).first();
    await expect(warned).toContainText('Zoé Ébrard');
    await expect(warned).toContainText('Format email invalide, le champ sera ignoré');
    const preview = dialog.getByRole('table', { name: 'Aperçu' });
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(preview).toContainText('Gaëtan-Crépeau');
    await expect(preview).toContainText('29/02/1996');

    // Retour goes back to the file choice; choosing the file again analyses it again.
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await expect(dialog.getByText('Choisir un fichier CSV')).toBeVisible();
    await dialog.getByLabel('Fichier CSV').setInputFiles(csvFile('mes-patients.csv', csv));
    await dialog.getByRole('button', { name: 'Importer 2 patients' }).click();

    await expect(dialog.getByText('Importation terminée !')).toBeVisible();
    await expect(toast(page, '2 patients importés avec succès')).toBeVisible();
    await expect(toast(page, "1 patients n'ont pas pu être importés")).toBeVisible();
    const created = dialog.getByRole('list', { name: 'Patients importés' });
    await expect(created.getByRole('link')).toHaveCount(2);
    await expect(created).toContainText('Bérénice Gaëtan-Crépeau');
    await expect(created).toContainText('Zoé Ébrard');
    const failed = dialog.getByRole('list', { name: 'Lignes non importées' });
    await expect(failed).toContainText('Hugo Sans-Date');
    await expect(failed).toContainText('Format de date invalide');
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await expect(dialog).toHaveCount(0);

    // The list was refreshed: the new patients are there.
    await expect(page.getByRole('article', { name: 'Bérénice Gaëtan-Crépeau' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Zoé Ébrard' })).toBeVisible();
    await page.getByPlaceholder('Rechercher un patient (nom, prénom)...').fill('gaetan');
    await expect(page.getByRole('list', { name: 'Patients' }).getByRole('article')).toHaveCount(1);
  });

  test('a Windows-1252 file keeps its accents', async ({ page }) => {
    const csv = `${SIMPLE_HEADER}\r\nHélène;Dupré-Noël;1978-11-05;Mme;Féminin;;;Besançon;;Suivi à domicile\r\n`;
    const dialog = await openImport(page);
    await dialog
      .getByLabel('Fichier CSV')
      .setInputFiles(csvFile('export-excel.csv', csv, 'latin1'));
    await expect(dialog.getByRole('table', { name: 'Aperçu' })).toContainText('Dupré-Noël');
    await expect(dialog.getByRole('table', { name: 'Aperçu' })).toContainText('Hélène');
    await dialog.getByRole('button', { name: 'Importer 1 patient' }).click();
    await expect(toast(page, '1 patients importés avec succès')).toBeVisible();
    await dialog.getByRole('button', { name: 'Terminer' }).click();
    await page.getByPlaceholder('Rechercher un patient (nom, prénom)...').fill('helene');
    await expect(page.getByRole('article', { name: 'Hélène Dupré-Noël' })).toBeVisible();
  });

  test('file problems are shown on the first step', async ({ page }) => {
    const dialog = await openImport(page);
    const input = dialog.getByLabel('Fichier CSV');
    const alert = dialog.getByRole('alert');

    await input.setInputFiles({
      name: 'patients.xlsx',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('PK'),
    });
    await expect(alert).toHaveText('Veuillez sélectionner un fichier CSV');

    await input.setInputFiles({
      name: 'enorme.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x41),
    });
    await expect(alert).toHaveText('Le fichier CSV dépasse la taille maximale de 10 Mo');

    // A comma instead of a semicolon: the required columns are not found.
    await input.setInputFiles(
      csvFile(
        'virgules.csv',
        `${SIMPLE_HEADER.replaceAll(';', ',')}\nJean,Moreau,1980-01-01,M.,Masculin,,,,,\n`,
      ),
    );
    await expect(alert).toContainText('Colonnes obligatoires manquantes : ');
    await expect(alert).toContainText('Vérifiez que vous utilisez le bon template.');

    await input.setInputFiles(csvFile('entete.csv', `# rien\n${SIMPLE_HEADER}\n`));
    await expect(alert).toHaveText(
      "Le fichier CSV doit contenir au moins une ligne d'en-tête et une ligne de données",
    );

    await input.setInputFiles(
      csvFile('invalides.csv', `${SIMPLE_HEADER}\n;Moreau;1980-01-01;M.;Masculin;;;;;\n`),
    );
    await expect(alert).toHaveText('Aucun patient valide à importer');

    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    await input.setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: png });
    await expect(alert).toHaveText("Ce fichier n'est pas un fichier texte CSV");

    const tooManyRows = Array.from(
      { length: 10_001 },
      (_, i) => `P${i};N${i};1980-01-01;M.;Masculin;;;;;`,
    );
    await input.setInputFiles(
      csvFile('trop-de-lignes.csv', [SIMPLE_HEADER, ...tooManyRows].join('\n')),
    );
    await expect(alert).toHaveText(
      'Le fichier CSV dépasse 10 000 lignes : découpez-le en plusieurs fichiers',
    );

    // Still on the first step, and a good file goes through.
    await input.setInputFiles(
      csvFile('bon.csv', `${SIMPLE_HEADER}\nJean;Moreau;1980-01-01;M.;Masculin;;;;;\n`),
    );
    await expect(dialog.getByRole('button', { name: 'Importer 1 patient' })).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('an import that fails returns to the check with the error', async ({ page }) => {
    const dialog = await openImport(page);
    await dialog
      .getByLabel('Fichier CSV')
      .setInputFiles(
        csvFile('un.csv', `${SIMPLE_HEADER}\nJean;Moreau;1980-01-01;M.;Masculin;;;;;\n`),
      );
    let answers = [
      {
        status: 500,
        body: JSON.stringify({
          error: { code: 'IMPORT_FAILED', message: "Erreur d'insertion: connexion perdue" },
        }),
      },
      { status: 502, body: '' },
    ];
    await page.route('**/api/v1/patients/import', async (route) => {
      const answer = answers.shift();
      if (answer)
        await route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: answer.body,
        });
      else await route.continue();
    });

    await dialog.getByRole('button', { name: 'Importer 1 patient' }).click();
    await expect(toast(page, "Erreur d'insertion: connexion perdue")).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText("Erreur d'insertion: connexion perdue");
    await expect(dialog.getByRole('table', { name: 'Aperçu' })).toContainText('Moreau');

    // No message from the server: the generic one.
    await dialog.getByRole('button', { name: 'Importer 1 patient' }).click();
    await expect(toast(page, "Erreur lors de l'importation")).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText("Erreur lors de l'importation");

    answers = [];
    await dialog.getByRole('button', { name: 'Importer 1 patient' }).click();
    await expect(dialog.getByText('Importation terminée !')).toBeVisible();
    await expect(toast(page, '1 patients importés avec succès')).toBeVisible();
  });

  test('5,000 rows import with a progress indication, then page through them', async ({ page }) => {
    test.setTimeout(180_000);
    const rows = Array.from({ length: 5000 }, (_, i) => {
      const n = String(i + 1).padStart(4, '0');
      return `Prénom${n};Nom${n};2000-01-01;M.;Masculin;p${n}@exemple.fr;06 00 00 ${n.slice(0, 2)} ${n.slice(2)};Lyon;;`;
    });
    const csv = [SIMPLE_HEADER, ...rows, ''].join('\n');
    const dialog = await openImport(page);
    await dialog.getByLabel('Fichier CSV').setInputFiles(csvFile('cabinet.csv', csv));
    const importButton = dialog.getByRole('button', { name: /^Importer 5\s000 patients$/ });
    await expect(importButton).toBeVisible({ timeout: 60_000 });

    // Hold the request until the progress step has been seen, then let it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/patients/import', async (route) => {
      await held;
      await route.continue();
    });
    await importButton.click();
    await expect(dialog.getByText('Importation en cours...', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Envoi du fichier' })).toBeVisible();
    release();

    await expect(dialog.getByText('Importation terminée !')).toBeVisible({ timeout: 120_000 });
    await expect(toast(page, '5000 patients importés avec succès')).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: 'Patients importés' }).getByRole('link'),
    ).toHaveCount(10);
    await expect(dialog.getByText(/et 4\s990 patients de plus/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Terminer' }).click();

    await expect(page.getByText(/^1–50 sur 5\s000 patients$/)).toBeVisible();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByText(/^51–100 sur 5\s000 patients$/)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Prénom0051 Nom0051' })).toBeVisible();
    await page.getByPlaceholder('Rechercher un patient (nom, prénom)...').fill('nom4321');
    await expect(page.getByRole('article', { name: 'Prénom4321 Nom4321' })).toBeVisible();
    await expect(page.getByText('1–1 sur 1 patient')).toBeVisible();
  });
});

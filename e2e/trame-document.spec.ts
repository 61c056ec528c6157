import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import mammoth from 'mammoth';
import { signInAsNewAccount } from './support/accounts';
import { extractText, getDocumentProxy } from 'unpdf';
import { createPatientViaApi } from './support/patients';
import { onePagePdf, toast } from './support/settings';

/** An example report: a title, two numbered sections, one repeated sentence (ASCII, Helvetica). */
function reportPdf(reason: string): Buffer {
  const lines: [string, number][] = [
    ['BILAN PSYCHOMOTEUR', 18],
    ['1. Anamnese', 11],
    [reason, 11],
    ['Le bilan a ete realise en deux seances.', 11],
    ['2. Conclusion', 11],
    ['Une prise en charge est proposee.', 11],
  ];
  let y = 760;
  const stream = lines
    .map(([text, size]) => {
      y -= size + 10;
      return `BT /F1 ${size} Tf 72 ${y} Td (${text}) Tj ET`;
    })
    .join('\n');
  return onePagePdf(stream);
}

/** Issue 12: generate 'Ma Trame' from an analysed example, read it, download its DOCX. */
test.describe('Ma Trame', () => {
  test('generates the template live, shows it with and without the instructions, downloads the DOCX', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signInAsNewAccount(page, request);
    const type = await page.request.post('/api/v1/trame-types', {
      data: { label: 'Bilan psychomoteur', isBilan: true },
    });
    expect(type.status()).toBe(201);
    const trame = await page.request.post('/api/v1/trames', {
      data: { name: 'Bilan enfant', trameTypeId: ((await type.json()) as { id: string }).id },
    });
    expect(trame.status()).toBe(201);
    const trameId = ((await trame.json()) as { id: string }).id;

    await page.goto(`/trames/${trameId}`);
    await page.getByRole('tab', { name: 'Ma Trame' }).click();
    await expect(page.getByText('Aucune trame générée')).toBeVisible();
    await expect(page.getByText(/Aucun exemple analysé/)).toBeVisible();
    await page.getByRole('button', { name: 'Générer ma Trame avec Sophie' }).click();
    await expect(toast(page, 'Erreur')).toBeVisible();
    await expect(toast(page, 'Aucun exemple analysé')).toBeVisible();

    await page.getByRole('tab', { name: 'Exemples' }).click();
    await page.getByRole('button', { name: 'Ajouter des exemples' }).click();
    const upload = page.getByRole('dialog', { name: 'Ajouter des exemples' });
    await upload.getByLabel('Fichiers PDF').setInputFiles([
      {
        name: 'bilan-1.pdf',
        mimeType: 'application/pdf',
        buffer: reportPdf('Adresse pour une maladresse.'),
      },
      {
        name: 'bilan-2.pdf',
        mimeType: 'application/pdf',
        buffer: reportPdf('Vient pour une ecriture lente.'),
      },
    ]);
    await upload.getByRole('button', { name: 'Ajouter les exemples' }).click();
    await expect(toast(page, '2 document(s) exemple(s) ajouté(s) avec succès')).toBeVisible();
    await expect(upload).toBeHidden();
    await page.getByRole('button', { name: "Lancer l'analyse" }).click();
    await expect(toast(page, 'Analyse terminée')).toBeVisible({ timeout: 60_000 });

    await page.getByRole('tab', { name: 'Ma Trame' }).click();
    await page.getByRole('button', { name: 'Générer ma Trame avec Sophie' }).click();
    await expect(toast(page, 'Génération lancée !')).toBeVisible();
    // The job runs in the background; the tab follows it live.
    await expect(toast(page, 'Trame générée')).toBeVisible({ timeout: 60_000 });
    const preview = page.getByRole('article', { name: 'Aperçu de la trame' });
    await expect(
      preview.getByRole('heading', { name: 'BILAN PSYCHOMOTEUR', level: 1 }),
    ).toBeVisible();
    await expect(preview.getByRole('heading', { name: '1. Anamnese' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: '2. Conclusion' })).toBeVisible();
    await expect(preview.getByText('Le bilan a ete realise en deux seances.')).toBeVisible();
    await expect(preview).not.toContainText('maladresse');
    await expect(preview).not.toContainText('ecriture lente');

    const toggle = page.getByLabel('Afficher les instructions pour Sophie');
    await expect(toggle).toBeChecked();
    const instructions = preview.getByText('Instruction pour Sophie');
    await expect(instructions.first()).toBeVisible();
    await expect(preview.getByText(/Anamnese : un texte d'environ/)).toBeVisible();
    await toggle.uncheck();
    await expect(instructions).toHaveCount(0);
    await expect(preview.getByRole('heading', { name: '1. Anamnese' })).toBeVisible();
    await toggle.check();
    await expect(instructions.first()).toBeVisible();

    // 'Voir le document' opens the exported DOCX through its signed address.
    const view = page.getByRole('link', { name: 'Voir le document' });
    await expect(view).toBeVisible();
    const href = await view.getAttribute('href');
    const docx = await page.request.get(href ?? '');
    expect(docx.status()).toBe(200);
    const { value: html } = await mammoth.convertToHtml({ buffer: await docx.body() });
    expect(html).toContain('BILAN PSYCHOMOTEUR');
    expect(html).toContain('<h2>1. Anamnese</h2>');
    expect(html).toContain('<h2>2. Conclusion</h2>');

    // 'Voir le PDF' opens the PDF export of the same template.
    const viewPdf = page.getByRole('link', { name: 'Voir le PDF' });
    await expect(viewPdf).toBeVisible();
    const pdf = await page.request.get((await viewPdf.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const { text: pdfText } = await extractText(
      await getDocumentProxy(new Uint8Array(await pdf.body())),
      { mergePages: true },
    );
    expect(pdfText.split('\n')).toEqual(
      expect.arrayContaining(['BILAN PSYCHOMOTEUR', '1. Anamnese', '2. Conclusion']),
    );
    // 'Ma Trame' offers both files.
    const pdfPopup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
    await (await pdfPopup).close();

    // 'Préparer un compte rendu' from 'Ma Trame': choose the patient, download the DOCX.
    const patient = await createPatientViaApi(page.request, {
      firstName: 'Maëlys',
      lastName: 'Comptereindu',
      civilite: 'Mme',
      gender: 'Féminin',
      dateOfBirth: '1990-02-17',
    });
    await page.getByRole('button', { name: 'Préparer un compte rendu' }).click();
    const draft = page.getByRole('dialog', { name: 'Préparer un compte rendu' });
    await draft.getByRole('button', { name: 'Préparer' }).click();
    await expect(draft.getByText('Veuillez sélectionner un patient')).toBeVisible();
    await draft.getByLabel('Patient').fill('Comptere');
    await draft.getByRole('button', { name: /Mme Maëlys Comptereindu/ }).click();
    await draft.getByRole('button', { name: 'Préparer' }).click();
    await expect(toast(page, 'Compte rendu préparé')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await draft.getByRole('link', { name: 'Télécharger le compte rendu' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Compte_rendu_Maelys_Comptereindu_.*\.docx$/);
    const { value: draftText } = await mammoth.extractRawText({
      path: await download.path(),
    });
    expect(draftText).toContain('Mme Maëlys Comptereindu');
    expect(draftText).toContain('Née le 17/02/1990');
    expect(draftText).toMatch(/Âge : \d+ ans/);
    expect(draftText).toContain('1. Anamnese');
    await draft.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(draft).toBeHidden();

    // 'Télécharger' of the list opens the same file.
    await page.goto('/trames');
    await page.getByRole('button', { name: 'Actions de la trame Bilan enfant' }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: 'Télécharger', exact: true }).click();
    const opened = await popup;
    expect(opened).toBeTruthy();
    await opened.close();
    await page.getByRole('button', { name: 'Actions de la trame Bilan enfant' }).click();
    const pdfFromList = page.waitForEvent('popup');
    await page.getByRole('menuitem', { name: 'Exporter en PDF' }).click();
    await (await pdfFromList).close();

    // From the patient record: choose the trame, download the draft; it joins the documents.
    await page.goto(`/patients/${patient.id}`);
    await page.getByRole('button', { name: 'Préparer un compte rendu' }).click();
    const fromRecord = page.getByRole('dialog', { name: 'Préparer un compte rendu' });
    await fromRecord.getByRole('button', { name: 'Préparer' }).click();
    await expect(fromRecord.getByText('Veuillez sélectionner une trame')).toBeVisible();
    await fromRecord.getByLabel('Trame').selectOption({ label: 'Bilan enfant' });
    // This time as a PDF, to read or send as it is.
    await fromRecord.getByRole('radio', { name: 'PDF' }).check();
    await fromRecord.getByRole('button', { name: 'Préparer' }).click();
    await expect(toast(page, 'Compte rendu préparé')).toBeVisible();
    const second = page.waitForEvent('download');
    await fromRecord.getByRole('link', { name: 'Télécharger le compte rendu' }).click();
    const secondDownload = await second;
    expect(secondDownload.suggestedFilename()).toMatch(/^Compte_rendu_Maelys_Comptereindu_.*\.pdf$/);
    const { text: secondText } = await extractText(
      await getDocumentProxy(new Uint8Array(await readFile(await secondDownload.path()))),
      { mergePages: true },
    );
    expect(secondText).toContain('Mme Maëlys Comptereindu');
    expect(secondText).toContain('Née le 17/02/1990');
  });

  test('from the patient record, says so when no trame is generated and active', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewAccount(page, request);
    const type = await page.request.post('/api/v1/trame-types', {
      data: { label: 'Compte rendu de suivi', isBilan: false },
    });
    expect(type.status()).toBe(201);
    const typeId = ((await type.json()) as { id: string }).id;
    // A trame without a generated document is not offered.
    const empty = await page.request.post('/api/v1/trames', {
      data: { name: 'Trame vide', trameTypeId: typeId },
    });
    expect(empty.status()).toBe(201);
    const patient = await createPatientViaApi(
      page.request,
      { firstName: 'Basile', lastName: 'Dossierpatient', dateOfBirth: '1978-11-03' },
      { goals: [{ title: 'Reprendre la marche', description: 'Sans aide technique' }] },
    );

    await page.goto(`/patients/${patient.id}`);
    await page.getByRole('button', { name: 'Préparer un compte rendu' }).click();
    const draft = page.getByRole('dialog', { name: 'Préparer un compte rendu' });
    await expect(draft.getByText('Aucune trame générée et active')).toBeVisible();
    await draft.getByRole('button', { name: 'Annuler' }).click();
    await expect(draft).toBeHidden();
  });
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signInAsNewAccount } from './support/accounts';
import { createPatientViaApi, uploadPatientDocumentViaApi } from './support/patients';
import { toast } from './support/settings';

/** Issue 16 §2: 'Exporter le dossier' and 'Supprimer définitivement' from the patient record. */
test.describe('patient data rights', () => {
  let patientId: string;

  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
    patientId = (await createPatientViaApi(page.request, { firstName: 'Nina', lastName: 'Export' })).id;
    await uploadPatientDocumentViaApi(page.request, patientId, {
      name: 'compte-rendu.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Séance du mardi : équilibre.', 'utf8'),
    });
  });

  test('export the record and download the ZIP', async ({ page }) => {
    await page.goto(`/patients/${patientId}`);
    await page.getByRole('button', { name: "Plus d'actions sur le dossier" }).click();
    await page.getByRole('menuitem', { name: 'Exporter le dossier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exporter le dossier' });
    await dialog.getByRole('button', { name: 'Exporter le dossier' }).click();
    await expect(dialog.getByText('L’export est prêt.')).toBeVisible({ timeout: 30_000 });

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Télécharger l’export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^dossier-patient-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const names = Object.keys(zip).sort();
    expect(names).toEqual([expect.stringMatching(/^documents\/[0-9a-f-]{36}\/compte-rendu\.txt$/), 'patient.json', 'resume.html']);
    const entry = (name: string | undefined) => strFromU8(zip[name ?? ''] ?? new Uint8Array());
    const content = JSON.parse(entry('patient.json')) as { patient: { firstName: string; lastName: string }; documents: unknown[] };
    expect(content.patient).toMatchObject({ firstName: 'Nina', lastName: 'Export' });
    expect(content.documents).toHaveLength(1);
    expect(entry(names[0])).toBe('Séance du mardi : équilibre.');
    expect(entry('resume.html')).toContain('Dossier de Nina Export');
  });

  test('erase the patient after typing the full name', async ({ page }) => {
    await page.goto(`/patients/${patientId}`);
    await page.getByRole('button', { name: "Plus d'actions sur le dossier" }).click();
    await page.getByRole('menuitem', { name: 'Supprimer définitivement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement le patient' });
    const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
    const field = dialog.getByLabel('Saisissez le nom complet du patient pour confirmer');
    await field.fill('Nina');
    await expect(confirm).toBeDisabled();
    await field.fill('Nina Export');
    await confirm.click();

    await expect(toast(page, 'Patient supprimé définitivement')).toBeVisible();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(page.getByText('Nina Export')).toHaveCount(0);
    const record = await page.request.get(`/api/v1/patients/${patientId}`);
    expect(record.status()).toBe(404);
  });
});

import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { createPatientViaApi } from './support/patients';
import { createBilanTrameViaApi } from './support/testotheque';

const GREETING = "Comment puis-je vous aider aujourd'hui ?";
const PLACEHOLDER = 'Merci pour votre message. Je suis encore en cours de préparation : je pourrai bientôt vous aider pour de vrai.';
const NOT_CONFIGURED = /Aucun modèle d'assistante n'est configuré/;

/** Spec 3 §2.9, §4: Sophie and Myriam without a model (the default server): the placeholder reply. */
test.describe('Assistants without a model', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  test('Sophie: patient mode, a starter card, the placeholder after one second, the conversation kept', async ({ page }) => {
    // The longest flow of the suite: every step of the home page, the chat, a reload and the list.
    test.setTimeout(150_000);
    await createPatientViaApi(page.request, { firstName: 'Léa', lastName: 'Dupont', civilite: 'Mme', gender: 'Féminin', dateOfBirth: '1990-03-04' });
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Sophie' }).click();
    await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
    await expect(page.getByText(NOT_CONFIGURED)).toBeVisible();
    const starters = page.getByRole('list', { name: 'Suggestions' }).getByRole('button');
    await expect(starters).toHaveCount(4);

    // Empty prompts are not sent; Shift+Enter is a newline.
    const prompt = page.getByLabel('Votre message');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await prompt.fill('   ');
    await prompt.press('Enter');
    await expect(page).toHaveURL(/\/sophie$/);

    // Attachments: a wrong type and a file over 20 Mo get their French message. Files on disk (a
    // sparse 20 Mo one): the browser reads them itself, instead of 20 Mo sent through the protocol.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'praxis-e2e-attachments-'));
    const files = { exe: path.join(folder, 'notes.exe'), big: path.join(folder, 'gros.pdf'), pdf: path.join(folder, 'bilan.pdf') };
    writeFileSync(files.exe, 'x');
    writeFileSync(files.big, '');
    truncateSync(files.big, 20 * 1024 * 1024 + 1);
    writeFileSync(files.pdf, '%PDF-1.4');
    await page.getByLabel('Fichiers à joindre').setInputFiles([files.exe, files.big, files.pdf]);
    await expect(page.getByText('notes.exe : seuls les fichiers PDF, DOC, DOCX, TXT, PNG, JPG et JPEG sont acceptés')).toBeVisible();
    await expect(page.getByText('gros.pdf : la taille maximale est de 20 Mo')).toBeVisible();
    await page.getByRole('button', { name: 'Retirer bilan.pdf' }).click();

    // Patient search: 2 characters, civilité, names, age and gender; nothing found.
    const search = page.getByLabel('Mode patient');
    await search.fill('D');
    await expect(page.getByText('Aucun patient trouvé')).toBeHidden();
    await search.fill('Zz');
    await expect(page.getByText('Aucun patient trouvé')).toBeVisible();
    await search.fill('Du');
    const result = page.getByRole('list', { name: 'Patients trouvés' }).getByRole('button', { name: /Mme Léa Dupont/ });
    await expect(result).toContainText(/\d+ ans · Féminin/);
    await result.click();
    const banner = page.getByRole('region', { name: 'Mode Patient' });
    await expect(banner).toContainText('Mme Léa Dupont');
    await banner.getByRole('button', { name: 'Retirer le patient' }).click();
    await expect(banner).toBeHidden();
    await page.getByLabel('Mode patient').fill('léa');
    await page.getByRole('button', { name: /Mme Léa Dupont/ }).click();
    await expect(banner).toBeVisible();

    const sentAt = Date.now();
    await page.getByRole('button', { name: /Rédiger un compte rendu de séance/ }).click();
    // The prompt is kept while the chat opens.
    await expect(prompt).toHaveValue("Aide-moi à rédiger le compte rendu de la séance d'aujourd'hui.");
    await expect(page).toHaveURL(/\/sophie\/chat\?conversation=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sophie' })).toBeVisible();
    await expect(page.getByText('Assistante de rédaction')).toBeVisible();
    await expect(page.getByLabel('Patient sélectionné')).toHaveText('Mme Léa Dupont');
    await expect(page.getByRole('heading', { name: 'Document de rédaction' })).toBeVisible();
    await expect(page.getByText(NOT_CONFIGURED)).toBeVisible();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('article', { name: 'Vous' })).toHaveText("Aide-moi à rédiger le compte rendu de la séance d'aujourd'hui.");
    await expect(log.getByRole('article', { name: 'Sophie' })).toHaveText(PLACEHOLDER);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);

    // Stored: reloading shows the same conversation; the home page lists it and deletes it.
    await page.reload();
    await expect(log.getByRole('article', { name: 'Sophie' })).toHaveText(PLACEHOLDER);
    // A reload never sends the first message again (its reply would come one second later).
    await page.waitForTimeout(1500);
    await expect(log.getByRole('article')).toHaveCount(2);
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/sophie$/);
    await page.getByRole('button', { name: /Supprimer la conversation Aide-moi/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('heading', { name: 'Conversations récentes' })).toBeHidden();
  });

  test('Myriam: Enter sends, the chat is one column and answers in the chat too', async ({ page }) => {
    await page.goto('/myriam');
    await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Suggestions' }).getByRole('button')).toHaveCount(4);
    await expect(page.getByRole('button', { name: /Planifier un rendez-vous/ })).toBeVisible();
    const prompt = page.getByLabel('Votre message');
    await prompt.fill('Bonjour');
    await prompt.press('Shift+Enter');
    await prompt.pressSequentially('Quel est mon prochain créneau libre ?');
    await expect(prompt).toHaveValue('Bonjour\nQuel est mon prochain créneau libre ?');
    await prompt.press('Enter');
    await expect(page).toHaveURL(/\/myriam\/chat\?conversation=/);
    await expect(page.getByText('Assistante de gestion')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Document de rédaction' })).toBeHidden();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('article', { name: 'Myriam' })).toHaveText(PLACEHOLDER);

    await page.getByLabel('Votre message').fill('Merci');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(log.getByRole('article', { name: 'Myriam' })).toHaveCount(2);
    await expect(log.getByRole('article', { name: 'Myriam' }).nth(1)).toHaveText(PLACEHOLDER);
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/myriam$/);
  });

  test("Sophie with a trame ('Demander une modification'): the trame is shown and goes with each question", async ({ page }) => {
    const trameId = await createBilanTrameViaApi(page.request, 'Bilan graphomoteur');
    await page.goto(`/sophie/chat?trameId=${trameId}`);
    await expect(page.getByLabel('Trame jointe')).toHaveText('Bilan graphomoteur');
    await expect(page).toHaveTitle('Sophie — Praxis');
    await page.getByLabel('Votre message').fill('Ajoute une section sur la latéralité.');
    await page.getByLabel('Votre message').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/sophie/chat\\?conversation=[^&]+&trameId=${trameId}`));
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('article', { name: 'Sophie' })).toHaveText(PLACEHOLDER);
    await expect(page.getByLabel('Trame jointe')).toHaveText('Bilan graphomoteur');
  });
});

import { expect, test } from '@playwright/test';
import { FAKE_AI_URL } from '../playwright.config';
import { createConfirmedAccount, signInThroughPage } from './support/accounts';
import { createPatientViaApi } from './support/patients';

const AI_SERVER = { port: process.env.PRAXIS_E2E_AI_PORT ?? '', dataDir: process.env.PRAXIS_E2E_AI_DATA_DIR ?? '' };

/**
 * Spec 3 §2.9 with a model (issue 14): the 'assistants-ai' project's server sends the
 * questions to the fake OpenAI-compatible server (apps/server/src/test/fake-ai-server.ts).
 */
test.describe('Assistants with a model', () => {
  test.beforeEach(async ({ page, request }) => {
    const account = await createConfirmedAccount(request, undefined, AI_SERVER);
    await signInThroughPage(page, account.email);
  });

  test('Sophie streams an answer with the real names and puts the draft in the document pane', async ({ page }) => {
    await createPatientViaApi(page.request, { firstName: 'Zoé', lastName: 'Lambertin', civilite: 'Mme', gender: 'Féminin', dateOfBirth: '1995-06-01' });
    await page.goto('/sophie');
    await expect(page.getByText(/Aucun modèle d'assistante/)).toBeHidden();
    await page.getByLabel('Mode patient').fill('Lamb');
    await page.getByRole('button', { name: /Mme Zoé Lambertin/ }).click();
    await page.getByLabel('Votre message').fill('Rédige le compte rendu de séance de Zoé Lambertin.');
    await page.getByLabel('Votre message').press('Enter');

    await expect(page).toHaveURL(/\/sophie\/chat\?conversation=/);
    const answer = page.getByRole('log', { name: 'Conversation' }).getByRole('article', { name: 'Sophie' });
    await expect(answer).toContainText('Bonjour, voici ma réponse au sujet de Zoé Lambertin.');
    await expect(answer).toContainText('Brouillon dans le Document de rédaction.');
    const draft = page.getByRole('article', { name: 'Brouillon' });
    await expect(draft).toContainText('Compte rendu de séance');
    await expect(draft).toContainText('Zoé Lambertin a participé à la séance.');
    await expect(draft).toHaveAttribute('aria-busy', 'false');

    // Nothing that reached the model carried the patient's name.
    const received = JSON.stringify(await (await page.request.get(`${FAKE_AI_URL}/__received`)).json());
    expect(received).toContain('[NOM_1]');
    expect(received).not.toContain('Lambertin');
  });

  test('Sophie reads the joined files, names hidden from the model; an image is named only; a slow answer can be stopped', async ({ page }) => {
    await createPatientViaApi(page.request, { firstName: 'Anatole', lastName: 'Verdier', civilite: 'M.', gender: 'Masculin', dateOfBirth: '1986-02-11' });
    await page.goto('/sophie');
    await page.getByLabel('Fichiers à joindre').setInputFiles({
      name: 'courrier-ecole.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from("Courrier de l'école : Anatole Verdier copie lentement au tableau (repère-e2e-77)."),
    });
    await expect(page.getByRole('list', { name: 'Fichiers joints' })).toContainText('courrier-ecole.txt');
    await page.getByLabel('Votre message').fill('Résume le courrier joint.');
    await page.getByLabel('Votre message').press('Enter');

    await expect(page).toHaveURL(/\/sophie\/chat\?conversation=/);
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('list', { name: 'Fichiers joints au message' })).toContainText('courrier-ecole.txt');
    await expect(log.getByRole('article', { name: 'Sophie' })).toContainText('Bonjour, voici ma réponse');
    const received = JSON.stringify(await (await page.request.get(`${FAKE_AI_URL}/__received`)).json());
    expect(received).toContain('Fichier joint : courrier-ecole.txt');
    expect(received).toContain('copie lentement au tableau (repère-e2e-77)');
    expect(received).not.toContain('Verdier');

    // An image: only its name goes with the question, and the page says so. As a person would,
    // the next question is sent once the first answer is over ('Envoyer' can be clicked again).
    await page.getByLabel('Fichiers à joindre').setInputFiles({
      name: 'dessin.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
    });
    await page.getByLabel('Votre message').fill('Et ce dessin ? [[lent]]');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    await page.getByLabel('Votre message').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: "dessin.png : le contenu des images n'est pas lu, seul son nom est transmis" })).toBeVisible();
    await page.getByRole('button', { name: 'Arrêter la réponse' }).click();
    await expect(log.getByRole('article', { name: 'Sophie' }).nth(1)).toContainText('Réponse arrêtée.');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  });

  test('Myriam finds the next free slot; a failing model gives the French message and keeps the conversation', async ({ page }) => {
    await page.goto('/myriam');
    await page.getByRole('button', { name: /Planifier un rendez-vous/ }).click();
    await expect(page).toHaveURL(/\/myriam\/chat\?conversation=/);
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('article', { name: 'Myriam' })).toContainText(/Le prochain créneau libre est le \w+ \d+ \w+ \d{4}, \d{2}:\d{2}–\d{2}:\d{2}\./);

    await page.getByLabel('Votre message').fill('Et maintenant ? [[erreur]]');
    await page.getByLabel('Votre message').press('Enter');
    await expect(log.getByRole('article', { name: 'Myriam' }).nth(1).getByRole('alert')).toHaveText("L'assistante n'a pas pu répondre. Réessayez.");
    await expect(log.getByRole('article', { name: 'Myriam' }).first()).toContainText('Le prochain créneau libre');
    await page.reload();
    await expect(log.getByRole('article')).toHaveCount(4);
    await expect(log.getByRole('alert')).toHaveText("L'assistante n'a pas pu répondre. Réessayez.");
  });
});

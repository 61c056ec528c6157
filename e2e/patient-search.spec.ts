import { expect, test, type Page } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { wizard } from './support/agenda';
import { createPatientViaApi } from './support/patients';

/** Issue 10 §8: a full name, in either order, finds the patient; the picker waits for the typing to stop. */

const cards = (page: Page) => page.getByRole('list', { name: 'Patients' }).getByRole('article');

test.describe('full-name search', () => {
  test('finds the patient in the list and in the agenda picker, with one lookup per pause', async ({
    page,
    request,
  }) => {
    await signInAsNewAccount(page, request);
    for (const [firstName, lastName] of [
      ['Marie', 'Dupont'],
      ['Marc', 'Dupont'],
      ['Jean', 'Marie'],
    ] as const) {
      await createPatientViaApi(page.request, { firstName, lastName });
    }

    await page.goto('/patients');
    await expect(cards(page)).toHaveCount(3);
    const search = page.getByPlaceholder('Rechercher un patient (nom, prénom)...');
    for (const term of ['Marie Dupont', 'dupont marie', 'DUPONT Marie ']) {
      await search.fill(term);
      await expect(cards(page)).toHaveCount(1);
      await expect(page.getByRole('article', { name: 'Marie Dupont', exact: true })).toBeVisible();
    }
    await search.fill('Marie Durand');
    await expect(page.getByText('Aucun résultat')).toBeVisible();

    const lookups: string[] = [];
    const listRequests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/v1/patients/lookup') lookups.push(url.searchParams.get('q') ?? '');
      if (url.pathname === '/api/v1/patients') listRequests.push(url.search);
    });
    await page.goto('/agenda?view=week&date=2026-12-07');
    await page.getByRole('button', { name: 'Nouveau RDV' }).click();
    const dialog = wizard(page);
    const picker = dialog.getByLabel('Rechercher un patient');
    await picker.pressSequentially('dupont marie');
    await expect(dialog.getByRole('button', { name: /Marie Dupont/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Marc Dupont/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Jean Marie/ })).toHaveCount(0);
    // Twelve keystrokes: a lookup for the finished text, not one for each of the 11 texts of 2
    // characters or more (a loaded machine may let a pause slip in between two keystrokes, hence
    // 'at most 5'); the list request is not used.
    expect(lookups.at(-1)).toBe('dupont marie');
    expect(lookups.length).toBeLessThanOrEqual(5);
    expect(listRequests).toEqual([]);

    await picker.fill('Marie Dupont');
    await expect(dialog.getByRole('button', { name: /Marie Dupont/ })).toBeVisible();
    await dialog.getByRole('button', { name: /Marie Dupont/ }).click();
    await expect(dialog.getByRole('button', { name: /Marie Dupont/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { calendarEvent, createTypeViaApi, periodTitle, seedAppointment } from './support/agenda';
import { createPatientViaApi } from './support/patients';

/** Issue 10 §12, in a browser set to English: the agenda stays French, short events keep their patient, no stack. */
test.use({ locale: 'en-US' });

test.describe('small corrections', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  test("the agenda's date field is jj/mm/aaaa; a short event names its patient in a tooltip", async ({ page }) => {
    const typeId = await createTypeViaApi(page.request, { name: 'Point rapide', durationMinutes: 15 });
    const patient = await createPatientViaApi(page.request, { firstName: 'Bérénice', lastName: 'Courtemanche' });
    await seedAppointment(page.request, { appointmentTypeId: typeId, patientId: patient.id, start: '2026-12-08T10:00', end: '2026-12-08T10:15' });

    await page.goto('/agenda?view=week&date=2026-12-07');
    const field = page.getByLabel('Aller à la date');
    await expect(field).toHaveValue('07/12/2026');
    await expect(field).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await field.fill('15/12/2026');
    await field.press('Enter');
    await expect(periodTitle(page)).toHaveText('semaine du 14 au 20 déc. 2026');
    await expect(field).toHaveValue('15/12/2026');
    await field.fill('31/11/2026');
    await field.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Date invalide (jj/mm/aaaa)' })).toBeVisible();
    await expect(periodTitle(page)).toHaveText('semaine du 14 au 20 déc. 2026');
    await field.fill('8/12/2026');
    await field.press('Enter');
    await expect(periodTitle(page)).toHaveText('semaine du 7 au 13 déc. 2026');
    await expect(page.getByText('Date invalide (jj/mm/aaaa)')).toHaveCount(0);

    const event = calendarEvent(page, 'Point rapide');
    await expect(event).toBeVisible();
    await expect(event.locator('.agenda-event__body')).toHaveAttribute(
      'title',
      /^10:00.+10:15 · Point rapide · Bérénice Courtemanche$/,
    );
  });

  test("the error screen's 'Détails techniques' gives the message without the English stack", async ({ page }) => {
    await page.goto('/debug/error');
    await page.getByText('Détails techniques').click();
    const details = page.locator('details pre');
    await expect(details).toHaveText('Erreur volontaire de la page /debug/error');
    await expect(details).not.toContainText(/Error:|\bat\s/);
  });
});

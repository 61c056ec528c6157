import { expect, test } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { signInAsNewAccount } from './support/accounts';
import { calendarEvent, createTypeViaApi } from './support/agenda';
import { createAppointmentViaApi, createPatientViaApi, daysFromNow } from './support/patients';
import { toast } from './support/settings';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

test('the private calendar feed with names hidden: created, fetched, parsed, revoked', async ({
  page,
  request,
  playwright,
}) => {
  await signInAsNewAccount(page, request);
  const typeId = await createTypeViaApi(page.request, { name: 'Séance de rééducation', durationMinutes: 45 });
  const patient = await createPatientViaApi(page.request, { firstName: 'Zélie', lastName: 'Marchand' });
  const startsAt = daysFromNow(3, 10);
  await createAppointmentViaApi(page.request, { patientId: patient.id, appointmentTypeId: typeId, startsAt });

  await page.goto('/settings');
  const card = page.getByRole('heading', { name: "Abonnement à l'agenda" }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(card.getByText("Aucun lien d'abonnement actif.")).toBeVisible();
  await card.getByLabel(/Masquer les noms des patients/).check();
  await card.getByRole('button', { name: 'Créer le lien' }).click();
  await expect(toast(page, "Lien d'abonnement créé")).toBeVisible();
  const url = await card.getByRole('textbox', { name: "Lien d'abonnement" }).inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

  // A calendar app has no session: a fresh context, no cookie.
  const anonymous = await playwright.request.newContext();
  const res = await anonymous.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/calendar');
  const text = await res.text();
  expect(text).not.toContain('Zélie');
  expect(text).not.toContain('Marchand');
  const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  expect(String(events[0]?.summary)).toBe('Rendez-vous – Séance de rééducation');
  expect(events[0]?.start.getTime()).toBe(startsAt.getTime());

  // Revoked: the address answers 404, and nothing else.
  await card.getByRole('button', { name: 'Révoquer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Révoquer' }).click();
  await expect(toast(page, 'Lien révoqué : les agendas abonnés ne reçoivent plus vos rendez-vous')).toBeVisible();
  await expect(card.getByText("Aucun lien d'abonnement actif.")).toBeVisible();
  const gone = await anonymous.get(url);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain('VCALENDAR');
  await anonymous.dispose();
});

test('marking attendance from the agenda changes the month’s no-show rate', async ({ page, request }) => {
  await signInAsNewAccount(page, request);
  const typeId = await createTypeViaApi(page.request, { name: 'Séance de rééducation', durationMinutes: 45 });
  const lea = await createPatientViaApi(page.request, { firstName: 'Léa', lastName: 'Martin' });
  const hugo = await createPatientViaApi(page.request, { firstName: 'Hugo', lastName: 'Petit' });
  const today = daysFromNow(0, 9);
  await createAppointmentViaApi(page.request, { patientId: lea.id, appointmentTypeId: typeId, startsAt: today });
  await createAppointmentViaApi(page.request, { patientId: hugo.id, appointmentTypeId: typeId, startsAt: daysFromNow(0, 11) });

  await page.goto(`/agenda?view=day&date=${isoDay(today)}`);
  const rate = page.getByTestId('no-show-rate');
  await expect(rate).toHaveText('—');

  await calendarEvent(page, 'Léa Martin').click();
  const detail = page.getByRole('dialog').filter({ hasText: 'Détail du rendez-vous' });
  await detail.getByRole('group', { name: 'Présence' }).getByRole('button', { name: 'Absent' }).click();
  await expect(toast(page, 'Présence enregistrée')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(rate).toHaveText('100 %');

  await calendarEvent(page, 'Hugo Petit').click();
  await detail.getByRole('group', { name: 'Présence' }).getByRole('button', { name: 'Présent' }).click();
  await expect(detail.getByRole('button', { name: 'Présent' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(rate).toHaveText('50 %');
});

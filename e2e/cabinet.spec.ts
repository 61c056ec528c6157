import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createConfirmedAccount, signInThroughPage } from './support/accounts';
import { calendarEvent, createTypeViaApi, seedAppointment } from './support/agenda';

async function authPost(api: APIRequestContext, origin: string, path: string, data: unknown) {
  const res = await api.post(`/api/auth/organization/${path}`, { headers: { origin }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { id: string };
}

test('cabinet: a colleague reads the owner’s rows and events, and is offered no change to them', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const newApi = () => playwright.request.newContext({ baseURL });
  const owner = await createConfirmedAccount(await newApi(), { firstName: 'Camille', lastName: 'Martin' });
  const colleague = await createConfirmedAccount(await newApi(), { firstName: 'Louis', lastName: 'Bernard' });

  const ownerPage = await (await browser.newContext()).newPage();
  await signInThroughPage(ownerPage, owner.email);
  const colleaguePage = await (await browser.newContext()).newPage();
  await signInThroughPage(colleaguePage, colleague.email);
  const ownerApi = ownerPage.request;
  const colleagueApi = colleaguePage.request;

  const slug = `lilas-${randomBytes(3).toString('hex')}`;
  const org = await authPost(ownerApi, origin, 'create', { name: `Cabinet ${slug}`, slug });
  await authPost(ownerApi, origin, 'set-active', { organizationId: org.id });
  const invitation = await authPost(ownerApi, origin, 'invite-member', { email: colleague.email, role: 'member', organizationId: org.id });
  await authPost(colleagueApi, origin, 'accept-invitation', { invitationId: invitation.id });
  await authPost(colleagueApi, origin, 'set-active', { organizationId: org.id });

  const ownerType = await createTypeViaApi(ownerApi, { name: 'Bilan de Camille' });
  await seedAppointment(ownerApi, { appointmentTypeId: ownerType, start: '2026-12-08T10:00', end: '2026-12-08T10:45' });
  const ownType = await createTypeViaApi(colleagueApi, { name: 'Séance de Louis' });
  await seedAppointment(colleagueApi, { appointmentTypeId: ownType, start: '2026-12-08T14:00', end: '2026-12-08T14:45' });

  // Settings: the owner's type is read only for the colleague and says whose it is.
  await colleaguePage.goto('/settings?tab=appointment-types');
  const types = colleaguePage.getByRole('main');
  await expect(types.getByText('Bilan de Camille')).toBeVisible();
  await expect(types.getByText('Créé par Camille Martin')).toBeVisible();
  await expect(types.getByRole('button', { name: 'Modifier Bilan de Camille' })).toHaveCount(0);
  await expect(types.getByRole('button', { name: 'Supprimer Bilan de Camille' })).toHaveCount(0);
  await expect(types.getByRole('button', { name: 'Modifier Séance de Louis' })).toBeVisible();

  // Agenda: the owner's event cannot be dragged, and its dialog offers no change.
  await colleaguePage.goto('/agenda?view=week&date=2026-12-07');
  const theirs = calendarEvent(colleaguePage, 'Bilan de Camille');
  const mine = calendarEvent(colleaguePage, 'Séance de Louis');
  await expect(theirs).toBeVisible();
  await expect(mine).toHaveClass(/fc-event-draggable/);
  await expect(theirs).not.toHaveClass(/fc-event-draggable/);
  await theirs.click();
  let dialog = colleaguePage.getByRole('dialog');
  await expect(dialog).toContainText('Créé par Camille Martin');
  await expect(dialog.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(dialog).toHaveCount(0);

  // One's own appointment: editable, with one's own types only (the server refuses a colleague's).
  await mine.click();
  dialog = colleaguePage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Modifier' }).click();
  const typeSelect = dialog.getByLabel('Type de séance');
  await expect(typeSelect.locator('option', { hasText: 'Séance de Louis' })).toHaveCount(1);
  await expect(typeSelect.locator('option', { hasText: 'Bilan de Camille' })).toHaveCount(0);

  // The owner still changes their own rows.
  await ownerPage.goto('/settings?tab=appointment-types');
  await expect(ownerPage.getByRole('main').getByRole('button', { name: 'Modifier Bilan de Camille' })).toBeVisible();
  await expect(ownerPage.getByRole('main').getByText('Créé par Louis Bernard')).toBeVisible();
});

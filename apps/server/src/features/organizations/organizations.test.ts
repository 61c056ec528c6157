import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createUser, type TestUser } from '../../test/factories';
import { expectIsolation } from '../../test/isolation';

let praxis: TestPraxis;
let owner: TestUser;
let colleague: TestUser;
let otherUser: TestUser;
let otherOrgMember: TestUser;

type Org = { id: string; name: string };

async function post<T>(path: string, cookie: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await praxis.request(path, { method: 'POST', cookie, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

async function organizationsOf(cookie: string) {
  const res = await praxis.request('/api/v1/organizations', { cookie });
  return (await res.json()) as { items: (Org & { role: string })[]; activeOrganizationId: string | null };
}

let cabinet: Org;

beforeAll(async () => {
  praxis = await createTestPraxis();
  owner = await createUser(praxis, { firstName: 'Olga', lastName: 'Fondatrice' });
  colleague = await createUser(praxis, { firstName: 'Colin', lastName: 'Collègue' });
  otherUser = await createUser(praxis, { firstName: 'Ursule', lastName: 'Seule' });
  otherOrgMember = await createUser(praxis, { firstName: 'Mia', lastName: 'Ailleurs' });
  cabinet = (await post<Org>('/api/auth/organization/create', owner.cookie, { name: 'Cabinet des Lilas', slug: 'cabinet-des-lilas' })).body;
  await post('/api/auth/organization/create', otherOrgMember.cookie, { name: 'Autre cabinet', slug: 'autre-cabinet' });
});
afterAll(async () => {
  await praxis.close();
});

describe('organisations', () => {
  it('lists the organisations of the user with the role, in private mode by default', async () => {
    const mine = await organizationsOf(owner.cookie);
    expect(mine.items).toEqual([expect.objectContaining({ id: cabinet.id, name: 'Cabinet des Lilas', role: 'owner' })]);
    expect((await organizationsOf(otherUser.cookie)).items).toEqual([]);
  });

  it('invites a colleague by e-mail, who accepts and appears among the members', async () => {
    const invited = await post<{ id: string }>('/api/auth/organization/invite-member', owner.cookie, {
      email: colleague.email,
      role: 'member',
      organizationId: cabinet.id,
    });
    expect(invited.status).toBe(200);
    const mail = praxis.mailer.sent.findLast((m) => m.to === colleague.email);
    expect(mail?.subject).toBe('Invitation à rejoindre Cabinet des Lilas — Praxis');
    expect(mail?.link).toBe(`http://localhost:3000/invitations/${invited.body.id}`);

    const stranger = await post('/api/auth/organization/accept-invitation', otherUser.cookie, { invitationId: invited.body.id });
    expect(stranger.status).toBeGreaterThanOrEqual(400);

    const accepted = await post('/api/auth/organization/accept-invitation', colleague.cookie, { invitationId: invited.body.id });
    expect(accepted.status).toBe(200);
    const res = await praxis.request(`/api/v1/organizations/${cabinet.id}/members`, { cookie: colleague.cookie });
    const members = (await res.json()) as { items: { email: string; role: string }[] };
    expect(members.items.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [colleague.email, 'member'],
    ]);
  });

  it('switches the active organisation, and the scope follows membership', async () => {
    const set = await post('/api/auth/organization/set-active', colleague.cookie, { organizationId: cabinet.id });
    expect(set.status).toBe(200);
    expect((await organizationsOf(colleague.cookie)).activeOrganizationId).toBe(cabinet.id);

    const intrusion = await post('/api/auth/organization/set-active', otherUser.cookie, { organizationId: cabinet.id });
    expect(intrusion.status).toBeGreaterThanOrEqual(400);
    expect((await organizationsOf(otherUser.cookie)).activeOrganizationId).toBeNull();

    await post('/api/auth/organization/set-active', colleague.cookie, { organizationId: null });
    expect((await organizationsOf(colleague.cookie)).activeOrganizationId).toBeNull();
  });

  it('lets a member leave; the scope falls back to private mode', async () => {
    await post('/api/auth/organization/set-active', colleague.cookie, { organizationId: cabinet.id });
    const left = await post('/api/auth/organization/leave', colleague.cookie, { organizationId: cabinet.id });
    expect(left.status).toBe(200);
    const after = await organizationsOf(colleague.cookie);
    expect(after.items).toEqual([]);
    expect(after.activeOrganizationId).toBeNull();
    expect((await praxis.request(`/api/v1/organizations/${cabinet.id}/members`, { cookie: colleague.cookie })).status).toBe(404);
  });

  it('joins the isolation matrix', async () => {
    const actors = { owner, otherUser, otherOrgMember };
    await expectIsolation(praxis, actors, {
      name: 'GET /organizations/{id}/members',
      path: `/api/v1/organizations/${cabinet.id}/members`,
      marker: owner.email,
    });
    await expectIsolation(praxis, actors, {
      name: 'GET /organizations',
      path: '/api/v1/organizations',
      marker: 'Cabinet des Lilas',
      othersStatus: 200,
    });
  });

  it('answers 404, not 422, for a malformed organisation id', async () => {
    const res = await praxis.request('/api/v1/organizations/pas-un-uuid/members', { cookie: owner.cookie });
    expect(res.status).toBe(404);
  });
});

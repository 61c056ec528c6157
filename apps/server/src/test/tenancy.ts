import { expect } from 'vitest';
import { cookiesOf, createUser, signIn, type TestUser } from './factories';
import { expectIsolation } from './isolation';
import type { TestPraxis } from './test-praxis';

/**
 * The people of the isolation matrix, with the sessions each case needs:
 * - owner: `private` session (no organisation) and `org` session (the cabinet active);
 * - colleague: a member of the owner's cabinet, with the cabinet active;
 * - otherUser: alone, private mode; otherOrgMember: in another organisation, active.
 */
export type TenancyWorld = {
  owner: TestUser;
  ownerOrg: TestUser;
  colleague: TestUser;
  otherUser: TestUser;
  otherOrgMember: TestUser;
  cabinetId: string;
};

export async function request(praxis: TestPraxis, method: string, path: string, cookie: string | undefined, body?: unknown) {
  const res = await praxis.request(path, {
    method,
    ...(cookie ? { cookie } : {}),
    ...(body === undefined ? {} : body instanceof FormData ? { body } : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text ? JSON.parse(text) : null) as unknown };
}

async function setActive(praxis: TestPraxis, cookie: string, organizationId: string | null) {
  const res = await request(praxis, 'POST', '/api/auth/organization/set-active', cookie, { organizationId });
  expect(res.status, res.text).toBe(200);
}

export async function createTenancyWorld(praxis: TestPraxis, slug: string): Promise<TenancyWorld> {
  const owner = await createUser(praxis, { firstName: 'Ophélie', lastName: 'Propriétaire' }); // OWNER_NAME
  const colleague = await createUser(praxis, { firstName: 'Colin', lastName: 'Collègue' });
  const otherUser = await createUser(praxis, { firstName: 'Octave', lastName: 'Autre' });
  const otherOrgMember = await createUser(praxis, { firstName: 'Maud', lastName: 'Membre' });

  const cabinet = await request(praxis, 'POST', '/api/auth/organization/create', owner.cookie, { name: 'Cabinet des Lilas', slug });
  expect(cabinet.status, cabinet.text).toBe(200);
  const cabinetId = (cabinet.body as { id: string }).id;
  const other = await request(praxis, 'POST', '/api/auth/organization/create', otherOrgMember.cookie, { name: 'Autre cabinet', slug: `${slug}-autre` });
  expect(other.status, other.text).toBe(200);
  await setActive(praxis, otherOrgMember.cookie, (other.body as { id: string }).id);

  const invitation = await request(praxis, 'POST', '/api/auth/organization/invite-member', owner.cookie, {
    email: colleague.email,
    role: 'member',
    organizationId: cabinetId,
  });
  expect(invitation.status, invitation.text).toBe(200);
  const accepted = await request(praxis, 'POST', '/api/auth/organization/accept-invitation', colleague.cookie, {
    invitationId: (invitation.body as { id: string }).id,
  });
  expect(accepted.status, accepted.text).toBe(200);
  await setActive(praxis, colleague.cookie, cabinetId);

  // The owner works in two sessions: private mode in one, the cabinet in the other.
  await setActive(praxis, owner.cookie, null);
  const second = await signIn(praxis, owner.email, owner.password);
  const ownerOrg = { ...owner, cookie: cookiesOf(second) };
  await setActive(praxis, ownerOrg.cookie, cabinetId);
  return { owner, ownerOrg, colleague, otherUser, otherOrgMember, cabinetId };
}

export type RowIsolation = {
  name: string;
  /** The list endpoint that shows the row to its owner. */
  listPath: string;
  /** The row's own endpoint (PATCH and DELETE). */
  itemPath: string;
  /** A text only the row holds. */
  marker: string;
  /** private: created in the owner's private session; org: in the cabinet. */
  mode: 'private' | 'org';
  patchBody: unknown;
  /** Other POST endpoints of the row that read it (e.g. signed-url refresh). */
  readPosts?: string[];
  /** DELETE is run last (it ends the row); false to leave the row in place. */
  checkDelete?: boolean;
  /** The list says whose the row is: isOwn for the owner only, ownerName for all who read it. */
  ownership?: boolean;
};

/** The owner's name as the tenancy world signs them up. */
export const OWNER_NAME = 'Ophélie Propriétaire';

async function expectOwnership(praxis: TestPraxis, listPath: string, marker: string, cookie: string, isOwn: boolean) {
  const res = await request(praxis, 'GET', listPath, cookie);
  const body = res.body as unknown[] | { items: unknown[] };
  const items = Array.isArray(body) ? body : body.items;
  const row = items.find((item) => JSON.stringify(item).includes(marker));
  expect(row, `${listPath}: ${marker}`).toMatchObject({ isOwn, ownerName: OWNER_NAME });
}

/**
 * The isolation matrix of one row: other users, members of another organisation and anonymous
 * callers never read or change it; a colleague reads organisation rows (not private ones) but
 * cannot change them (spec 2 §6: updates and deletes also filter on user_id).
 */
export async function expectRowIsolation(praxis: TestPraxis, world: TenancyWorld, c: RowIsolation) {
  const owner = c.mode === 'private' ? world.owner : world.ownerOrg;
  const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
  const inOrg = c.mode === 'org';
  await expectIsolation(praxis, actors, { name: `GET ${c.name} list`, path: c.listPath, marker: c.marker, othersStatus: 200, colleagueSees: inOrg });
  for (const path of c.readPosts ?? []) {
    await expectIsolation(praxis, actors, { name: `POST ${path}`, method: 'POST', path, marker: c.marker, colleagueStatus: inOrg ? 200 : 404, colleagueSees: inOrg });
  }
  if (c.ownership) {
    await expectOwnership(praxis, c.listPath, c.marker, owner.cookie, true);
    if (inOrg) await expectOwnership(praxis, c.listPath, c.marker, world.colleague.cookie, false);
  }
  await expectIsolation(praxis, actors, { name: `PATCH ${c.name}`, method: 'PATCH', path: c.itemPath, body: c.patchBody, marker: c.marker });
  // The other mode of the owner never mixes: private mode shows no cabinet row, and vice versa.
  const otherMode = await request(praxis, 'GET', c.listPath, inOrg ? world.owner.cookie : world.ownerOrg.cookie);
  expect(otherMode.status).toBe(200);
  expect(otherMode.text, `${c.name}: the owner's other mode`).not.toContain(c.marker);
  if (c.checkDelete !== false) {
    await expectIsolation(praxis, actors, { name: `DELETE ${c.name}`, method: 'DELETE', path: c.itemPath, marker: c.marker, ownerStatus: 204 });
    const after = await request(praxis, 'GET', c.listPath, owner.cookie);
    expect(after.text, `${c.name}: gone after DELETE`).not.toContain(c.marker);
  }
}

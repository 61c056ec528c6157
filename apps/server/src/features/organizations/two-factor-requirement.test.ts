import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { cookiesOf, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { totpFromUri } from '../../test/totp';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-2fa');
});
afterAll(async () => {
  await praxis.close();
});

const REQUIRED = { error: { code: 'TWO_FACTOR_REQUIRED', message: 'Votre organisation exige la double authentification : activez-la pour continuer.' } };
const security = (cookie: string | undefined, body: unknown, id = world.cabinetId) => request(praxis, 'PATCH', `/api/v1/organizations/${id}/security`, cookie, body);
const profile = (cookie: string) => request(praxis, 'GET', '/api/v1/profile', cookie);

/** Turns two-factor authentication on for a user; returns the new session cookie. */
async function enrol(user: TestUser): Promise<string> {
  const enabled = await request(praxis, 'POST', '/api/auth/two-factor/enable', user.cookie, { password: user.password });
  expect(enabled.status, enabled.text).toBe(200);
  const uri = (enabled.body as { totpURI: string }).totpURI;
  const res = await praxis.request('/api/auth/two-factor/verify-totp', { method: 'POST', cookie: user.cookie, body: JSON.stringify({ code: totpFromUri(uri) }) });
  expect(res.status).toBe(200);
  return cookiesOf(res, user.cookie);
}

describe("'Double authentification obligatoire' (issue 16 §7)", () => {
  it('is off by default and shown with the organisations', async () => {
    const list = (await request(praxis, 'GET', '/api/v1/organizations', world.ownerOrg.cookie)).body as { items: { id: string; requireTwoFactor: boolean }[] };
    expect(list.items).toEqual([expect.objectContaining({ id: world.cabinetId, requireTwoFactor: false })]);
  });

  it('may be changed by the owner and admins only, with French refusals', async () => {
    expect(await security(world.colleague.cookie, { requireTwoFactor: true })).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: "Seuls le propriétaire et les administrateurs de l'organisation peuvent modifier ce réglage." } },
    });
    for (const outsider of [world.otherUser, world.otherOrgMember]) {
      expect(await security(outsider.cookie, { requireTwoFactor: true })).toMatchObject({ status: 404, body: { error: { message: 'Organisation introuvable.' } } });
    }
    expect((await security(world.owner.cookie, { requireTwoFactor: true }, 'pas-un-id')).status).toBe(404);
    expect((await security(undefined, { requireTwoFactor: true })).status).toBe(401);
    // Who requires it must have it first.
    expect(await security(world.ownerOrg.cookie, { requireTwoFactor: true })).toMatchObject({
      status: 422,
      body: { error: { fields: { requireTwoFactor: 'Activez d’abord la double authentification sur votre compte (Paramètres → Sécurité) avant de l’exiger des membres.' } } },
    });
    const invalid = await security(world.owner.cookie, { requireTwoFactor: 'oui' });
    expect(invalid).toMatchObject({
      status: 422,
      body: { error: { fields: { requireTwoFactor: 'Indiquez si la double authentification est obligatoire (oui ou non).' } } },
    });
  });

  it('once on, sends every member without 2FA to enrol: 403 on the API, auth endpoints open', async () => {
    world.ownerOrg = { ...world.ownerOrg, cookie: await enrol(world.ownerOrg) };
    const on = await security(world.ownerOrg.cookie, { requireTwoFactor: true });
    expect(on).toMatchObject({ status: 200, body: { id: world.cabinetId, role: 'owner', requireTwoFactor: true } });
    // The enrolled owner, in either session, goes on working.
    for (const session of [world.owner, world.ownerOrg]) expect((await profile(session.cookie)).status).toBe(200);
    // A member without 2FA is refused, whichever organisation is active.
    expect(await profile(world.colleague.cookie)).toMatchObject({ status: 403, body: REQUIRED });
    expect(await security(world.colleague.cookie, { requireTwoFactor: false })).toMatchObject({ status: 403, body: REQUIRED });
    expect(await request(praxis, 'GET', '/api/v1/patients', world.colleague.cookie)).toMatchObject({ status: 403, body: REQUIRED });
    // Not members: nothing changes.
    for (const outsider of [world.otherUser, world.otherOrgMember]) expect((await profile(outsider.cookie)).status).toBe(200);
    // The session and the enrolment stay reachable.
    expect((await request(praxis, 'GET', '/api/auth/get-session', world.colleague.cookie)).status).toBe(200);
    const colleagueCookie = await enrol(world.colleague);
    expect((await profile(colleagueCookie)).status).toBe(200);
    world.colleague = { ...world.colleague, cookie: colleagueCookie };
  });

  it('lets an enrolled admin turn it off', async () => {
    await praxis.database.db
      .update(members)
      .set({ role: 'admin' })
      .where(and(eq(members.userId, world.colleague.id), eq(members.organizationId, world.cabinetId)));
    const off = await security(world.colleague.cookie, { requireTwoFactor: false });
    expect(off).toMatchObject({ status: 200, body: { role: 'admin', requireTwoFactor: false } });
    const list = (await request(praxis, 'GET', '/api/v1/organizations', world.colleague.cookie)).body as { items: { requireTwoFactor: boolean }[] };
    expect(list.items).toEqual([expect.objectContaining({ requireTwoFactor: false })]);
  });
});

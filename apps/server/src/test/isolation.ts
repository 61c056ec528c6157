import { expect } from 'vitest';
import type { TestPraxis } from './test-praxis';
import type { TestUser } from './factories';

/**
 * The viewpoints of the isolation matrix. `owner` may read the resource; the others must
 * get exactly 404 (other users, members of another organisation) or 401 (anonymous), and the
 * body must never contain the secret marker of the owner's row. With `colleague` (a member of the
 * owner's organisation, that organisation active), a fourth case: the colleague sees the row only
 * when it is an organisation row (`colleagueSees`), and gets `colleagueStatus`.
 */
export type IsolationActors = {
  owner: TestUser;
  otherUser: TestUser;
  otherOrgMember: TestUser;
  colleague?: TestUser;
};

export type IsolationCase = {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** A value only the owner's row contains (a name, an e-mail): must never leak. */
  marker: string;
  /** Status the owner gets (200 for reads; 200/204 for writes the owner may do). */
  ownerStatus?: number;
  /** Some resources are per-user by nature (e.g. /profile): others then get their own, not 404. */
  othersStatus?: number;
  /** Status the colleague gets (default: othersStatus, else 404). */
  colleagueStatus?: number;
  /** The colleague's answer contains the marker (organisation rows read in collaborative mode). */
  colleagueSees?: boolean;
};

export async function expectIsolation(praxis: TestPraxis, actors: IsolationActors, c: IsolationCase) {
  const init = (cookie?: string) => ({
    method: c.method ?? 'GET',
    ...(cookie ? { cookie } : {}),
    ...(c.body !== undefined ? { body: JSON.stringify(c.body) } : {}),
  });
  const viewers: [string, string | undefined, number][] = [
    ['other user', actors.otherUser.cookie, c.othersStatus ?? 404],
    ['member of another organisation', actors.otherOrgMember.cookie, c.othersStatus ?? 404],
    ['anonymous', undefined, 401],
  ];
  for (const [who, cookie, expected] of viewers) {
    const res = await praxis.request(c.path, init(cookie));
    const text = await res.text();
    expect(res.status, `${c.name}: ${who}`).toBe(expected);
    expect(text, `${c.name}: ${who} must not see the owner's data`).not.toContain(c.marker);
  }
  if (actors.colleague) {
    const res = await praxis.request(c.path, init(actors.colleague.cookie));
    const text = await res.text();
    expect(res.status, `${c.name}: colleague`).toBe(c.colleagueStatus ?? c.othersStatus ?? 404);
    if (c.colleagueSees) expect(text, `${c.name}: colleague sees the organisation row`).toContain(c.marker);
    else expect(text, `${c.name}: colleague must not see the owner's private data`).not.toContain(c.marker);
  }
  const own = await praxis.request(c.path, init(actors.owner.cookie));
  const ownText = await own.text();
  expect(own.status, `${c.name}: owner`).toBe(c.ownerStatus ?? 200);
  if ((c.method ?? 'GET') === 'GET') expect(ownText, `${c.name}: owner sees the row`).toContain(c.marker);
}

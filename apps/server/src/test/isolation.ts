import { expect } from 'vitest';
import type { TestPraxis } from './test-praxis';
import type { TestUser } from './factories';

/**
 * The four viewpoints of the isolation matrix. `owner` may read the resource; the others must
 * get exactly 404 (other users, members of another organisation) or 401 (anonymous), and the
 * body must never contain the secret marker of the owner's row.
 */
export type IsolationActors = {
  owner: TestUser;
  otherUser: TestUser;
  otherOrgMember: TestUser;
};

export type IsolationCase = {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** A value only the owner's row contains (a name, an e-mail): must never leak. */
  marker: string;
  /** Status the owner gets (200 for reads; 200/204 for writes the owner may do). */
  ownerStatus?: number;
  /** Some resources are per-user by nature (e.g. /profile): others then get their own, not 404. */
  othersStatus?: number;
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
  const own = await praxis.request(c.path, init(actors.owner.cookie));
  const ownText = await own.text();
  expect(own.status, `${c.name}: owner`).toBe(c.ownerStatus ?? 200);
  if ((c.method ?? 'GET') === 'GET') expect(ownText, `${c.name}: owner sees the row`).toContain(c.marker);
}

import { expect } from 'vitest';
import type { TWaitingListEntry } from '@praxis/shared/appointments/waiting-list';
import type { TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';

export const wlBase = '/api/v1/waiting-list';

export async function addEntry(
  praxis: TestPraxis,
  cookie: string,
  body: Record<string, unknown>,
): Promise<TWaitingListEntry> {
  const res = await request(praxis, 'POST', wlBase, cookie, body);
  expect(res.status, res.text).toBe(201);
  return res.body as TWaitingListEntry;
}

export const matchesPath = (startsAt: string, endsAt: string) =>
  `${wlBase}/matches?startsAt=${encodeURIComponent(startsAt)}&endsAt=${encodeURIComponent(endsAt)}`;

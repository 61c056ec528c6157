import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isVisibleTo, type LiveEvent } from '../../lib/events';
import { createTenancyWorld, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-evenements');
});
afterAll(async () => {
  await praxis.close();
});

type Received = { event: string; data: string };

/** Opens /api/v1/events as this cookie and collects what arrives. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const res = await praxis.request('/api/v1/events', { cookie, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const received: Received[] = [];
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data !== undefined) received.push({ event, data });
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return { received, close: () => controller.abort() };
}

async function until(predicate: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const changes = (received: Received[]) =>
  received.filter((r) => r.event === 'change').map((r) => JSON.parse(r.data) as { type: string; ids: string[] });

describe('live events', () => {
  it('refuses anonymous readers', async () => {
    const res = await praxis.request('/api/v1/events');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Utilisateur non authentifié');
  });

  it('streams to each reader only what its scope may read', async () => {
    const streams = {
      owner: await openStream(world.owner.cookie),
      ownerOrg: await openStream(world.ownerOrg.cookie),
      colleague: await openStream(world.colleague.cookie),
      otherUser: await openStream(world.otherUser.cookie),
      otherOrgMember: await openStream(world.otherOrgMember.cookie),
    };
    for (const stream of Object.values(streams)) await until(() => stream.received.some((r) => r.event === 'ready'));

    const base = { userId: world.owner.id, ids: ['00000000-0000-4000-8000-000000000001'] };
    await praxis.events.publish({ ...base, type: 'private.changed', organizationId: null, audience: 'owner' });
    await praxis.events.publish({ ...base, type: 'cabinet.changed', organizationId: world.cabinetId, audience: 'scope' });
    await praxis.events.publish({ ...base, type: 'cabinet-owner.changed', organizationId: world.cabinetId, audience: 'owner' });
    // Published in a transaction that rolls back: delivered to nobody.
    await praxis.database.db
      .transaction(async (tx) => {
        await praxis.events.publish({ ...base, type: 'rolled-back.changed', organizationId: null, audience: 'owner' }, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await praxis.events.publish({ ...base, type: 'last.changed', organizationId: null, audience: 'owner' });

    await until(() => changes(streams.owner.received).some((c) => c.type === 'last.changed'));
    await until(() => changes(streams.ownerOrg.received).some((c) => c.type === 'cabinet-owner.changed'));
    await until(() => changes(streams.colleague.received).some((c) => c.type === 'cabinet.changed'));
    // Everything published has been delivered where it goes; let a late wrong delivery show up.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(changes(streams.owner.received).map((c) => c.type)).toEqual(['private.changed', 'last.changed']);
    expect(changes(streams.ownerOrg.received).map((c) => c.type)).toEqual(['cabinet.changed', 'cabinet-owner.changed']);
    expect(changes(streams.colleague.received).map((c) => c.type)).toEqual(['cabinet.changed']);
    expect(changes(streams.otherUser.received)).toEqual([]);
    expect(changes(streams.otherOrgMember.received)).toEqual([]);
    expect(changes(streams.owner.received)[0]).toEqual({ type: 'private.changed', ids: base.ids });
    for (const stream of Object.values(streams)) stream.close();
  });
});

describe('isVisibleTo', () => {
  const event = (e: Partial<LiveEvent>): LiveEvent => ({ type: 't', ids: [], userId: 'u1', organizationId: null, audience: 'owner', ...e });
  it.each([
    ['own private row, private mode', event({}), { userId: 'u1', organizationId: null }, true],
    ['own private row, read from a cabinet', event({}), { userId: 'u1', organizationId: 'o1' }, false],
    ["someone else's private row", event({}), { userId: 'u2', organizationId: null }, false],
    ['cabinet row, colleague', event({ organizationId: 'o1', audience: 'scope' }), { userId: 'u2', organizationId: 'o1' }, true],
    ["cabinet row of the owner only, colleague", event({ organizationId: 'o1' }), { userId: 'u2', organizationId: 'o1' }, false],
    ['cabinet row, private mode', event({ organizationId: 'o1', audience: 'scope' }), { userId: 'u1', organizationId: null }, false],
    ['cabinet row, another cabinet', event({ organizationId: 'o1', audience: 'scope' }), { userId: 'u3', organizationId: 'o2' }, false],
  ])('%s', (_name, e, scope, visible) => {
    expect(isVisibleTo(e, scope)).toBe(visible);
  });
});

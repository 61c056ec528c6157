import ical, { type VEvent } from 'node-ical';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedMessages, type TCalendarFeed, type TCalendarFeedState } from '@praxis/shared/appointments/calendar-feed';
import { expectIsolation } from '../../test/isolation';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createAppointment, createType, insertPatient } from '../appointments/appointments.fixtures';

/** Issue 17 §4: the private iCal feed, its management endpoints and its token. */
let praxis: TestPraxis;
let world: TenancyWorld;
const NOW = new Date('2031-03-01T08:00:00Z');
/** The request log, to check that it never carries a feed token. */
const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });

beforeAll(async () => {
  praxis = await createTestPraxis({}, { now: () => NOW, logger });
  world = await createTenancyWorld(praxis, 'cabinet-flux');
});
afterAll(async () => {
  await praxis.close();
});

const feedPath = '/api/v1/calendar-feed';

async function createFeed(cookie: string, hideNames: boolean): Promise<{ feed: TCalendarFeed; path: string }> {
  const res = await request(praxis, 'POST', feedPath, cookie, { hideNames });
  expect(res.status, res.text).toBe(201);
  const feed = res.body as TCalendarFeed;
  expect(feed.url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return { feed, path: new URL(feed.url ?? '').pathname };
}

async function fetchFeed(path: string) {
  const res = await praxis.request(path);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe('calendar feed', () => {
  let typeId: string;
  beforeAll(async () => {
    typeId = (await createType(praxis, world.owner.cookie, 'Séance de rééducation', 45)).id;
    const patient = await insertPatient(praxis, { userId: world.owner.id }, { firstName: 'Zélie', lastName: 'Marchand' });
    // Either side of the change to summer time (Sunday 30 March 2031): 09:00 in Paris both times.
    for (const startsAt of ['2031-03-28T09:00:00+01:00', '2031-04-01T09:00:00+02:00']) {
      await createAppointment(praxis, world.owner.cookie, {
        appointmentTypeId: typeId,
        patientId: patient.id,
        startsAt,
        endsAt: startsAt.replace('T09:00', 'T09:45'),
        notes: 'Note confidentielle',
      });
    }
    const cancelled = await createAppointment(praxis, world.owner.cookie, {
      appointmentTypeId: typeId,
      patientId: patient.id,
      startsAt: '2031-04-02T09:00:00+02:00',
      endsAt: '2031-04-02T09:45:00+02:00',
    });
    const res = await request(praxis, 'PATCH', `/api/v1/appointments/${cancelled.id}`, world.owner.cookie, { status: 'cancelled' });
    expect(res.status, res.text).toBe(200);
  });

  it('hides the names when asked, keeps the Paris times across DST, parses back', async () => {
    const { path } = await createFeed(world.owner.cookie, true);
    const res = await fetchFeed(path);
    expect(res.status).toBe(200);
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    expect(logLines.join('')).toContain('/api/calendar/…');
    expect(logLines.join('')).not.toContain(token);
    expect(res.type).toContain('text/calendar');
    expect(res.text).not.toContain('Zélie');
    expect(res.text).not.toContain('Marchand');
    expect(res.text).not.toContain('Note confidentielle');
    expect(res.text).toContain('BEGIN:VTIMEZONE');
    expect(res.text).toContain('DTSTART;TZID=Europe/Paris:20310328T090000');
    expect(res.text).toContain('DTSTART;TZID=Europe/Paris:20310401T090000');
    const events = eventsOf(res.text).sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(events.map((e) => String(e.summary))).toEqual(['Rendez-vous – Séance de rééducation', 'Rendez-vous – Séance de rééducation']);
    expect(events.map((e) => e.start.toISOString())).toEqual(['2031-03-28T08:00:00.000Z', '2031-04-01T07:00:00.000Z']);
    expect(events.map((e) => e.end?.toISOString())).toEqual(['2031-03-28T08:45:00.000Z', '2031-04-01T07:45:00.000Z']);
  });

  it('names the patient when not hidden, then hides them after the option changes', async () => {
    const { path } = await createFeed(world.owner.cookie, false);
    expect(eventsOf((await fetchFeed(path)).text).map((e) => String(e.summary))).toContain('Zélie Marchand – Séance de rééducation');
    const patched = await request(praxis, 'PATCH', feedPath, world.owner.cookie, { hideNames: true });
    expect(patched.status, patched.text).toBe(200);
    expect((patched.body as TCalendarFeed).url).toBeNull();
    expect((await fetchFeed(path)).text).not.toContain('Zélie');
    const state = await request(praxis, 'GET', feedPath, world.owner.cookie);
    expect((state.body as TCalendarFeedState).feed?.hideNames).toBe(true);
    expect(state.text).not.toContain('/api/calendar/');
  });

  it('a new link replaces the old one; a revoked or wrong token gets a bare 404', async () => {
    const first = await createFeed(world.owner.cookie, true);
    const second = await createFeed(world.owner.cookie, true);
    expect((await fetchFeed(first.path)).status).toBe(404);
    expect((await fetchFeed(second.path)).status).toBe(200);
    const revoked = await request(praxis, 'DELETE', feedPath, world.owner.cookie);
    expect(revoked.status).toBe(204);
    const gone = await fetchFeed(second.path);
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('VCALENDAR');
    for (const wrong of ['/api/calendar/abc.ics', `/api/calendar/${'A'.repeat(43)}.ics`, second.path.replace('.ics', '.txt')]) {
      const res = await fetchFeed(wrong);
      expect(res.status, wrong).toBe(404);
      expect(res.text).not.toContain('VCALENDAR');
    }
    const state = await request(praxis, 'GET', feedPath, world.owner.cookie);
    expect((state.body as TCalendarFeedState).feed).toBeNull();
  });

  it('refuses a bad option in French; nothing to change or revoke answers 404 in French', async () => {
    const bad = await request(praxis, 'POST', feedPath, world.otherUser.cookie, { hideNames: 'oui' });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain(calendarFeedMessages.hideNamesInvalid);
    const patch = await request(praxis, 'PATCH', feedPath, world.otherUser.cookie, { hideNames: true });
    expect(patch.status).toBe(404);
    expect(patch.text).toContain(calendarFeedMessages.notFound);
    const del = await request(praxis, 'DELETE', feedPath, world.otherUser.cookie);
    expect(del.status).toBe(404);
    expect(del.text).toContain(calendarFeedMessages.notFound);
  });

  it("another user's token never shows your appointments", async () => {
    const otherType = await createType(praxis, world.otherUser.cookie, 'Bilan orthophonique', 60);
    const otherPatient = await insertPatient(praxis, { userId: world.otherUser.id }, { firstName: 'Basile', lastName: 'Autrui' });
    await createAppointment(praxis, world.otherUser.cookie, {
      appointmentTypeId: otherType.id,
      patientId: otherPatient.id,
      startsAt: '2031-03-28T09:00:00+01:00',
      endsAt: '2031-03-28T10:00:00+01:00',
    });
    const { path } = await createFeed(world.otherUser.cookie, false);
    const text = (await fetchFeed(path)).text;
    expect(eventsOf(text).map((e) => String(e.summary))).toEqual(['Basile Autrui – Bilan orthophonique']);
    expect(text).not.toContain('Séance de rééducation');
    // The owner's organisation feed shows none of the owner's private appointments either.
    const orgFeed = await createFeed(world.ownerOrg.cookie, false);
    expect(eventsOf((await fetchFeed(orgFeed.path)).text)).toEqual([]);
  });

  it('joins the isolation matrix: each user manages only their own link', async () => {
    const { feed } = await createFeed(world.owner.cookie, true);
    await expectIsolation(
      praxis,
      { owner: world.owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague },
      { name: 'GET calendar feed', path: feedPath, marker: feed.id, othersStatus: 200 },
    );
    for (const [method, body] of [
      ['PATCH', { hideNames: false }],
      ['DELETE', undefined],
    ] as const) {
      for (const who of [world.otherOrgMember, world.colleague]) {
        const res = await request(praxis, method, feedPath, who.cookie, body);
        expect(res.status, `${method} by another`).toBe(404);
      }
      // otherUser has a link of their own (previous case): their PATCH/DELETE touch only theirs.
      const anonymous = await request(praxis, method, feedPath, undefined, body);
      expect(anonymous.status).toBe(401);
    }
    const state = await request(praxis, 'GET', feedPath, world.owner.cookie);
    expect((state.body as TCalendarFeedState).feed).toMatchObject({ id: feed.id, hideNames: true });
  });
});

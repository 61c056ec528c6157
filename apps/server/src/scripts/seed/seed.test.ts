import { and, count, eq, ilike, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointmentList } from '@praxis/shared/appointments/schemas';
import { calendarEvents, patientDocuments, patientParcours, patientRepresentatives, patients, profiles, trameExamples, trames } from '../../db/schema';
import { cookiesOf, signIn } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { signInCookie } from './account';
import { seedPractice, type SeedSummary } from './seed-practice';
import { seedTrames } from './trames';

let praxis: TestPraxis;
let summary: SeedSummary;
const account = { email: 'seed.test@exemple.fr', password: 'Seed-Test-2026', firstName: 'Claire', lastName: 'Desrosiers' };
const now = new Date('2026-11-23T10:00:00Z');

beforeAll(async () => {
  praxis = await createTestPraxis();
  summary = await seedPractice(praxis, { account, patients: 40, appointments: 200, seed: 7, now });
});
afterAll(async () => {
  await praxis.close();
});

describe('seed', () => {
  it('creates a confirmed practitioner who signs in, with a complete profile', async () => {
    expect(summary.accountCreated).toBe(true);
    const res = await signIn(praxis, account.email, account.password);
    expect(res.status, await res.clone().text()).toBe(200);
    const profile = await (await praxis.request('/api/v1/profile', { cookie: cookiesOf(res) })).json();
    expect(profile).toMatchObject({ civilite: 'Mme', firstName: 'Claire', lastName: 'Desrosiers' });
    const [row] = await praxis.database.db.select({ professionId: profiles.professionId }).from(profiles).where(eq(profiles.userId, summary.userId));
    expect(row?.professionId).toBeTruthy();
  });

  it('creates the patients, a representative for every minor, a parcours each and documents named bilan', async () => {
    const db = praxis.database.db;
    const [patientCount] = await db.select({ n: count() }).from(patients).where(eq(patients.userId, summary.userId));
    expect(patientCount?.n).toBe(40);
    const minorsWithoutPrimary = await db
      .select({ id: patients.id })
      .from(patients)
      .where(
        and(
          eq(patients.isMajor, false),
          sql`NOT EXISTS (SELECT 1 FROM ${patientRepresentatives} r WHERE r.patient_id = ${patients.id} AND r.is_primary)`,
        ),
      );
    expect(minorsWithoutPrimary).toEqual([]);
    expect(summary.patients.minors).toBeGreaterThan(0);
    const [currentParcours] = await db.select({ n: count() }).from(patientParcours).where(eq(patientParcours.isCurrent, true));
    expect(currentParcours?.n).toBe(40);
    const [bilanDocs] = await db.select({ n: count() }).from(patientDocuments).where(ilike(patientDocuments.fileName, '%bilan%'));
    expect(bilanDocs?.n).toBeGreaterThan(0);
    const accented = await db.select({ name: patients.firstName }).from(patients).where(sql`${patients.firstName} <> immutable_unaccent(${patients.firstName})`);
    expect(accented.length).toBeGreaterThan(0);
  });

  it('spreads the appointments over past and coming weeks, never overlapping, readable through the API', async () => {
    const a = summary.appointments;
    expect(a.appointments).toBe(200);
    expect(a.past).toBeGreaterThan(100);
    expect(a.future).toBeGreaterThan(50);
    const other = alias(calendarEvents, 'other');
    const [overlaps] = await praxis.database.db
      .select({ n: count() })
      .from(calendarEvents)
      .innerJoin(
        other,
        and(eq(other.userId, calendarEvents.userId), lt(calendarEvents.id, other.id), lt(calendarEvents.startsAt, other.endsAt), lt(other.startsAt, calendarEvents.endsAt)),
      );
    expect(overlaps?.n).toBe(0);
    const cookie = cookiesOf(await signIn(praxis, account.email, account.password));
    const month = await praxis.request('/api/v1/appointments?from=2026-11-01T00:00:00%2B01:00&to=2026-12-01T00:00:00%2B01:00', { cookie });
    expect(month.status).toBe(200);
    expect(((await month.json()) as TAppointmentList).total).toBeGreaterThan(20);
  });

  it('runs again on the same account without touching the days already planned', async () => {
    const again = await seedPractice(praxis, { account, patients: 5, appointments: 30, seed: 8, now });
    expect(again).toMatchObject({ userId: summary.userId, accountCreated: false, appointments: { appointments: 30 } });
    const [total] = await praxis.database.db.select({ n: count() }).from(calendarEvents).where(eq(calendarEvents.userId, summary.userId));
    expect(total?.n).toBe(230);
    expect(again.types.map((t) => t.id)).toEqual(summary.types.map((t) => t.id));
  });

  it('adds two trames with invented example PDFs whose analysis pseudonymises them, once', async () => {
    const cookie = await signInCookie(praxis, account.email, account.password);
    const first = await seedTrames(praxis, cookie);
    expect(first).toEqual({ created: ['Bilan psychomoteur enfant', 'Compte rendu de séance'], examples: 5 });
    expect(await seedTrames(praxis, cookie)).toEqual({ created: [], examples: 0 });
    await praxis.jobs.idle(60_000);
    const db = praxis.database.db;
    const rows = await db
      .select({ trame: trames.name, status: trameExamples.status, text: trameExamples.pseudonymisedText })
      .from(trameExamples)
      .innerJoin(trames, eq(trames.id, trameExamples.trameId))
      .where(eq(trames.userId, summary.userId));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.status).toBe('done');
      for (const name of ['Ferrand', 'Moreau', 'Girard']) expect(row.text).not.toContain(name);
    }
    expect(rows.some((r) => r.text?.includes('M-ABC-2'))).toBe(true);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentSeries, calendarEvents, patients, waitingListEntries } from '../db/schema';
import { createPatientThroughApi, insertAppointmentType, insertEvent, patientsBase } from '../features/patients/patients-test-support';
import { createTestPraxis, type TestPraxis } from '../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../test/tenancy';
import { sqlRows } from './sql-rows';
import type { Scope } from './scope';
import { withScopedTransaction } from './rls';

/**
 * Row-level security (issue 16 §4): with a scope set, queries that forget lib/scope.ts's filter
 * still see and touch only that scope's rows. Runs on PGlite and PostgreSQL.
 */
let praxis: TestPraxis;
let world: TenancyWorld;
let scopeA: Scope;
let scopeB: Scope;
let scopeCabinet: Scope;
const ids = { a: '', b: '', cabinet: '', colleaguePrivate: '', eventA: '', eventB: '' };

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-rls');
  scopeA = { userId: world.owner.id, organizationId: null };
  scopeB = { userId: world.otherUser.id, organizationId: null };
  scopeCabinet = { userId: world.colleague.id, organizationId: world.cabinetId };
  // A's private patient, B's private patient, a cabinet patient (by the owner), the colleague's private one.
  ids.a = (await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Alice', lastName: 'Privée' })).id;
  ids.b = (await createPatientThroughApi(praxis, world.otherUser.cookie, { firstName: 'Bruno', lastName: 'Autre' })).id;
  ids.cabinet = (await createPatientThroughApi(praxis, world.ownerOrg.cookie, { firstName: 'Chloé', lastName: 'Cabinet' })).id;
  ids.colleaguePrivate = (await createPatientThroughApi(praxis, world.colleague.cookie, { firstName: 'Denis', lastName: 'Perso' }, {})).id;
  // The colleague's session has the cabinet active: move that patient to private mode by hand.
  await praxis.database.db.update(patients).set({ organizationId: null }).where(eq(patients.id, ids.colleaguePrivate));
  const typeA = await insertAppointmentType(praxis, scopeA, 'Bilan A');
  const typeB = await insertAppointmentType(praxis, scopeB, 'Bilan B');
  ids.eventA = (await insertEvent(praxis, scopeA, { patientId: ids.a, typeId: typeA, startHours: 100 })).id;
  ids.eventB = (await insertEvent(praxis, scopeB, { patientId: ids.b, typeId: typeB, startHours: 100 })).id;
});
afterAll(async () => {
  await praxis.close();
});

type Row = { id: string };
const idsOf = (rows: Row[]) => rows.map((r) => r.id).sort();

describe('row-level security on patient data', () => {
  it('an unscoped SELECT returns only the caller’s rows', async () => {
    const seen = await withScopedTransaction(praxis.database.db, scopeA, async (tx) => ({
      patients: await sqlRows<Row>(tx, sql`SELECT * FROM patients`),
      events: await sqlRows<Row>(tx, sql`SELECT * FROM calendar_events`),
      // Through Drizzle too, with no scope helper in the WHERE.
      byId: await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, ids.b)),
    }));
    expect(idsOf(seen.patients)).toEqual([ids.a]);
    expect(idsOf(seen.events)).toEqual([ids.eventA]);
    expect(seen.byId).toEqual([]);
    // The same query without a scope (the owner connection: system work) sees every tenant.
    const all = await sqlRows<Row>(praxis.database.db, sql`SELECT id FROM patients`);
    expect(all.length).toBe(4);
  });

  it('an UPDATE or DELETE without a scope filter cannot touch another tenant’s rows', async () => {
    await withScopedTransaction(praxis.database.db, scopeA, async (tx) => {
      await tx.execute(sql`UPDATE patients SET notes = 'écrasé'`);
      await tx.execute(sql`DELETE FROM calendar_events`);
      await tx.execute(sql`DELETE FROM patients WHERE id = ${ids.b}`);
    });
    const [b] = await praxis.database.db.select({ notes: patients.notes }).from(patients).where(eq(patients.id, ids.b));
    expect(b).toEqual({ notes: null });
    const [a] = await praxis.database.db.select({ notes: patients.notes }).from(patients).where(eq(patients.id, ids.a));
    expect(a).toEqual({ notes: 'écrasé' });
    const events = await praxis.database.db.select({ id: calendarEvents.id }).from(calendarEvents);
    expect(idsOf(events)).toEqual([ids.eventB]);
  });

  it('an INSERT with another tenant’s ids is refused', async () => {
    const intoB = withScopedTransaction(praxis.database.db, scopeA, (tx) =>
      tx.insert(patients).values({ ...scopeB, firstName: 'Intrus', lastName: 'Intrus', dateOfBirth: '1990-01-01' }),
    );
    await expect(intoB).rejects.toThrow();
    const intoCabinet = withScopedTransaction(praxis.database.db, scopeA, (tx) =>
      tx.insert(patients).values({ userId: scopeA.userId, organizationId: world.cabinetId, firstName: 'Intrus', lastName: 'Intrus', dateOfBirth: '1990-01-01' }),
    );
    await expect(intoCabinet).rejects.toThrow();
    // A row of A's own that points at B's patient: refused too.
    const childOfB = withScopedTransaction(praxis.database.db, scopeA, (tx) =>
      tx.execute(sql`INSERT INTO patient_goals (user_id, patient_id, title, description) VALUES (${scopeA.userId}, ${ids.b}, 'But', 'Description')`),
    );
    await expect(childOfB).rejects.toThrow();
    const intruders = await praxis.database.db.select({ id: patients.id }).from(patients).where(eq(patients.firstName, 'Intrus'));
    expect(intruders).toEqual([]);
    // Moving one's own row to another tenant is refused as well.
    const move = withScopedTransaction(praxis.database.db, scopeA, (tx) => tx.update(patients).set({ userId: scopeB.userId }).where(eq(patients.id, ids.a)));
    await expect(move).rejects.toThrow();
  });

  it('the organisation scope sees the organisation’s rows, not its members’ private rows', async () => {
    const seen = await withScopedTransaction(praxis.database.db, scopeCabinet, async (tx) =>
      await sqlRows<Row>(tx, sql`SELECT id FROM patients`),
    );
    expect(idsOf(seen)).toEqual([ids.cabinet]);
    const ownerPrivate = await withScopedTransaction(praxis.database.db, { userId: world.owner.id, organizationId: world.cabinetId }, async (tx) =>
      await sqlRows<Row>(tx, sql`SELECT id FROM patients`),
    );
    expect(idsOf(ownerPrivate)).toEqual([ids.cabinet]);
  });

  it('the patients’ summaries: only the scope’s are seen, and they follow a patient moved to another scope', async () => {
    const summariesOf = (scope: Scope) =>
      withScopedTransaction(praxis.database.db, scope, async (tx) => await sqlRows<Row>(tx, sql`SELECT patient_id AS id FROM patient_summaries`));
    expect(idsOf(await summariesOf(scopeA))).toEqual([ids.a]);
    expect(idsOf(await summariesOf(scopeB))).toEqual([ids.b]);
    expect(idsOf(await summariesOf(scopeCabinet))).toEqual([ids.cabinet]);
    // The colleague's patient was created in the cabinet, then moved to private mode by hand.
    expect(idsOf(await summariesOf({ userId: world.colleague.id, organizationId: null }))).toEqual([ids.colleaguePrivate]);
    const [moved] = await sqlRows<{ user_id: string; organization_id: string | null }>(
      praxis.database.db,
      sql`SELECT user_id, organization_id FROM patient_summaries WHERE patient_id = ${ids.colleaguePrivate}`,
    );
    expect(moved).toEqual({ user_id: world.colleague.id, organization_id: null });
    // Writing another tenant's summary through the application role is refused.
    const intoB = withScopedTransaction(praxis.database.db, scopeA, (tx) =>
      tx.execute(sql`UPDATE patient_summaries SET user_id = ${scopeB.userId} WHERE patient_id = ${ids.a}`),
    );
    await expect(intoB).rejects.toThrow();
    const touchB = await withScopedTransaction(praxis.database.db, scopeA, async (tx) =>
      await sqlRows<Row>(tx, sql`UPDATE patient_summaries SET has_bilan_document = true WHERE patient_id = ${ids.b} RETURNING patient_id AS id`),
    );
    expect(touchB).toEqual([]);
  });

  it('a scoped transaction with no scope set sees nothing', async () => {
    const seen = await praxis.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL ROLE praxis_app'));
      return await sqlRows<Row>(tx, sql`SELECT id FROM patients`);
    });
    expect(seen).toEqual([]);
  });

  it('the name search function returns only the ids of the scope asked, and never outside the transaction’s scope', async () => {
    type Match = { id: string };
    const match = (pattern: string, scope: Scope) =>
      sql`SELECT praxis_patient_name_matches(${pattern}, ${scope.userId}::uuid, ${scope.organizationId}::uuid) AS id`;
    // Accent- and case-insensitive, in first or last name, within the scope given.
    const own = await withScopedTransaction(praxis.database.db, scopeA, async (tx) => await sqlRows<Match>(tx, match('PRIVE', scopeA)));
    expect(idsOf(own)).toEqual([ids.a]);
    const cabinet = await withScopedTransaction(praxis.database.db, scopeCabinet, async (tx) => await sqlRows<Match>(tx, match('chloe', scopeCabinet)));
    expect(idsOf(cabinet)).toEqual([ids.cabinet]);
    // Another tenant's scope asked from inside A's transaction: nothing (the transaction's scope holds).
    const probe = await withScopedTransaction(praxis.database.db, scopeA, async (tx) => await sqlRows<Match>(tx, match('autre', scopeB)));
    expect(probe).toEqual([]);
    // Without a transaction scope (system work), the scope given applies.
    const system = await sqlRows<Match>(praxis.database.db, match('autre', scopeB));
    expect(idsOf(system)).toEqual([ids.b]);
    expect(await sqlRows<Match>(praxis.database.db, match('autre', scopeA))).toEqual([]);
  });

  it('the waiting list and the series: another tenant’s rows unseen and untouched, a waiting entry for their patient refused', async () => {
    const entry = (scope: Scope, patientId: string) => ({ ...scope, patientId, weekdays: [2], timeFrom: '08:00', timeTo: '12:00' });
    const series = (scope: Scope) => ({ ...scope, frequency: 'weekly', sessionCount: 4 });
    const [entryA] = await praxis.database.db.insert(waitingListEntries).values(entry(scopeA, ids.a)).returning({ id: waitingListEntries.id });
    const [entryB] = await praxis.database.db.insert(waitingListEntries).values(entry(scopeB, ids.b)).returning({ id: waitingListEntries.id });
    const [seriesA] = await praxis.database.db.insert(appointmentSeries).values(series(scopeA)).returning({ id: appointmentSeries.id });
    const [seriesB] = await praxis.database.db.insert(appointmentSeries).values(series(scopeB)).returning({ id: appointmentSeries.id });
    const seen = await withScopedTransaction(praxis.database.db, scopeA, async (tx) => {
      await tx.execute(sql`UPDATE waiting_list_entries SET note = 'écrasé'`);
      await tx.execute(sql`DELETE FROM appointment_series`);
      return {
        entries: await sqlRows<Row>(tx, sql`SELECT id FROM waiting_list_entries`),
        series: await sqlRows<Row>(tx, sql`SELECT id FROM appointment_series`),
      };
    });
    expect(idsOf(seen.entries)).toEqual([entryA?.id]);
    expect(seen.series).toEqual([]);
    const [b] = await praxis.database.db.select({ note: waitingListEntries.note }).from(waitingListEntries).where(eq(waitingListEntries.id, entryB?.id ?? ''));
    expect(b).toEqual({ note: null });
    const left = await praxis.database.db.select({ id: appointmentSeries.id }).from(appointmentSeries);
    expect(idsOf(left)).toEqual([seriesB?.id]);
    expect(seriesA).toBeDefined();
    // A's own entry for B's patient, and an entry in B's name: both refused.
    await expect(withScopedTransaction(praxis.database.db, scopeA, (tx) => tx.insert(waitingListEntries).values(entry(scopeA, ids.b)))).rejects.toThrow();
    await expect(withScopedTransaction(praxis.database.db, scopeA, (tx) => tx.insert(appointmentSeries).values(series(scopeB)))).rejects.toThrow();
  });

  it('patient requests of the API run under it: the list and the record answer as before', async () => {
    const list = await request(praxis, 'GET', patientsBase, world.owner.cookie);
    expect(list.status, list.text).toBe(200);
    expect(JSON.stringify(list.body)).toContain(ids.a);
    expect(JSON.stringify(list.body)).not.toContain(ids.b);
    const other = await request(praxis, 'GET', `${patientsBase}/${ids.b}`, world.owner.cookie);
    expect(other.status).toBe(404);
  });
});

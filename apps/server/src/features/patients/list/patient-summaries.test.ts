import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import type { TPatientList } from '@praxis/shared/patients/schemas';
import { patientDocuments } from '../../../db/schema';
import { sqlRows } from '../../../lib/sql-rows';
import { createUser } from '../../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../../test/test-praxis';
import { request } from '../../../test/tenancy';
import { createType, insertPatient } from '../../appointments/appointments.fixtures';

/**
 * patient_summaries (issue 15 §4) is kept by triggers on every write of the events and on a
 * type's renaming, and of the documents. Property: after any sequence of creates, moves, type
 * changes, cancels, attendance marks, deletes and type renames through the API, and of document
 * additions, renamings, (de)activations and deletions, each summary equals the same
 * aggregates recomputed from the events (with the patient's scope), the bilan status the list
 * shows equals spec 1 §4's rule evaluated on the events and documents themselves, and the list's
 * filters agree with the next appointment (read per row) and the status the list shows.
 */
let praxis: TestPraxis;

beforeAll(async () => {
  praxis = await createTestPraxis();
});
afterAll(async () => {
  await praxis.close();
});

const PATIENTS = 3;
const TYPES = 2;

const at = (dayOffset: number, hour: number) => {
  const d = new Date();
  d.setUTCHours(hour, 0, 0, 0);
  return new Date(d.getTime() + dayOffset * 86_400_000);
};

const slot = { day: fc.integer({ min: -4, max: 4 }), hour: fc.integer({ min: 6, max: 18 }), length: fc.integer({ min: 1, max: 3 }) };
const event = fc.nat(30);
const command = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), patient: fc.integer({ min: -1, max: PATIENTS - 1 }), type: fc.nat(TYPES - 1), ...slot }),
  fc.record({ kind: fc.constant('move' as const), event, ...slot }),
  fc.record({ kind: fc.constant('retype' as const), event, type: fc.nat(TYPES - 1) }),
  fc.record({ kind: fc.constant('status' as const), event, status: fc.constantFrom('scheduled', 'draft', 'completed', 'cancelled') }),
  fc.record({ kind: fc.constant('attendance' as const), event, attendance: fc.constantFrom('present', 'absent', 'excused', null) }),
  fc.record({ kind: fc.constant('delete' as const), event }),
  fc.record({ kind: fc.constant('rename' as const), type: fc.nat(TYPES - 1), bilan: fc.boolean() }),
  fc.record({ kind: fc.constant('addDocument' as const), patient: fc.nat(PATIENTS - 1), bilan: fc.boolean(), active: fc.boolean() }),
  fc.record({ kind: fc.constant('editDocument' as const), document: fc.nat(10), bilan: fc.boolean(), active: fc.boolean() }),
  fc.record({ kind: fc.constant('deleteDocument' as const), document: fc.nat(10) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

type SummaryRow = {
  patient_id: string;
  user_id: string;
  organization_id: string | null;
  last_start: string | null;
  bilan_last_start: string | null;
  bilan_first_end: string | null;
  has_bilan_document: boolean;
};

/** The stored summaries and the same aggregates recomputed from the events, for some patients. */
async function storedAndRecomputed(ids: string[]) {
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const text = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`);
  const stored = await sqlRows<SummaryRow>(
    praxis.database.db,
    sql`SELECT p.id AS patient_id, s.user_id, s.organization_id, ${text('s.last_start')} AS last_start, ${text('s.bilan_last_start')} AS bilan_last_start,
      ${text('s.bilan_first_end')} AS bilan_first_end, coalesce(s.has_bilan_document, false) AS has_bilan_document
      FROM patients p LEFT JOIN patient_summaries s ON s.patient_id = p.id WHERE p.id IN (${list}) ORDER BY p.id`,
  );
  const recomputed = await sqlRows<SummaryRow>(
    praxis.database.db,
    sql`SELECT p.id AS patient_id, p.user_id, p.organization_id, ${text('max(e.starts_at)')} AS last_start,
      ${text(`max(e.starts_at) FILTER (WHERE t.name ILIKE '%bilan%')`)} AS bilan_last_start,
      ${text(`min(e.ends_at) FILTER (WHERE t.name ILIKE '%bilan%')`)} AS bilan_first_end,
      EXISTS (SELECT 1 FROM patient_documents d WHERE d.patient_id = p.id AND d.is_active AND d.file_name ILIKE '%bilan%') AS has_bilan_document
      FROM patients p
      LEFT JOIN calendar_events e ON e.patient_id = p.id AND e.status <> 'cancelled'
      LEFT JOIN appointment_types t ON t.id = e.appointment_type_id
      WHERE p.id IN (${list}) GROUP BY p.id ORDER BY p.id`,
  );
  return { stored, recomputed };
}

/**
 * Spec 1 §4's bilan status of some patients from their events and documents (not the summary):
 * done = a past bilan and a bilan document; in progress = a bilan to come or a bilan document.
 * Cancelled events count for nothing; past = ended before now, to come = starting after now.
 */
async function bilanStatusFromEvents(ids: string[]): Promise<Record<string, string>> {
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const bilanEvents = sql`FROM calendar_events e JOIN appointment_types t ON t.id = e.appointment_type_id
    WHERE e.patient_id = p.id AND e.status <> 'cancelled' AND t.name ILIKE '%bilan%'`;
  const rows = await sqlRows<{ id: string; status: string }>(
    praxis.database.db,
    sql`SELECT p.id, CASE
        WHEN EXISTS (SELECT 1 ${bilanEvents} AND e.ends_at < now()) AND d.has_document THEN 'done'
        WHEN EXISTS (SELECT 1 ${bilanEvents} AND e.starts_at > now()) OR d.has_document THEN 'inprogress'
        ELSE 'todo' END AS status
      FROM patients p CROSS JOIN LATERAL (SELECT EXISTS (SELECT 1 FROM patient_documents d
        WHERE d.patient_id = p.id AND d.is_active AND d.file_name ILIKE '%bilan%') AS has_document) d
      WHERE p.id IN (${list})`,
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

async function list(cookie: string, query = ''): Promise<TPatientList> {
  const res = await request(praxis, 'GET', `/api/v1/patients${query}`, cookie);
  expect(res.status, res.text).toBe(200);
  return res.body as TPatientList;
}

describe('patient summaries stay equal to their recomputation', () => {
  it('after random writes of the events and documents and renamings of the types', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands: Command[]) => {
        const user = await createUser(praxis);
        const cookie = user.cookie;
        const patients = [];
        for (let i = 0; i < PATIENTS; i++) patients.push(await insertPatient(praxis, { userId: user.id }, { firstName: `P${i}`, lastName: 'Résumé' }));
        const types = [await createType(praxis, cookie, 'Bilan initial', 60), await createType(praxis, cookie, 'Séance', 45)];
        const events: TAppointment[] = [];
        const documents: string[] = [];
        const fileName = (bilan: boolean) => (bilan ? 'Bilan initial.pdf' : 'Ordonnance.pdf');
        const pick = (i: number) => (events.length ? events[i % events.length] : undefined);
        for (const c of commands) {
          if (c.kind === 'create') {
            const startsAt = at(c.day, c.hour);
            const res = await request(praxis, 'POST', '/api/v1/appointments', cookie, {
              appointmentTypeId: types[c.type]?.id,
              patientId: c.patient >= 0 ? patients[c.patient]?.id : null,
              startsAt: startsAt.toISOString(),
              endsAt: new Date(startsAt.getTime() + c.length * 1_800_000).toISOString(),
            });
            expect([201, 409]).toContain(res.status);
            if (res.status === 201) events.push(res.body as TAppointment);
          } else if (c.kind === 'addDocument') {
            const patient = patients[c.patient];
            if (!patient) continue;
            const [row] = await praxis.database.db
              .insert(patientDocuments)
              .values({
                userId: user.id,
                patientId: patient.id,
                fileName: fileName(c.bilan),
                fileType: 'pdf',
                storagePath: `user_${user.id}/patients/${patient.id}/documents/${documents.length}.pdf`,
                mimeType: 'application/pdf',
                sizeBytes: 10,
                isActive: c.active,
              })
              .returning({ id: patientDocuments.id });
            if (row) documents.push(row.id);
          } else if (c.kind === 'editDocument' || c.kind === 'deleteDocument') {
            const id = documents.length ? documents[c.document % documents.length] : undefined;
            if (!id) continue;
            if (c.kind === 'deleteDocument') {
              await praxis.database.db.delete(patientDocuments).where(eq(patientDocuments.id, id));
              documents.splice(documents.indexOf(id), 1);
            } else {
              await praxis.database.db.update(patientDocuments).set({ fileName: fileName(c.bilan), isActive: c.active }).where(eq(patientDocuments.id, id));
            }
          } else if (c.kind === 'rename') {
            const type = types[c.type];
            if (!type) continue;
            const name = c.bilan ? `Bilan ${type.id.slice(0, 4)}` : `Séance ${type.id.slice(0, 4)}`;
            const res = await request(praxis, 'PATCH', `/api/v1/appointment-types/${type.id}`, cookie, { name });
            expect(res.status, res.text).toBe(200);
          } else {
            const target = pick(c.event);
            if (!target) continue;
            const path = `/api/v1/appointments/${target.id}`;
            if (c.kind === 'delete') {
              expect((await request(praxis, 'DELETE', path, cookie)).status).toBe(204);
              events.splice(events.indexOf(target), 1);
              continue;
            }
            const body =
              c.kind === 'move'
                ? { startsAt: at(c.day, c.hour).toISOString(), endsAt: new Date(at(c.day, c.hour).getTime() + c.length * 1_800_000).toISOString() }
                : c.kind === 'retype'
                  ? { appointmentTypeId: types[c.type]?.id }
                  : c.kind === 'status'
                    ? { status: c.status }
                    : { attendanceStatus: c.attendance };
            const res = await request(praxis, 'PATCH', path, cookie, body);
            // A move or a status back from 'cancelled' may overlap another event (409).
            expect([200, 409], res.text).toContain(res.status);
          }
        }

        const { stored, recomputed } = await storedAndRecomputed(patients.map((p) => p.id));
        expect(stored).toEqual(recomputed);

        // The status each row shows is the rule applied to the events and documents themselves.
        const all = (await list(cookie)).items;
        const expectedStatus = await bilanStatusFromEvents(patients.map((p) => p.id));
        expect(Object.fromEntries(all.map((p) => [p.id, p.bilanStatus]))).toEqual(expectedStatus);

        // The filters (from the summaries) agree with what each row shows.
        const ids = (l: TPatientList) => l.items.map((p) => p.id).sort();
        const expectedIds = (keep: (p: (typeof all)[number]) => boolean) => all.filter(keep).map((p) => p.id).sort();
        expect(ids(await list(cookie, '?hasNextAppointment=yes'))).toEqual(expectedIds((p) => p.nextAppointment !== null));
        expect(ids(await list(cookie, '?hasNextAppointment=no'))).toEqual(expectedIds((p) => p.nextAppointment === null));
        for (const status of ['todo', 'inprogress', 'done'] as const) {
          expect(ids(await list(cookie, `?bilanStatus=${status}`))).toEqual(expectedIds((p) => p.bilanStatus === status));
        }
      }),
      { numRuns: 12 },
    );
    // Twelve sequences of up to 14 HTTP writes and 6 list reads each: minutes on a loaded machine.
  }, 600_000);

  it('each filter finds exactly the patients of its status (spec 1 §4), whatever makes it', async () => {
    const user = await createUser(praxis);
    const bilan = await createType(praxis, user.cookie, 'Bilan psychomoteur', 60);
    const patient = (firstName: string) => insertPatient(praxis, { userId: user.id }, { firstName, lastName: 'Statut' });
    const book = async (patientId: string, dayOffset: number) => {
      const startsAt = at(dayOffset, 9);
      const res = await request(praxis, 'POST', '/api/v1/appointments', user.cookie, {
        appointmentTypeId: bilan.id,
        patientId,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      });
      expect(res.status, res.text).toBe(201);
    };
    const addBilanDocument = (patientId: string) =>
      praxis.database.db.insert(patientDocuments).values({
        userId: user.id,
        patientId,
        fileName: 'Bilan initial.pdf',
        fileType: 'pdf',
        storagePath: `user_${user.id}/patients/${patientId}/documents/bilan.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: 10,
      });
    const done = await patient('Fait');
    await book(done.id, -2);
    await addBilanDocument(done.id);
    const doneWithMore = await patient('FaitEtAVenir');
    await book(doneWithMore.id, -3);
    await book(doneWithMore.id, 3);
    await addBilanDocument(doneWithMore.id);
    const documentOnly = await patient('Document');
    await addBilanDocument(documentOnly.id);
    const toCome = await patient('AVenir');
    await book(toCome.id, 2);
    const pastOnly = await patient('PasséSeul');
    await book(pastOnly.id, -1);
    const nothing = await patient('Rien');

    const names = async (query: string) => (await list(user.cookie, query)).items.map((p) => p.firstName).sort();
    expect(await names('?bilanStatus=done')).toEqual([done.firstName, doneWithMore.firstName].sort());
    expect(await names('?bilanStatus=inprogress')).toEqual([documentOnly.firstName, toCome.firstName].sort());
    expect(await names('?bilanStatus=todo')).toEqual([pastOnly.firstName, nothing.firstName].sort());
    expect(await names('?hasNextAppointment=yes')).toEqual([doneWithMore.firstName, toCome.firstName].sort());
    expect(await names('?hasNextAppointment=no')).toEqual([done.firstName, documentOnly.firstName, pastOnly.firstName, nothing.firstName].sort());
    expect(await names('?bilanStatus=inprogress&hasNextAppointment=yes')).toEqual([toCome.firstName]);
    const shown = Object.fromEntries((await list(user.cookie)).items.map((p) => [p.firstName, p.bilanStatus]));
    expect(shown).toEqual({ Fait: 'done', FaitEtAVenir: 'done', Document: 'inprogress', AVenir: 'inprogress', PasséSeul: 'todo', Rien: 'todo' });
  });

  it('a new patient has its summary at once, with its scope, and counts as without bilan or next appointment', async () => {
    const user = await createUser(praxis);
    const patient = await insertPatient(praxis, { userId: user.id }, { firstName: 'Nouveau', lastName: 'Résumé' });
    const { stored } = await storedAndRecomputed([patient.id]);
    expect(stored).toEqual([
      { patient_id: patient.id, user_id: user.id, organization_id: null, last_start: null, bilan_last_start: null, bilan_first_end: null, has_bilan_document: false },
    ]);
    expect((await list(user.cookie, '?bilanStatus=todo')).total).toBe(1);
    expect((await list(user.cookie, '?hasNextAppointment=no')).total).toBe(1);
    expect((await list(user.cookie, '?hasNextAppointment=yes')).total).toBe(0);
  });

  it('a deleted patient takes its summary with it', async () => {
    const user = await createUser(praxis);
    const patient = await insertPatient(praxis, { userId: user.id });
    const type = await createType(praxis, user.cookie, 'Bilan psychomoteur', 60);
    const startsAt = at(2, 9);
    const res = await request(praxis, 'POST', '/api/v1/appointments', user.cookie, {
      appointmentTypeId: type.id,
      patientId: patient.id,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    });
    expect(res.status, res.text).toBe(201);
    expect((await storedAndRecomputed([patient.id])).stored[0]?.bilan_last_start).not.toBeNull();
    await praxis.database.db.execute(sql`DELETE FROM patients WHERE id = ${patient.id}`);
    const left = await sqlRows<{ n: number }>(praxis.database.db, sql`SELECT count(*)::int AS n FROM patient_summaries WHERE patient_id = ${patient.id}`);
    expect(left[0]?.n).toBe(0);
  });
});

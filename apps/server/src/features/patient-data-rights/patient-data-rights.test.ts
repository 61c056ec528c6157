import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRightsMessages, type TPatientExport } from '@praxis/shared/patients/data-rights';
import type { TDocumentUploadResponse, TPatient } from '@praxis/shared/patients/schemas';
import { assistantConversations, patientExports } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { samples, type UploadFile } from '../../test/files';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createPatientThroughApi, insertAppointmentType, insertEvent, patientsBase } from '../patients/patients-test-support';
import { failPatientExport } from './build-export';
import { purgeExpiredExports } from './purge-exports';

let praxis: TestPraxis;
let world: TenancyWorld;
/** Appointments may not overlap for one practitioner: each test patient gets its own slot. */
let slot = 24;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-droits');
});
afterAll(async () => {
  await praxis.close();
});

/** The value, or a failed test when it is missing. */
function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const txt = (name: string, body: string): UploadFile => ({ name, bytes: new TextEncoder().encode(body), type: 'text/plain' });

async function uploadDocuments(cookie: string, patientId: string, files: UploadFile[]) {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await request(praxis, 'POST', `${patientsBase}/${patientId}/documents`, cookie, form);
  expect(res.status, res.text).toBe(201);
  return (res.body as TDocumentUploadResponse).results.map((r) => defined(r.document, 'document'));
}

/** A patient with a row in every child table and two stored documents. */
async function fullPatient(cookie: string, scope: { userId: string; organizationId: string | null }, lastName: string) {
  const patient: TPatient = await createPatientThroughApi(praxis, cookie, { firstName: 'Léa', lastName, notes: 'Note <b>privée</b>' }, {
    representatives: [{ firstName: 'Paul', lastName, relation: 'father', email: 'paul@exemple.fr', phone: '0611223344', isPrimary: true }],
    goals: [{ title: 'Lecture', description: 'Lire seule' }],
    parcours: 'suivi',
  });
  const base = `${patientsBase}/${patient.id}`;
  expect((await request(praxis, 'POST', `${base}/instructions`, cookie, { title: 'Consigne', content: 'Exercices du soir' })).status).toBe(201);
  const type = await insertAppointmentType(praxis, scope, `Bilan ${lastName}`);
  const event = await insertEvent(praxis, scope, { patientId: patient.id, typeId: type, startHours: (slot += 2) });
  const files = [txt('compte-rendu.txt', `Compte rendu de ${lastName}`), { name: 'bilan.pdf', bytes: samples.pdf, type: 'application/pdf' }];
  const documents = await uploadDocuments(cookie, patient.id, files);
  await praxis.database.db.insert(assistantConversations).values({ ...scope, assistant: 'sophie', title: 'Question', patientId: patient.id });
  const waiting = await request(praxis, 'POST', '/api/v1/waiting-list', cookie, { patientId: patient.id, weekdays: [2], timeFrom: '08:00', timeTo: '12:00', note: 'Mardi matin' });
  expect(waiting.status, waiting.text).toBe(201);
  return { patient, base, event, files, documents };
}

async function exportAndWait(cookie: string, base: string): Promise<TPatientExport> {
  const started = await request(praxis, 'POST', `${base}/exports`, cookie);
  expect(started.status, started.text).toBe(202);
  const { id, status } = started.body as TPatientExport;
  expect(status).toBe('pending');
  await praxis.jobs.idle(60_000);
  const res = await request(praxis, 'GET', `${base}/exports/${id}`, cookie);
  expect(res.status, res.text).toBe(200);
  return res.body as TPatientExport;
}

async function download(url: string) {
  const res = await praxis.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('dossier-patient-');
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

async function storagePathsOf(patientId: string) {
  const rows = await sqlRows<{ key: string }>(
    praxis.database.db,
    sql`SELECT storage_path AS key FROM patient_documents WHERE patient_id = ${patientId}
        UNION ALL SELECT storage_path FROM patient_exports WHERE patient_id = ${patientId} AND storage_path IS NOT NULL`,
  );
  return rows.map((r) => r.key);
}

describe('patient export', () => {
  it('builds a ZIP of every row, the stored files and a readable summary, behind a signed link', async () => {
    const scope = { userId: world.owner.id, organizationId: null };
    const { patient, base, event, files, documents } = await fullPatient(world.owner.cookie, scope, 'Export');
    const done = await exportAndWait(world.owner.cookie, base);
    expect(done).toMatchObject({ status: 'done', progress: 100, errorMessage: null });
    expect(done.downloadUrl).toMatch(/^\/api\/files\/user_.*\/exports\/.*\.zip\?/);

    const zip = await download(defined(done.downloadUrl));
    const names = Object.keys(zip);
    expect(names.filter((n) => !n.startsWith('documents/')).sort()).toEqual(['patient.json', 'resume.html']);
    expect(names.filter((n) => n.startsWith('documents/')).map((n) => n.split('/')[1]).sort()).toEqual(documents.map((d) => d.id).sort());
    const content = JSON.parse(strFromU8(defined(zip['patient.json']))) as Record<string, Record<string, unknown>[] & Record<string, unknown>>;
    expect(content.patient).toMatchObject({ id: patient.id, firstName: 'Léa', lastName: 'Export', notes: 'Note <b>privée</b>' });
    expect(defined(content.representatives).map((r) => r.firstName)).toEqual(['Paul']);
    expect(defined(content.goals).map((g) => g.title)).toEqual(['Lecture']);
    expect(defined(content.instructions).map((i) => i.content)).toEqual(['Exercices du soir']);
    expect(defined(content.parcours).map((p) => p.parcours)).toEqual(['suivi']);
    expect(defined(content.appointments).map((a) => a.id)).toEqual([event.id]);
    expect(defined(content.documents).map((d) => d.id).sort()).toEqual(documents.map((d) => d.id).sort());
    expect(defined(content.waitingList).map((w) => [w.weekdays, w.timeFrom, w.timeTo, w.note])).toEqual([[[2], '08:00', '12:00', 'Mardi matin']]);
    for (const file of files) {
      const row = defined(defined(content.documents).find((d) => d.fileName === file.name));
      expect(sha256(defined(zip[row.file as string]))).toBe(sha256(file.bytes));
    }
    const html = strFromU8(defined(zip['resume.html']));
    expect(html).toContain('Dossier de Léa Export');
    expect(html).toContain('Mardi matin');
    expect(html).toContain('Note &lt;b&gt;privée&lt;/b&gt;');
    expect(html).not.toContain('<b>privée</b>');

    const audit = await sqlRows<{ action: string; object_type: string }>(
      praxis.database.db,
      sql`SELECT action, object_type FROM audit_events WHERE patient_id = ${patient.id} AND action IN ('export', 'document.download') ORDER BY created_at`,
    );
    expect(audit).toEqual([{ action: 'export', object_type: 'patient' }, { action: 'document.download', object_type: 'patient-export' }]);
  });

  it('answers the expired message once the export expired, and the purge removes its row and file', async () => {
    const { patient, base } = await fullPatient(world.owner.cookie, { userId: world.owner.id, organizationId: null }, 'Expire');
    const done = await exportAndWait(world.owner.cookie, base);
    const [row] = await praxis.database.db.select().from(patientExports).where(sql`${patientExports.id} = ${done.id}`);
    const key = defined(row?.storagePath);
    expect(await praxis.storage.exists(key)).toBe(true);
    await praxis.database.db.update(patientExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(sql`${patientExports.id} = ${done.id}`);
    const expired = await request(praxis, 'GET', `${base}/exports/${done.id}`, world.owner.cookie);
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ error: { message: dataRightsMessages.exportExpired } });

    expect(await purgeExpiredExports(praxis.deps, praxis.logger)).toBeGreaterThanOrEqual(1);
    expect(await praxis.storage.exists(key)).toBe(false);
    const unknown = await request(praxis, 'GET', `${base}/exports/${done.id}`, world.owner.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: dataRightsMessages.exportNotFound } });
    expect(patient.id).toBeTruthy();
  });

  it('says in French when an export failed for good', async () => {
    const patient = await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Eve', lastName: 'Echec' });
    const [row] = await praxis.database.db
      .insert(patientExports)
      .values({ userId: world.owner.id, organizationId: null, patientId: patient.id, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const exportId = defined(row).id;
    await failPatientExport(praxis.deps, exportId);
    const res = await request(praxis, 'GET', `${patientsBase}/${patient.id}/exports/${exportId}`, world.owner.cookie);
    expect(res.body).toMatchObject({ status: 'failed', errorMessage: dataRightsMessages.exportFailed, downloadUrl: null });
  });
});

describe('patient erasure', () => {
  it('refuses a missing, too long or wrong confirmation in French', async () => {
    const patient = await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Jules', lastName: 'Garde' });
    const erase = (body: unknown) => request(praxis, 'POST', `${patientsBase}/${patient.id}/erase`, world.owner.cookie, body);
    for (const [body, message] of [
      [{}, dataRightsMessages.eraseConfirmationRequired],
      [{ confirmation: '   ' }, dataRightsMessages.eraseConfirmationRequired],
      [{ confirmation: 'x'.repeat(301) }, dataRightsMessages.eraseConfirmationTooLong],
      [{ confirmation: 'Jules Gard' }, dataRightsMessages.eraseConfirmationMismatch],
      [{ confirmation: 'SUPPRIMER' }, dataRightsMessages.eraseConfirmationMismatch],
    ] as const) {
      const res = await erase(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.text).toContain(message);
    }
    expect((await request(praxis, 'GET', `${patientsBase}/${patient.id}`, world.owner.cookie)).status).toBe(200);
    // Case and extra spaces do not matter.
    expect((await erase({ confirmation: '  jules   GARDE ' })).status).toBe(204);
  });

  it.each(['private', 'org'] as const)('%s: erases every row and file of the patient, leaving only ids in the audit trail', async (mode) => {
    const owner = mode === 'org' ? world.ownerOrg : world.owner;
    const scope = { userId: owner.id, organizationId: mode === 'org' ? world.cabinetId : null };
    const lastName = `Efface${mode}`;
    const { patient, base } = await fullPatient(owner.cookie, scope, lastName);
    await exportAndWait(owner.cookie, base);
    const keys = await storagePathsOf(patient.id);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await praxis.storage.exists(key)).toBe(true);

    const res = await request(praxis, 'POST', `${base}/erase`, owner.cookie, { confirmation: `Léa ${lastName}` });
    expect(res.status, res.text).toBe(204);

    const tables = await sqlRows<{ table_name: string }>(
      praxis.database.db,
      sql`SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'patient_id'`,
    );
    const left: Record<string, number> = {};
    for (const { table_name: table } of [...tables, { table_name: 'patients' }]) {
      const column = table === 'patients' ? 'id' : 'patient_id';
      const [row] = await sqlRows<{ n: number }>(praxis.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${patient.id}`);
      const n = defined(row).n;
      if (n > 0) left[table] = n;
    }
    // The audit trail keeps what happened (ids only); nothing else names the patient.
    expect(Object.keys(left)).toEqual(['audit_events']);
    for (const key of keys) expect(await praxis.storage.exists(key)).toBe(false);

    const audit = await sqlRows<Record<string, unknown>>(praxis.database.db, sql`SELECT * FROM audit_events WHERE patient_id = ${patient.id}`);
    expect(audit.filter((a) => a.action === 'erasure')).toMatchObject([{ object_type: 'patient', object_id: patient.id, user_id: owner.id }]);
    expect(JSON.stringify(audit)).not.toContain(lastName);
    expect((await request(praxis, 'GET', base, owner.cookie)).status).toBe(404);
  });
});

describe('data rights in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s patient: export, export status, erasure', async (mode) => {
    const inOrg = mode === 'org';
    const owner = inOrg ? world.ownerOrg : world.owner;
    const marker = `Quasar${mode}`;
    const patient = await createPatientThroughApi(praxis, owner.cookie, { firstName: 'Iso', lastName: marker });
    const base = `${patientsBase}/${patient.id}`;
    const own = await exportAndWait(owner.cookie, base);
    const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
    // A colleague may export a cabinet patient (their own export); an export is its requester's
    // only; erasure is the patient's owner's only.
    await expectIsolation(praxis, actors, { name: 'POST export', method: 'POST', path: `${base}/exports`, marker, ownerStatus: 202, colleagueStatus: inOrg ? 202 : 404 });
    await expectIsolation(praxis, actors, { name: 'GET export', path: `${base}/exports/${own.id}`, marker: own.id, colleagueStatus: 404 });
    await expectIsolation(praxis, actors, {
      name: 'POST erase',
      method: 'POST',
      path: `${base}/erase`,
      body: { confirmation: `Iso ${marker}` },
      marker,
      ownerStatus: 204,
      colleagueStatus: 404,
    });
  });
});

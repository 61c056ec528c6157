import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages, type TAuditEventList } from '@praxis/shared/audit/schemas';
import type { TDocumentUploadResponse, TGoal, TPatient, TRepresentative } from '@praxis/shared/patients/schemas';
import { auditEvents } from '../../db/schema';
import { samples } from '../../test/files';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createPatientThroughApi, patientsBase } from '../patients/patients-test-support';
import { purgeAuditEvents } from './purge-audit-events';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-audit');
});
afterAll(async () => {
  await praxis.close();
});

const rowsOf = (patientId: string) =>
  praxis.database.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId)).orderBy(auditEvents.createdAt);
const actionsOf = async (patientId: string) => (await rowsOf(patientId)).map((r) => r.action);
const journal = async (cookie: string | undefined, path: string) => request(praxis, 'GET', path, cookie);

describe('audit trail: what is recorded', () => {
  it('records reads, creations, changes and deletions of a patient record, never field values', async () => {
    const patient: TPatient = await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Inès', lastName: 'Valeursecrète' });
    const base = `${patientsBase}/${patient.id}`;
    expect(await actionsOf(patient.id)).toEqual(['patient.create']);

    expect((await request(praxis, 'GET', base, world.owner.cookie)).status).toBe(200);
    expect((await request(praxis, 'PATCH', base, world.owner.cookie, { notes: 'Note confidentielle' })).status).toBe(200);
    const rep = (await request(praxis, 'POST', `${base}/representatives`, world.owner.cookie, {
      firstName: 'Paul',
      lastName: 'Tuteur',
      relation: 'guardian',
      email: 'tuteur@exemple.fr',
      phone: '0611223344',
    })).body as TRepresentative;
    const goal = (await request(praxis, 'POST', `${base}/goals`, world.owner.cookie, { title: 'Écrire', description: 'Tenir le crayon' })).body as TGoal;
    expect((await request(praxis, 'PATCH', `${base}/goals/${goal.id}`, world.owner.cookie, { progressPercentage: 40 })).status).toBe(200);
    expect((await request(praxis, 'DELETE', `${base}/goals/${goal.id}`, world.owner.cookie)).status).toBe(204);
    expect((await request(praxis, 'DELETE', `${base}/representatives/${rep.id}`, world.owner.cookie)).status).toBe(204);
    expect((await request(praxis, 'PUT', `${base}/parcours`, world.owner.cookie, { parcours: 'suivi' })).status).toBe(200);

    expect(await actionsOf(patient.id)).toEqual([
      'patient.create',
      'patient.read',
      'patient.update',
      'representative.create',
      'goal.create',
      'goal.update',
      'goal.delete',
      'representative.delete',
      'parcours.update',
    ]);
    const rows = await rowsOf(patient.id);
    expect(rows.every((r) => r.userId === world.owner.id && r.organizationId === null && r.ip === '127.0.0.1')).toBe(true);
    expect(rows.find((r) => r.action === 'goal.update')?.objectId).toBe(goal.id);
    expect(JSON.stringify(rows)).not.toMatch(/Valeursecrète|confidentielle|Tenir le crayon|Tuteur/);
  });

  it('records nothing for a refused or failed change, and nothing for list views', async () => {
    const patient = await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Refus', lastName: 'Audit' });
    const base = `${patientsBase}/${patient.id}`;
    expect((await request(praxis, 'GET', base, world.otherUser.cookie)).status).toBe(404);
    expect((await request(praxis, 'PATCH', base, world.owner.cookie, { firstName: '' })).status).toBe(422);
    expect((await request(praxis, 'GET', `${patientsBase}?search=Audit`, world.owner.cookie)).status).toBe(200);
    expect(await actionsOf(patient.id)).toEqual(['patient.create']);
  });

  it('records document uploads, views, downloads and deletions with the client address', async () => {
    const patient = await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Doc', lastName: 'Audit' });
    const docs = `${patientsBase}/${patient.id}/documents`;
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(samples.pdf)], { type: 'application/pdf' }), 'bilan.pdf');
    const uploaded = await praxis.request(docs, { method: 'POST', body: form, cookie: world.owner.cookie, ip: '203.0.113.9' });
    expect(uploaded.status).toBe(201);
    const docId = ((await uploaded.json()) as TDocumentUploadResponse).results[0]?.document?.id;
    expect(docId).toBeDefined();
    expect((await request(praxis, 'GET', `${docs}/${docId}/link?purpose=view`, world.owner.cookie)).status).toBe(200);
    expect((await request(praxis, 'GET', `${docs}/${docId}/link?purpose=download`, world.owner.cookie)).status).toBe(200);
    expect((await request(praxis, 'DELETE', `${docs}/${docId}`, world.owner.cookie)).status).toBe(204);
    const rows = (await rowsOf(patient.id)).filter((r) => r.objectType === 'patient-document');
    expect(rows.map((r) => r.action)).toEqual(['document.create', 'document.read', 'document.download', 'document.delete']);
    expect(rows.every((r) => r.objectId === docId)).toBe(true);
    expect(rows[0]?.ip).toBe('203.0.113.9');
  });

  it('records a colleague’s read of a cabinet patient under the cabinet', async () => {
    const patient = await createPatientThroughApi(praxis, world.ownerOrg.cookie, { firstName: 'Cabinet', lastName: 'Audit' });
    expect((await request(praxis, 'GET', `${patientsBase}/${patient.id}`, world.colleague.cookie)).status).toBe(200);
    const read = (await rowsOf(patient.id)).find((r) => r.action === 'patient.read');
    expect(read).toMatchObject({ userId: world.colleague.id, organizationId: world.cabinetId });
  });
});

describe('audit trail: append-only', () => {
  async function anyRow() {
    const [row] = await praxis.database.db.select().from(auditEvents).limit(1);
    if (!row) throw new Error('no audit row');
    return row;
  }

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Immuable', lastName: 'Audit' });
    const row = await anyRow();
    await expect(praxis.database.db.update(auditEvents).set({ action: 'patient.read' }).where(eq(auditEvents.id, row.id))).rejects.toThrow();
    await expect(praxis.database.db.delete(auditEvents).where(eq(auditEvents.id, row.id))).rejects.toThrow();
    await expect(praxis.database.db.execute(sql`TRUNCATE audit_events`)).rejects.toThrow();
    const [after] = await praxis.database.db.select().from(auditEvents).where(eq(auditEvents.id, row.id));
    expect(after).toEqual(row);
  });

  it('refuses to delete a recent row even with the purge setting', async () => {
    const row = await anyRow();
    await expect(
      praxis.database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('praxis.audit_purge_before', ${new Date(Date.now() - 86_400_000).toISOString()}, true)`);
        await tx.delete(auditEvents).where(eq(auditEvents.id, row.id));
      }),
    ).rejects.toThrow();
    expect(await praxis.database.db.select().from(auditEvents).where(eq(auditEvents.id, row.id))).toHaveLength(1);
  });

  it('the retention purge deletes only rows older than the retention, and the setting does not outlive it', async () => {
    const patientId = crypto.randomUUID();
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() - days * day);
    const base = { userId: world.owner.id, organizationId: null, action: 'patient.read', objectType: 'patient', objectId: patientId, patientId };
    await praxis.database.db.insert(auditEvents).values([
      { ...base, createdAt: at(400) },
      { ...base, createdAt: at(366) },
      { ...base, createdAt: at(364) },
      { ...base, createdAt: at(1) },
    ]);
    const before = await praxis.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    expect(await purgeAuditEvents(praxis.database.db, 365)).toBe(2);
    const kept = await rowsOf(patientId);
    expect(kept.map((r) => Math.round((Date.now() - r.createdAt.getTime()) / day))).toEqual([364, 1]);
    const after = await praxis.database.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) - 2);
    // Outside the purge's transaction, old rows are protected again.
    await praxis.database.db.insert(auditEvents).values({ ...base, createdAt: at(500) });
    await expect(praxis.database.db.delete(auditEvents).where(eq(auditEvents.patientId, patientId))).rejects.toThrow();
  });

  it('the nightly purge is a job of the one queue, run with AUDIT_RETENTION_DAYS', async () => {
    const short = await createTestPraxis({ AUDIT_RETENTION_DAYS: '30' });
    try {
      expect(short.env.auditRetentionDays).toBe(30);
      const [schedule] = await short.database.db.execute(sql`SELECT cron FROM pgboss.schedule WHERE name = 'audit-purge'`).then((r) => (r as unknown as { rows: { cron: string }[] }).rows);
      expect(schedule?.cron).toBe('17 3 * * *');
      const base = { userId: crypto.randomUUID(), action: 'patient.read', objectType: 'patient' };
      await short.database.db.insert(auditEvents).values([
        { ...base, createdAt: new Date(Date.now() - 31 * 86_400_000) },
        { ...base, createdAt: new Date(Date.now() - 29 * 86_400_000) },
      ]);
      const { auditPurgeJob } = await import('./audit.jobs');
      await short.jobs.enqueue(auditPurgeJob, {});
      await short.jobs.idle();
      const left = await short.database.db.select().from(auditEvents).where(eq(auditEvents.userId, base.userId));
      expect(left).toHaveLength(1);
    } finally {
      await short.close();
    }
  });
});

describe('audit trail: journals', () => {
  it('the patient’s journal lists who did what, newest first, with names, paginated and by day', async () => {
    const patient = await createPatientThroughApi(praxis, world.ownerOrg.cookie, { firstName: 'Journal', lastName: 'Patient' });
    const base = `${patientsBase}/${patient.id}`;
    await request(praxis, 'GET', base, world.colleague.cookie);
    await request(praxis, 'GET', base, world.ownerOrg.cookie);
    const all = (await journal(world.ownerOrg.cookie, `${base}/audit`)).body as TAuditEventList;
    expect(all.total).toBe(3);
    expect(all.items.map((e) => e.action)).toEqual(['patient.read', 'patient.read', 'patient.create']);
    expect(all.items[1]?.userName).toBe('Colin Collègue');
    // Another user's address stays theirs.
    expect(all.items[1]?.ip).toBeNull();
    expect(all.items[0]?.ip).toBe('127.0.0.1');
    const page2 = (await journal(world.ownerOrg.cookie, `${base}/audit?page=2&pageSize=2`)).body as TAuditEventList;
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((e) => e.action)).toEqual(['patient.create']);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect(((await journal(world.ownerOrg.cookie, `${base}/audit?from=${today}&to=${today}`)).body as TAuditEventList).total).toBe(3);
    expect(((await journal(world.ownerOrg.cookie, `${base}/audit?to=2020-01-01`)).body as TAuditEventList).total).toBe(0);
  });

  it('one’s own activity lists every patient touched, filtered by patient and day', async () => {
    const a = await createPatientThroughApi(praxis, world.otherOrgMember.cookie, { firstName: 'Alice', lastName: 'Activité' });
    const b = await createPatientThroughApi(praxis, world.otherOrgMember.cookie, { firstName: 'Bruno', lastName: 'Activité' });
    await request(praxis, 'GET', `${patientsBase}/${a.id}`, world.otherOrgMember.cookie);
    const mine = (await journal(world.otherOrgMember.cookie, '/api/v1/audit/me')).body as TAuditEventList;
    expect(mine.items.map((e) => [e.action, e.patientName])).toEqual([
      ['patient.read', 'Alice Activité'],
      ['patient.create', 'Bruno Activité'],
      ['patient.create', 'Alice Activité'],
    ]);
    const onlyB = (await journal(world.otherOrgMember.cookie, `/api/v1/audit/me?patientId=${b.id}`)).body as TAuditEventList;
    expect(onlyB.items.map((e) => e.patientId)).toEqual([b.id]);
    const future = (await journal(world.otherOrgMember.cookie, '/api/v1/audit/me?from=2999-01-01')).body as TAuditEventList;
    expect(future).toMatchObject({ total: 0, items: [] });
  });

  it.each([
    ['page=0', auditMessages.pageInvalid],
    ['page=abc', auditMessages.pageInvalid],
    ['pageSize=101', auditMessages.pageSizeInvalid],
    ['from=2025-02-31', auditMessages.fromInvalid],
    ['to=demain', auditMessages.toInvalid],
    ['from=2025-03-02&to=2025-03-01', auditMessages.rangeInvalid],
    ['patientId=abc', auditMessages.patientInvalid],
  ])('refuses %s with a French message', async (query, message) => {
    const res = await journal(world.owner.cookie, `/api/v1/audit/me?${query}`);
    expect(res.status).toBe(422);
    expect((res.body as { error: { message: string } }).error.message).toBe(message);
  });

  it('the patient’s journal refuses a bad page in French too', async () => {
    const patient = await createPatientThroughApi(praxis, world.owner.cookie, { firstName: 'Page', lastName: 'Audit' });
    const res = await journal(world.owner.cookie, `${patientsBase}/${patient.id}/audit?pageSize=0`);
    expect(res.status).toBe(422);
    expect((res.body as { error: { message: string } }).error.message).toBe(auditMessages.pageSizeInvalid);
  });
});

describe('audit journals in the isolation matrix', () => {
  it.each(['private', 'org'] as const)('%s patient’s journal and own activity', async (mode) => {
    const inOrg = mode === 'org';
    const owner = inOrg ? world.ownerOrg : world.owner;
    const patient = await createPatientThroughApi(praxis, owner.cookie, { firstName: 'Isolé', lastName: `Journal${mode}` });
    const actors = { owner, otherUser: world.otherUser, otherOrgMember: world.otherOrgMember, colleague: world.colleague };
    // The marker: the patient's id, in every row of its journal and of the owner's activity.
    await expectIsolation(praxis, actors, {
      name: 'GET patient audit',
      path: `${patientsBase}/${patient.id}/audit`,
      marker: patient.id,
      colleagueStatus: inOrg ? 200 : 404,
      colleagueSees: inOrg,
    });
    await expectIsolation(praxis, actors, {
      name: 'GET audit/me',
      path: `/api/v1/audit/me?patientId=${patient.id}`,
      marker: patient.id,
      othersStatus: 200,
    });
  });
});

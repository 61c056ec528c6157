import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPatientExport } from '@praxis/shared/patients/data-rights';
import type { TDocumentUploadResponse } from '@praxis/shared/patients/schemas';
import { sqlRows } from '../../lib/sql-rows';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createUser, type TestUser } from '../../test/factories';
import { request } from '../../test/tenancy';
import { createPatientThroughApi, patientsBase } from '../patients/patients-test-support';

/**
 * Audit rows written per user action (issue 16's closing figures, docs/performance.md "Audit rows
 * per action"): each action is made through the API as the web app makes it, and the rows it added
 * are counted and printed.
 */
let praxis: TestPraxis;
let user: TestUser;
const figures: string[] = [];

beforeAll(async () => {
  praxis = await createTestPraxis();
  user = await createUser(praxis);
});
afterAll(async () => {
  console.log(`audit rows per action (${process.env.TEST_DB ?? 'pglite'}):\n${figures.join('\n')}`);
  await praxis.close();
});

async function auditCount(): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(praxis.database.db, sql`SELECT count(*) AS n FROM audit_events`);
  return Number(row?.n ?? 0);
}

async function rowsOf(label: string, action: () => Promise<void>): Promise<number> {
  const before = await auditCount();
  await action();
  const added = (await auditCount()) - before;
  figures.push(`${label}: ${added}`);
  return added;
}

async function ok(method: string, path: string, body?: unknown, status = 200) {
  const res = await request(praxis, method, path, user.cookie, body);
  expect(res.status, res.text).toBe(status);
  return res.body;
}

describe('audit rows per action', () => {
  it('opening a record, updating a patient, downloading a document, exporting a patient', async () => {
    const patient = await createPatientThroughApi(praxis, user.cookie, { firstName: 'Léa', lastName: 'Mesure' });
    const base = `${patientsBase}/${patient.id}`;
    const form = new FormData();
    form.append('files', new Blob(['Compte rendu'], { type: 'text/plain' }), 'compte-rendu.txt');
    const uploaded = (await ok('POST', `${base}/documents`, form, 201)) as TDocumentUploadResponse;
    const docId = uploaded.results[0]?.document?.id ?? '';

    // What the record page loads when it opens (identity and each tab's list).
    const opened = await rowsOf('ouvrir un dossier patient', async () => {
      for (const part of ['', '/representatives', '/goals', '/instructions', '/parcours', '/appointments', '/documents']) await ok('GET', `${base}${part}`);
    });
    const updated = await rowsOf('modifier un patient', async () => {
      await ok('PATCH', base, { notes: 'Nouvelle note' });
    });
    const downloaded = await rowsOf('télécharger un document', async () => {
      await ok('GET', `${base}/documents/${docId}/link?purpose=download`);
    });
    const exported = await rowsOf('exporter un patient (demande, fabrication, téléchargement du ZIP)', async () => {
      const started = (await ok('POST', `${base}/exports`, undefined, 202)) as TPatientExport;
      await praxis.jobs.idle(60_000);
      const done = (await ok('GET', `${base}/exports/${started.id}`)) as TPatientExport;
      const zip = await praxis.request(done.downloadUrl ?? '', {});
      expect(zip.status).toBe(200);
      await zip.arrayBuffer();
    });
    expect({ opened, updated, downloaded, exported }).toEqual({ opened: 1, updated: 1, downloaded: 1, exported: 2 });
  });
});

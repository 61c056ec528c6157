import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TDocumentUploadResponse } from '@praxis/shared/patients/schemas';
import { loadEnv, type Env } from '../../env';
import { openDatabase } from '../../lib/db';
import { createLogger } from '../../lib/logger';
import { createPraxis } from '../../server';
import { createUser, signIn, cookiesOf, type TestUser } from '../../test/factories';
import { samples } from '../../test/files';
import { TEST_PG_ADMIN_URL, withAdmin } from '../../test/postgres-admin';
import { request } from '../../test/tenancy';
import { testEnvValues, withTestRequest, type TestPraxis } from '../../test/test-praxis';
import { createPatientThroughApi, patientsBase } from '../patients/patients-test-support';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const isPostgres = process.env.TEST_DB === 'postgres';
const temporary: string[] = [];
const databases: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

/** An empty PostgreSQL database, or null on the embedded database. */
async function newDatabaseUrl(fromTemplate: boolean): Promise<string | null> {
  if (!isPostgres) return null;
  const name = `praxis_backup_${randomBytes(5).toString('hex')}`;
  const template = fromTemplate ? inject('postgresTemplate') : undefined;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  databases.push(name);
  return TEST_PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}

/** The environment of a real installation: no AUTH_SECRET, so the server generates DATA_DIR/auth-secret. */
function installationEnv(dataDir: string, databaseUrl: string | null): Env {
  const { AUTH_SECRET: _generated, ...values } = testEnvValues(dataDir);
  return loadEnv({ ...values, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
}

/** fromTemplate: an empty embedded database starts from the suite's migrated template (faster). */
async function startServer(env: Env, fromTemplate = false): Promise<TestPraxis> {
  const template = fromTemplate && !env.databaseUrl ? inject('pgliteTemplate') : undefined;
  const database = env.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: env.databaseUrl, poolSize: 3 })
    : await openDatabase({
        driver: 'pglite',
        dataDir: path.join(env.dataDir, 'db'),
        ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
      });
  const praxis = await createPraxis({ env, database, logger: createLogger('silent'), workers: false });
  return withTestRequest(praxis, () => praxis.close());
}

let sourceEnv: Env;
let owner: TestUser;
let patientId: string;
let archive: string;

beforeAll(async () => {
  sourceEnv = installationEnv(tempDir('praxis-source-'), await newDatabaseUrl(true));
  const source = await startServer(sourceEnv, true);
  try {
    owner = await createUser(source);
    patientId = (await createPatientThroughApi(source, owner.cookie, { firstName: 'Léonie', lastName: 'Sauvegarde' })).id;
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(samples.pdf)], { type: 'application/pdf' }), 'bilan.pdf');
    const uploaded = await request(source, 'POST', `${patientsBase}/${patientId}/documents`, owner.cookie, form);
    expect(uploaded.status, uploaded.text).toBe(201);
    expect((uploaded.body as TDocumentUploadResponse).successCount).toBe(1);
  } finally {
    await source.close();
  }
  archive = (await createBackup(sourceEnv, tempDir('praxis-backups-'))).file;
});

afterAll(async () => {
  for (const name of databases) await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('backs up, restores into an empty installation with the same rows and files, and the practitioner finds everything', async () => {
    const targetEnv = installationEnv(tempDir('praxis-target-'), await newDatabaseUrl(false));
    const manifest = await restoreBackup(targetEnv, archive);
    expect(manifest.driver).toBe(isPostgres ? 'postgres' : 'pglite');
    expect(manifest.rowCounts['public.patients']).toBe(1);
    expect(manifest.rowCounts['public.patient_documents']).toBe(1);
    // The document and its metadata file (content type), both hashed.
    const documentFiles = Object.keys(manifest.files).filter((key) => key.includes(`/patients/${patientId}/documents/`));
    expect(documentFiles.map((key) => path.basename(key).endsWith('.meta.json'))).toEqual(expect.arrayContaining([true, false]));
    expect(readFileSync(path.join(targetEnv.dataDir, 'auth-secret'), 'utf8')).toBe(
      readFileSync(path.join(sourceEnv.dataDir, 'auth-secret'), 'utf8'),
    );

    // Loaded after the restore: the environment reads the restored DATA_DIR/auth-secret.
    const restored = await startServer(installationEnv(targetEnv.dataDir, targetEnv.databaseUrl ?? null));
    try {
      const signedIn = await signIn(restored, owner.email, owner.password);
      expect(signedIn.status).toBe(200);
      const cookie = cookiesOf(signedIn);
      const patient = await request(restored, 'GET', `${patientsBase}/${patientId}`, cookie);
      expect(patient.status).toBe(200);
      expect(patient.body).toMatchObject({ firstName: 'Léonie', lastName: 'Sauvegarde' });
      const documents = await request(restored, 'GET', `${patientsBase}/${patientId}/documents`, cookie);
      const [document] = (documents.body as { items: { id: string }[] }).items;
      const link = await request(restored, 'GET', `${patientsBase}/${patientId}/documents/${document?.id}/link?purpose=download`, cookie);
      const fileUrl = new URL((link.body as { url: string }).url, 'http://localhost:3000');
      const file = await restored.request(fileUrl.pathname + fileUrl.search);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(samples.pdf));
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over existing data, and says so in French', async () => {
    await expect(restoreBackup(sourceEnv, archive)).rejects.toThrow(/n'est pas vide|contient déjà/);
  });

  it('refuses a file that is not a Praxis backup', async () => {
    const bogus = path.join(tempDir('praxis-bogus-'), 'pas-une-sauvegarde.tar.gz');
    writeFileSync(bogus, 'ceci est du texte');
    const targetEnv = installationEnv(tempDir('praxis-target-'), await newDatabaseUrl(false));
    await expect(restoreBackup(targetEnv, bogus)).rejects.toThrow("Ce fichier n'est pas une sauvegarde Praxis lisible (archive tar.gz attendue).");
    expect(existsSync(path.join(targetEnv.dataDir, 'db', 'PG_VERSION'))).toBe(false);
  });

  // The embedded database only: PostgreSQL is dumped live, from one snapshot.
  if (!isPostgres) it('does not open the embedded database while a server holds it', async () => {
    // The parent process is alive and is not this one: it stands for a running server.
    writeFileSync(path.join(sourceEnv.dataDir, 'praxis.pid'), String(process.ppid));
    try {
      await expect(createBackup(sourceEnv, tempDir('praxis-backups-'))).rejects.toThrow(/est utilisé par Praxis \(processus \d+\) : arrêtez-le avant la sauvegarde/);
    } finally {
      rmSync(path.join(sourceEnv.dataDir, 'praxis.pid'));
    }
  });
});

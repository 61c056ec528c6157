import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountDeletionMessages,
  dataRightsMessages,
  type TAccountExport,
} from '@praxis/shared/patients/data-rights';
import { trames, trameTypes, userDocuments } from '../../db/schema';
import { sqlRows } from '../../lib/sql-rows';
import { cookiesOf, createUser, signIn, type TestUser } from '../../test/factories';
import { expectIsolation } from '../../test/isolation';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import {
  createPatientThroughApi,
  insertAppointmentType,
  insertEvent,
} from '../patients/patients-test-support';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-compte');
});
afterAll(async () => {
  await praxis.close();
});

function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (text: string) => new TextEncoder().encode(text);

async function exportAccount(cookie: string): Promise<TAccountExport> {
  const started = await request(praxis, 'POST', '/api/v1/account/exports', cookie);
  expect(started.status, started.text).toBe(202);
  const { id, status } = started.body as TAccountExport;
  expect(status).toBe('pending');
  expect(started.body).not.toHaveProperty('patientId');
  await praxis.jobs.idle(60_000);
  const res = await request(praxis, 'GET', `/api/v1/account/exports/${id}`, cookie);
  expect(res.status, res.text).toBe(200);
  return res.body as TAccountExport;
}

describe('account export', () => {
  it('zips the profile, settings, documents and trames with their files, and every owned patient', async () => {
    const owner = world.ownerOrg;
    const privatePatient = await createPatientThroughApi(praxis, world.owner.cookie, {
      firstName: 'Léa',
      lastName: 'Privée',
    });
    const orgPatient = await createPatientThroughApi(praxis, owner.cookie, {
      firstName: 'Noé',
      lastName: 'Cabinet',
    });
    const colleaguePatient = await createPatientThroughApi(praxis, world.colleague.cookie, {
      firstName: 'Zoé',
      lastName: 'Collègue',
    });

    const docBytes = bytesOf('Exercices de lecture');
    const docKey = `user_${owner.id}/documents/exercices.txt`;
    await praxis.storage.put(docKey, docBytes, 'text/plain');
    const [doc] = await praxis.database.db
      .insert(userDocuments)
      .values({
        userId: owner.id,
        organizationId: null,
        title: 'Exercices',
        nom: 'exercices.txt',
        storagePath: docKey,
        signedUrl: '/secret-link',
      })
      .returning();
    const [type] = await praxis.database.db
      .insert(trameTypes)
      .values({ userId: owner.id, organizationId: null, label: 'Bilan compte' })
      .returning();
    const trameBytes = bytesOf('PDF de trame');
    const trameKey = `user_${owner.id}/trames/trame.pdf`;
    await praxis.storage.put(trameKey, trameBytes, 'application/pdf');
    const [trame] = await praxis.database.db
      .insert(trames)
      .values({
        userId: owner.id,
        organizationId: null,
        name: 'Trame compte',
        trameTypeId: defined(type).id,
        pdfStoragePath: trameKey,
      })
      .returning();

    const done = await exportAccount(owner.cookie);
    expect(done).toMatchObject({ status: 'done', progress: 100, errorMessage: null });
    const url = defined(done.downloadUrl);
    const res = await praxis.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('compte-praxis-');
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(zip);

    expect(names).toContain(`patients/${privatePatient.id}/patient.json`);
    expect(names).toContain(`patients/${orgPatient.id}/resume.html`);
    expect(names.some((n) => n.includes(colleaguePatient.id))).toBe(false);
    const account = JSON.parse(strFromU8(defined(zip['compte.json']))) as Record<
      string,
      Record<string, unknown>[] & Record<string, unknown>
    >;
    expect(account.user).toMatchObject({ id: owner.id, email: owner.email });
    expect(account.profile).toMatchObject({ userId: owner.id });
    const docRow = defined(defined(account.userDocuments).find((d) => d.id === defined(doc).id));
    expect(docRow).not.toHaveProperty('signedUrl');
    expect(sha256(defined(zip[docRow.storagePathFile as string]))).toBe(sha256(docBytes));
    const trameRow = defined(defined(account.trames).find((t) => t.id === defined(trame).id));
    expect(sha256(defined(zip[trameRow.pdfStoragePathFile as string]))).toBe(sha256(trameBytes));
    expect(defined(account.trameTypes).map((t) => t.label)).toContain('Bilan compte');
    expect(JSON.stringify(account)).not.toContain('Collègue');

    const audit = await sqlRows<{ action: string; object_type: string }>(
      praxis.database.db,
      sql`SELECT action, object_type FROM audit_events WHERE object_id = ${done.id} ORDER BY created_at`,
    );
    expect(audit).toEqual([
      { action: 'export', object_type: 'account' },
      { action: 'document.download', object_type: 'account-export' },
    ]);
  });

  it('answers the expired and not-found messages in French', async () => {
    const done = await exportAccount(world.otherUser.cookie);
    await praxis.database.db.execute(
      sql`UPDATE patient_exports SET expires_at = now() - interval '1 second' WHERE id = ${done.id}`,
    );
    const expired = await request(
      praxis,
      'GET',
      `/api/v1/account/exports/${done.id}`,
      world.otherUser.cookie,
    );
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ error: { message: dataRightsMessages.exportExpired } });
    const unknown = await request(
      praxis,
      'GET',
      '/api/v1/account/exports/00000000-0000-4000-8000-000000000000',
      world.otherUser.cookie,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: dataRightsMessages.exportNotFound } });
  });

  it('is its requester’s only (isolation matrix)', async () => {
    const own = await exportAccount(world.owner.cookie);
    const actors = {
      owner: world.owner,
      otherUser: world.otherUser,
      otherOrgMember: world.otherOrgMember,
      colleague: world.colleague,
    };
    await expectIsolation(praxis, actors, {
      name: 'GET account export',
      path: `/api/v1/account/exports/${own.id}`,
      marker: own.id,
      colleagueStatus: 404,
    });
    // Starting an export is everyone's own: anonymous gets 401, the others their own export.
    await expectIsolation(praxis, actors, {
      name: 'POST account export',
      method: 'POST',
      path: '/api/v1/account/exports',
      marker: world.owner.email,
      ownerStatus: 202,
      othersStatus: 202,
    });
  });
});

const deleteAccount = (user: TestUser | undefined, body: unknown) =>
  request(praxis, 'POST', '/api/v1/account/delete', user?.cookie, body);

async function leftRowsOf(userId: string, organizationId: string | null) {
  const columns = await sqlRows<{ table_name: string; column_name: string }>(
    praxis.database.db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name IN ('user_id', 'organization_id')`,
  );
  const left: Record<string, number> = {};
  const count = async (table: string, column: string, id: string) => {
    const [row] = await sqlRows<{ n: number }>(
      praxis.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}`,
    );
    if (defined(row).n > 0) left[`${table}.${column}`] = defined(row).n;
  };
  for (const c of columns) {
    if (c.column_name === 'user_id') await count(c.table_name, 'user_id', userId);
    else if (organizationId) await count(c.table_name, 'organization_id', organizationId);
  }
  await count('users', 'id', userId);
  if (organizationId) await count('organizations', 'id', organizationId);
  return left;
}

describe('account deletion', () => {
  it('refuses missing, too long or wrong confirmations in French', async () => {
    const user = await createUser(praxis);
    for (const [body, message] of [
      [{}, accountDeletionMessages.emailRequired],
      [{ email: user.email }, accountDeletionMessages.passwordRequired],
      [{ email: '  ', password: user.password }, accountDeletionMessages.emailRequired],
      [
        { email: `${'a'.repeat(320)}@x.fr`, password: user.password },
        accountDeletionMessages.emailTooLong,
      ],
      [{ email: user.email, password: 'p'.repeat(129) }, accountDeletionMessages.passwordTooLong],
      [
        { email: world.owner.email, password: user.password },
        accountDeletionMessages.emailMismatch,
      ],
      [
        { email: user.email, password: 'pas-le-bon-mot-de-passe' },
        accountDeletionMessages.passwordWrong,
      ],
    ] as const) {
      const res = await deleteAccount(user, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.text).toContain(message);
    }
    expect((await request(praxis, 'GET', '/api/v1/profile', user.cookie)).status).toBe(200);
  });

  it('refuses to delete the only owner of an organisation that has other members, naming it', async () => {
    const res = await deleteAccount(world.owner, {
      email: world.owner.email,
      password: world.owner.password,
    });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({
      error: { message: accountDeletionMessages.soleOwner(['Cabinet des Lilas']) },
    });
    expect(res.text).toContain('Transférez la propriété ou supprimez l’organisation');
    expect((await request(praxis, 'GET', '/api/v1/profile', world.owner.cookie)).status).toBe(200);
  });

  it('answers 401 to anonymous callers, and no one can delete another account', async () => {
    expect(
      (await deleteAccount(undefined, { email: world.owner.email, password: world.owner.password }))
        .status,
    ).toBe(401);
    const other = await deleteAccount(world.otherUser, {
      email: world.owner.email,
      password: world.owner.password,
    });
    expect(other.status).toBe(422);
    expect(other.text).toContain(accountDeletionMessages.emailMismatch);
    expect((await request(praxis, 'GET', '/api/v1/profile', world.owner.cookie)).status).toBe(200);
  });

  it('erases every row and file of the account and of the organisation where it is alone, leaving only audit rows', async () => {
    const user = await createUser(praxis, { firstName: 'Suzanne', lastName: 'Départ' });
    const org = await request(praxis, 'POST', '/api/auth/organization/create', user.cookie, {
      name: 'Cabinet solo',
      slug: 'cabinet-solo-compte',
    });
    expect(org.status, org.text).toBe(200);
    const orgId = (org.body as { id: string }).id;
    // The organisation became active: this patient is the cabinet's; a second session works in private mode.
    const orgPatient = await createPatientThroughApi(praxis, user.cookie, {
      firstName: 'Paul',
      lastName: 'Solo',
    });
    const privateSession = {
      ...user,
      cookie: cookiesOf(await signIn(praxis, user.email, user.password)),
    };
    await request(praxis, 'POST', '/api/auth/organization/set-active', privateSession.cookie, {
      organizationId: null,
    });
    const privatePatient = await createPatientThroughApi(praxis, privateSession.cookie, {
      firstName: 'Lou',
      lastName: 'Privé',
    });
    const form = new FormData();
    form.append('files', new Blob([bytesOf('Bilan')], { type: 'text/plain' }), 'bilan.txt');
    const upload = await request(
      praxis,
      'POST',
      `/api/v1/patients/${privatePatient.id}/documents`,
      privateSession.cookie,
      form,
    );
    expect(upload.status, upload.text).toBe(201);
    const docKey = `user_${user.id}/documents/fiche.txt`;
    await praxis.storage.put(docKey, bytesOf('Fiche'), 'text/plain');
    await praxis.database.db
      .insert(userDocuments)
      .values({
        userId: user.id,
        organizationId: orgId,
        title: 'Fiche',
        nom: 'fiche.txt',
        storagePath: docKey,
      });
    const [type] = await praxis.database.db
      .insert(trameTypes)
      .values({ userId: user.id, organizationId: null, label: 'Type solo' })
      .returning();
    await praxis.database.db
      .insert(trames)
      .values({
        userId: user.id,
        organizationId: null,
        name: 'Trame solo',
        trameTypeId: defined(type).id,
      });
    await exportAccount(privateSession.cookie);

    const keys = (
      await sqlRows<{ key: string }>(
        praxis.database.db,
        sql`SELECT storage_path AS key FROM patient_documents WHERE user_id = ${user.id}
            UNION ALL SELECT storage_path FROM user_documents WHERE user_id = ${user.id}
            UNION ALL SELECT storage_path FROM patient_exports WHERE user_id = ${user.id}`,
      )
    ).map((r) => r.key);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(await praxis.storage.exists(key)).toBe(true);

    const res = await deleteAccount(privateSession, {
      email: `  ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(res.status, res.text).toBe(204);

    expect(await leftRowsOf(user.id, orgId)).toEqual({
      'audit_events.user_id': expect.any(Number) as number,
      'audit_events.organization_id': expect.any(Number) as number,
    });
    for (const key of keys) expect(await praxis.storage.exists(key)).toBe(false);
    const erasures = await sqlRows<{ object_type: string; object_id: string }>(
      praxis.database.db,
      sql`SELECT object_type, object_id FROM audit_events WHERE user_id = ${user.id} AND action = 'erasure' ORDER BY object_type`,
    );
    expect(erasures).toEqual([
      { object_type: 'account', object_id: user.id },
      { object_type: 'organization', object_id: orgId },
    ]);
    expect(orgPatient.id).toBeTruthy();

    // Signed out everywhere, and signing in again fails.
    expect((await request(praxis, 'GET', '/api/v1/profile', user.cookie)).status).toBe(401);
    expect((await request(praxis, 'GET', '/api/v1/profile', privateSession.cookie)).status).toBe(
      401,
    );
    expect((await signIn(praxis, user.email, user.password)).status).toBeGreaterThanOrEqual(400);
  });

  it('refuses, erasing nothing, while a colleague’s rows still use the account’s settings', async () => {
    const scope = { userId: world.colleague.id, organizationId: world.cabinetId };
    const typeId = await insertAppointmentType(praxis, scope, 'Type partagé');
    const patient = await createPatientThroughApi(praxis, world.ownerOrg.cookie, {
      firstName: 'Rémi',
      lastName: 'Partage',
    });
    await insertEvent(
      praxis,
      { userId: world.ownerOrg.id, organizationId: world.cabinetId },
      { patientId: patient.id, typeId, startHours: 30 },
    );
    const res = await deleteAccount(world.colleague, {
      email: world.colleague.email,
      password: world.colleague.password,
    });
    expect(res.status, res.text).toBe(409);
    expect(res.body).toMatchObject({ error: { message: accountDeletionMessages.stillReferenced } });
    expect((await request(praxis, 'GET', '/api/v1/profile', world.colleague.cookie)).status).toBe(
      200,
    );
  });
});

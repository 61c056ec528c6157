import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateHeaders } from '@praxis/shared/patients/csv-columns';
import { IMPORT_MAX_BYTES, importMessages, type TImportAnalysis, type TImportResult } from '@praxis/shared/patients/schemas';
import { auditEvents, patientRepresentatives, patients } from '../../db/schema';
import { samples } from '../../test/files';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-import');
});
afterAll(async () => {
  await praxis.close();
});

const base = '/api/v1/patients/import';
const SIMPLE = templateHeaders('simple').join(';');
const FULL = templateHeaders('full').join(';');
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252 of text whose characters are all in ISO-8859-1 (what Excel writes for French). */
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

function csvForm(bytes: Uint8Array, name = 'patients.csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
  return form;
}
const analyse = (cookie: string | undefined, bytes: Uint8Array, name?: string) => request(praxis, 'POST', `${base}/analysis`, cookie, csvForm(bytes, name));
const runImport = (cookie: string | undefined, bytes: Uint8Array, name?: string) => request(praxis, 'POST', base, cookie, csvForm(bytes, name));
async function imported(cookie: string, text: string | Uint8Array): Promise<TImportResult> {
  const res = await runImport(cookie, typeof text === 'string' ? utf8(text) : text);
  expect(res.status, res.text).toBe(200);
  return res.body as TImportResult;
}
const patientRows = (lastName: string) =>
  praxis.database.db
    .select({
      id: patients.id,
      userId: patients.userId,
      organizationId: patients.organizationId,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      civilite: patients.civilite,
      gender: patients.gender,
      isMajor: patients.isMajor,
      status: patients.status,
      email: patients.email,
      phoneNumber: patients.phoneNumber,
      city: patients.city,
      notes: patients.notes,
      consultationReasonId: patients.consultationReasonId,
      followupStartedAt: patients.followupStartedAt,
    })
    .from(patients)
    .where(eq(patients.lastName, lastName))
    .orderBy(patients.firstName);
const countPatients = async () => (await praxis.database.db.select({ id: patients.id }).from(patients)).length;
const row = (...cells: string[]) => cells.join(';');
async function createReason(cookie: string, label: string): Promise<string> {
  const res = await request(praxis, 'POST', '/api/v1/consultation-reasons', cookie, { label });
  expect(res.status, res.text).toBe(201);
  return (res.body as { id: string }).id;
}

describe('templates', () => {
  it.each([
    ['simple', 'modele-import-patients-simple.csv', 10],
    ['full', 'modele-import-patients-complet.csv', 21],
  ] as const)('%s: a UTF-8 CSV with BOM as an attachment, which imports as it is', async (template, fileName, columns) => {
    const res = await praxis.request(`${base}/templates/${template}`, { cookie: world.owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n').find((l) => l.startsWith('*'))?.split(';')).toHaveLength(columns);

    const analysis = await analyse(world.owner.cookie, bytes, fileName);
    expect(analysis.status, analysis.text).toBe(200);
    expect(analysis.body).toMatchObject({ template, totalRows: 1, validCount: 1, invalidCount: 0, warningCount: 0, issues: [] });
    const result = await imported(world.owner.cookie, bytes);
    expect(result).toMatchObject({ success: true, createdCount: 1, failedCount: 0 });
  });

  it('the full template makes the parent the primary representative', async () => {
    const [eloise] = await patientRows('Martin');
    expect(eloise).toMatchObject({ firstName: 'Éloïse', dateOfBirth: '2015-03-21', isMajor: false, status: 'active', followupStartedAt: '2026-09-01' });
    const reps = await praxis.database.db
      .select({ firstName: patientRepresentatives.firstName, relation: patientRepresentatives.relation, isPrimary: patientRepresentatives.isPrimary, phone: patientRepresentatives.phone, email: patientRepresentatives.email, userId: patientRepresentatives.userId, organizationId: patientRepresentatives.organizationId })
      .from(patientRepresentatives)
      .where(eq(patientRepresentatives.patientId, eloise?.id ?? ''));
    expect(reps).toEqual([{ firstName: 'Claire', relation: 'parent', isPrimary: true, phone: '06 98 76 54 32', email: 'claire.martin@exemple.fr', userId: world.owner.id, organizationId: null }]);
  });

  it('answers 404 for an unknown template', async () => {
    expect((await request(praxis, 'GET', `${base}/templates/autre`, world.owner.cookie)).status).toBe(404);
  });
});

describe('analysis', () => {
  it('writes nothing and answers counts, preview and issues', async () => {
    const before = await countPatients();
    const text = [SIMPLE, row('Anne', 'Analyse', '1990-01-01', 'Mme', 'Féminin', 'pas-un-email'), row('', 'Analyse', '1990-01-01', 'M.', 'Masculin')].join('\n');
    const res = await analyse(world.owner.cookie, utf8(text));
    expect(res.status, res.text).toBe(200);
    const body = res.body as TImportAnalysis;
    expect(body).toMatchObject({ template: 'simple', totalRows: 2, validCount: 1, invalidCount: 1, warningCount: 1 });
    expect(body.preview).toEqual([{ index: 1, firstName: 'Anne', lastName: 'Analyse', dateOfBirth: '1990-01-01', civilite: 'Mme', gender: 'Féminin', warnings: [importMessages.emailIgnored] }]);
    expect(body.issues).toEqual([
      { index: 1, patientName: 'Anne Analyse', errors: [], warnings: [importMessages.emailIgnored] },
      { index: 2, patientName: 'Analyse', errors: [importMessages.firstNameMissing], warnings: [] },
    ]);
    expect(await countPatients()).toBe(before);
  });
});

describe('file-level refusals (nothing written)', () => {
  const png = new Uint8Array([...samples.png, ...samples.png]);
  it.each([
    ['a name not ending in .csv', utf8(`${SIMPLE}\n${row('A', 'B', '1990-01-01', 'M.', 'Masculin')}`), 'patients.txt', 422, importMessages.notCsv],
    ['an empty file', new Uint8Array(), 'vide.csv', 422, importMessages.tooShort],
    ['a header only', utf8(`${SIMPLE}\r\n`), 'entete.csv', 422, importMessages.tooShort],
    ['a PNG renamed .csv', png, 'image.csv', 422, importMessages.binary],
    ['a comma separator', utf8('Prénom,Nom,Date de naissance,Civilité,Genre\nA,B,1990-01-01,M.,Masculin'), 'virgules.csv', 422, importMessages.missingColumns(['Prénom', 'Nom', 'Date de naissance', 'Civilité', 'Genre'])],
    ['missing columns', utf8('Prénom;Nom;Genre\nA;B;Masculin'), 'colonnes.csv', 422, importMessages.missingColumns(['Date de naissance', 'Civilité'])],
    ['no valid row', utf8(`${SIMPLE}\n${row('A', 'B', '2015-02-31', 'M.', 'Masculin')}\n${row('C', 'D', '21.03.2015', 'X', 'Masculin')}`), 'invalide.csv', 422, importMessages.noValidRow],
  ])('%s', async (_name, bytes, fileName, status, message) => {
    const before = await countPatients();
    for (const send of [analyse, runImport]) {
      const res = await send(world.owner.cookie, bytes, fileName);
      expect(res.status, res.text).toBe(status);
      expect(res.body).toMatchObject({ error: { message, fields: { file: message } } });
    }
    expect(await countPatients()).toBe(before);
  });

  it('names each row’s errors when no row is valid', async () => {
    const res = await analyse(world.owner.cookie, utf8(`${SIMPLE}\n${row('A', 'B', '2015-02-31', 'M.', 'Masculin')}\n${row('C', 'D', '21.03.2015', 'X', 'Masculin')}`));
    expect((res.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      file: importMessages.noValidRow,
      'rows.1': importMessages.dateInvalid,
      'rows.2': `${importMessages.dateFormat} ; ${importMessages.civiliteInvalid}`,
    });
  });

  it('refuses a request without a file', async () => {
    const res = await request(praxis, 'POST', base, world.owner.cookie, new FormData());
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message: importMessages.notCsv, fields: { file: importMessages.notCsv } } });
  });

  it('refuses a 20 MB upload with the import message (413), and a file just over 10 Mo', async () => {
    const before = await countPatients();
    const big = new Uint8Array(20 * 1024 * 1024).fill(0x41);
    for (const send of [analyse, runImport]) {
      const res = await send(world.owner.cookie, big, 'enorme.csv');
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: importMessages.tooLarge } });
    }
    const justOver = new Uint8Array(IMPORT_MAX_BYTES + 1).fill(0x41);
    const res = await analyse(world.owner.cookie, justOver, 'juste.csv');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: { message: importMessages.tooLarge, fields: { file: importMessages.tooLarge } } });
    expect(await countPatients()).toBe(before);
  });
});

describe('import', () => {
  it('keeps French accents of a Windows-1252 file (Excel), and of UTF-8 with or without BOM', async () => {
    const text = `${SIMPLE}\r\n${row('Éloïse', 'Encodage', '2001-02-03', 'Mme', 'Féminin', '', '', 'Besançon')}\r\n${row('Françoise', 'Encodage', '1970-12-31', 'mme', 'feminin')}\r\n`;
    expect((await imported(world.otherUser.cookie, latin1(text))).createdCount).toBe(2);
    expect((await imported(world.otherUser.cookie, utf8(text.replaceAll('Encodage', 'EncodageUtf8')))).createdCount).toBe(2);
    expect((await imported(world.otherUser.cookie, new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text.replaceAll('Encodage', 'EncodageBom'))]))).createdCount).toBe(2);
    for (const lastName of ['Encodage', 'EncodageUtf8', 'EncodageBom']) {
      const rows = await patientRows(lastName);
      expect(rows.map((r) => [r.firstName, r.civilite, r.gender, r.city]).sort()).toEqual([
        ['Françoise', 'Mme', 'Féminin', null],
        ['Éloïse', 'Mme', 'Féminin', 'Besançon'],
      ]);
    }
  });

  it('skips comments and blank lines, reports every row: valid ones created, bad dates and 31/02 failed', async () => {
    const text = [
      '# Import du cabinet',
      '',
      SIMPLE,
      row('Adèle', 'Lignes', '1985-07-14', 'Mme', 'Féminin', 'adele@exemple.fr', '06 11 22 33 44', 'Nantes', '', '"Note; avec ""guillemets"""'),
      '# ignorée',
      row('Bruno', 'Lignes', '14/07/1985', 'M.', 'Masculin'),
      row('Chloé', 'Lignes', '1985-02-31', 'Mme', 'Féminin'),
      row('Denis', 'Lignes', '07-14-1985', 'M.', 'Masculin'),
      ';;;;;;;;;',
      row('Emma', 'Lignes', '2030-01-01', 'Mme', 'Féminin'),
    ].join('\r\n');
    const result = await imported(world.otherUser.cookie, text);
    expect(result).toMatchObject({ success: true, createdCount: 2, failedCount: 3 });
    expect(result.results.map((r) => [r.index, r.patientName, r.success, r.error ?? null])).toEqual([
      [1, 'Adèle Lignes', true, null],
      [2, 'Bruno Lignes', true, null],
      [3, 'Chloé Lignes', false, importMessages.dateInvalid],
      [4, 'Denis Lignes', false, importMessages.dateFormat],
      [5, 'Emma Lignes', false, importMessages.dateInvalid],
    ]);
    const rows = await patientRows('Lignes');
    expect(rows.map((r) => r.id).sort()).toEqual(result.results.flatMap((r) => r.patientId ?? []).sort());
    // One audit row per imported patient, written in the import's transaction (issue 16 §1).
    const audit = await praxis.database.db.select().from(auditEvents).where(inArray(auditEvents.patientId, rows.map((r) => r.id)));
    expect(audit.map((r) => [r.action, r.userId]).sort()).toEqual(rows.map(() => ['patient.import', world.otherUser.id]));
    expect(rows[0]).toMatchObject({ firstName: 'Adèle', email: 'adele@exemple.fr', phoneNumber: '0611223344', notes: 'Note; avec "guillemets"', isMajor: true, status: 'active' });
    expect(rows[1]).toMatchObject({ firstName: 'Bruno', dateOfBirth: '1985-07-14' });
  });

  it('matches reasons case-insensitively among the active ones of the scope only', async () => {
    const active = await createReason(world.owner.cookie, 'Troubles du Graphisme');
    const inactive = await createReason(world.owner.cookie, 'Ancien motif');
    expect((await request(praxis, 'DELETE', `/api/v1/consultation-reasons/${inactive}`, world.owner.cookie)).status).toBe(204);
    await createReason(world.otherUser.cookie, 'Motif d’un autre praticien');
    await createReason(world.ownerOrg.cookie, 'Motif du cabinet');
    const text = [
      SIMPLE,
      row('A', 'Motifs', '1990-01-01', 'M.', 'Masculin', '', '', '', ' troubles du graphisme '),
      row('B', 'Motifs', '1990-01-01', 'M.', 'Masculin', '', '', '', 'Ancien motif'),
      row('C', 'Motifs', '1990-01-01', 'M.', 'Masculin', '', '', '', 'Motif d’un autre praticien'),
      row('D', 'Motifs', '1990-01-01', 'M.', 'Masculin', '', '', '', 'Motif du cabinet'),
    ].join('\n');
    const result = await imported(world.owner.cookie, text);
    expect(result.results.map((r) => r.warnings)).toEqual([
      [],
      [importMessages.reasonNotFound('Ancien motif')],
      [importMessages.reasonNotFound('Motif d’un autre praticien')],
      [importMessages.reasonNotFound('Motif du cabinet')],
    ]);
    expect((await patientRows('Motifs')).map((r) => r.consultationReasonId)).toEqual([active, null, null, null]);
  });

  it('warns when the patient is already in the practice, and imports it anyway', async () => {
    const text = `${SIMPLE}\n${row('Gaël', 'Doublon', '1990-01-01', 'M.', 'Masculin')}\n`;
    expect((await imported(world.otherUser.cookie, text)).results[0]?.warnings).toEqual([]);
    expect((await imported(world.otherUser.cookie, text.replace('Gaël', 'GAEL'))).results[0]).toMatchObject({ success: true, warnings: [importMessages.alreadyExists] });
    // Another practice's patient of the same name is not "already there".
    expect((await imported(world.otherOrgMember.cookie, text)).results[0]?.warnings).toEqual([]);
  });

  it('writes nothing when the insert fails, and reports every valid row with "Erreur d’insertion"', async () => {
    await praxis.database.exec(`
      CREATE FUNCTION test_fail_import() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.last_name = 'Refusé' THEN RAISE EXCEPTION 'insertion refusée par le test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_fail_import BEFORE INSERT ON patients FOR EACH ROW EXECUTE FUNCTION test_fail_import();
    `);
    try {
      const before = await countPatients();
      const repsBefore = (await praxis.database.db.select({ id: patientRepresentatives.id }).from(patientRepresentatives)).length;
      const rows = Array.from({ length: 1200 }, (_, i) => row(`P${i}`, 'Échec', '2015-01-01', 'M.', 'Masculin', '', '', '', '', '', '', '', '', '', '', '', '', 'Paul', 'Parent', '', ''));
      rows.push(row('Zoé', 'Refusé', '1990-01-01', 'Mme', 'Féminin'));
      rows.push(row('', 'Sans prénom', '1990-01-01', 'Mme', 'Féminin'));
      const result = await imported(world.owner.cookie, [FULL, ...rows].join('\n'));
      const failure = importMessages.insertFailed('Une erreur interne est survenue. Veuillez réessayer.');
      expect(result).toMatchObject({ success: false, createdCount: 0, failedCount: 1202 });
      expect(result.results.filter((r) => r.error === failure)).toHaveLength(1201);
      expect(result.results.at(-1)).toMatchObject({ success: false, error: importMessages.firstNameMissing });
      expect(result.results.every((r) => r.patientId === undefined)).toBe(true);
      expect(await countPatients()).toBe(before);
      expect((await praxis.database.db.select({ id: patientRepresentatives.id }).from(patientRepresentatives)).length).toBe(repsBefore);
    } finally {
      await praxis.database.exec('DROP TRIGGER test_fail_import ON patients; DROP FUNCTION test_fail_import();');
    }
  });

  it('imports 5,000 full rows with their parents in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) =>
      row(`Prénom${i}`, 'Volume', '2016-04-05', i % 2 ? 'M.' : 'Mme', i % 2 ? 'Masculin' : 'Féminin', `p${i}@exemple.fr`, '0612345678', '3', 'rue de la Paix', '', '75002', 'Paris', 'CE1', '', '', 'Dr Roux', '2026-01-15', 'Jeanne', `Volume${i}`, '06 00 00 00 00', `parent${i}@exemple.fr`),
    );
    const result = await imported(world.colleague.cookie, [FULL, ...rows].join('\r\n'));
    expect(result).toMatchObject({ success: true, createdCount: 5000, failedCount: 0 });
    const created = await praxis.database.db.select({ id: patients.id, organizationId: patients.organizationId }).from(patients).where(eq(patients.lastName, 'Volume'));
    expect(created).toHaveLength(5000);
    expect(new Set(created.map((p) => p.organizationId))).toEqual(new Set([world.cabinetId]));
    const reps = await praxis.database.db
      .select({ id: patientRepresentatives.id })
      .from(patientRepresentatives)
      .where(inArray(patientRepresentatives.patientId, created.slice(0, 1000).map((p) => p.id)));
    expect(reps).toHaveLength(1000);
  });
});

describe('patient import in the isolation matrix', () => {
  it('writes into the caller’s scope only: private mode, or the active organisation', async () => {
    const text = `${SIMPLE}\n${row('Iris', 'Portée', '1990-01-01', 'Mme', 'Féminin')}\n`;
    await imported(world.owner.cookie, text);
    await imported(world.ownerOrg.cookie, text);
    const rows = await patientRows('Portée');
    expect(rows.map((r) => [r.userId, r.organizationId]).sort()).toEqual(
      [
        [world.owner.id, null],
        [world.owner.id, world.cabinetId],
      ].sort(),
    );
    const privateOnes = await praxis.database.db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.lastName, 'Portée'), isNull(patients.organizationId)));
    expect(privateOnes).toHaveLength(1);
  });

  it('answers 401 to anonymous callers on every endpoint', async () => {
    const text = utf8(`${SIMPLE}\n${row('Anonyme', 'Refus', '1990-01-01', 'M.', 'Masculin')}\n`);
    expect((await analyse(undefined, text)).status).toBe(401);
    expect((await runImport(undefined, text)).status).toBe(401);
    expect((await request(praxis, 'GET', `${base}/templates/simple`, undefined)).status).toBe(401);
    expect(await patientRows('Refus')).toEqual([]);
  });

  it('lists the endpoints in the OpenAPI document, the file as a binary part', async () => {
    const doc = (await (await praxis.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>> };
    expect(doc.paths[base]?.post?.requestBody?.content['multipart/form-data']?.schema.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([`${base}/analysis`, `${base}/templates/{template}`]));
  });
});

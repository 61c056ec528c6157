import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@praxis/shared/patients/rules';
import type { TGoal, TParcoursState, TRepresentative } from '@praxis/shared/patients/schemas';
import { consultationReasons, patientGoals, patientParcours, patientRepresentatives, patients } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { adultIdentity, createPatientThroughApi, patientsBase } from './patients-test-support';

let praxis: TestPraxis;
let me: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  praxis = await createTestPraxis();
  me = await createUser(praxis);
  stranger = await createUser(praxis);
});
afterAll(async () => {
  await praxis.close();
});

const today = () => todayIso(new Date(), 'Europe/Paris');
const shiftYears = (iso: string, years: number) => `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
const yesterday = () => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
const minorBirth = () => shiftYears(today(), -10);
const rep = (extra: Record<string, unknown> = {}) => ({ firstName: 'Paul', lastName: 'Parent', relation: 'father', email: 'paul@exemple.fr', phone: '06 12 34 56 78', ...extra });
const goal = (extra: Record<string, unknown> = {}) => ({ title: 'Graphisme', description: 'Tenir le crayon', ...extra });

const create = (body: Record<string, unknown>) => request(praxis, 'POST', patientsBase, me.cookie, body);
const withPatient = (patient: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  create({ patient: { firstName: 'Léa', lastName: 'Martin', ...adultIdentity, ...patient }, ...extra });
const patientCount = async () => (await praxis.database.db.select({ n: count() }).from(patients))[0]?.n;

describe('new-patient wizard: every message through the API', () => {
  it.each([
    [{ firstName: '' }, 'patient.firstName', 'Le prénom est requis'],
    [{ firstName: '   ' }, 'patient.firstName', 'Le prénom est requis'],
    [{ firstName: undefined }, 'patient.firstName', 'Le prénom est requis'],
    [{ firstName: 'x'.repeat(121) }, 'patient.firstName', 'Le prénom ne peut pas dépasser 120 caractères'],
    [{ lastName: '' }, 'patient.lastName', 'Le nom est requis'],
    [{ lastName: 'x'.repeat(121) }, 'patient.lastName', 'Le nom ne peut pas dépasser 120 caractères'],
    [{ dateOfBirth: '' }, 'patient.dateOfBirth', 'La date de naissance est requise'],
    [{ dateOfBirth: undefined }, 'patient.dateOfBirth', 'La date de naissance est requise'],
    [{ dateOfBirth: '2015-02-30' }, 'patient.dateOfBirth', 'Date de naissance invalide'],
    [{ dateOfBirth: '1899-12-31' }, 'patient.dateOfBirth', 'Date de naissance invalide'],
    [{ dateOfBirth: '2999-01-01' }, 'patient.dateOfBirth', 'Date de naissance invalide'],
    [{ civilite: undefined }, 'patient.civilite', 'La civilité est requise'],
    [{ civilite: 'Dr' }, 'patient.civilite', 'La civilité est requise'],
    [{ gender: undefined }, 'patient.gender', 'Le genre est requis'],
    [{ gender: 'Inconnu' }, 'patient.gender', 'Le genre est requis'],
    [{ email: 'lea@exemple' }, 'patient.email', "Format d'email invalide"],
    [{ email: 'lea exemple.fr' }, 'patient.email', "Format d'email invalide"],
    [{ phoneNumber: '12345' }, 'patient.phoneNumber', 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'],
    [{ phoneNumber: '06-12-34-56-78' }, 'patient.phoneNumber', 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'],
    [{ phoneNumber: '1234567890123456' }, 'patient.phoneNumber', 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'],
    [{ socialSecurityNumber: '123456789012' }, 'patient.socialSecurityNumber', 'Format de numéro de sécurité sociale invalide'],
    [{ socialSecurityNumber: '2 85 06 75 A12 345' }, 'patient.socialSecurityNumber', 'Format de numéro de sécurité sociale invalide'],
    [{ prescriber: 'x'.repeat(301) }, 'patient.prescriber', 'Le prescripteur ne peut pas dépasser 300 caractères'],
  ])('patient %j → %s: %s', async (patch, field, message) => {
    const res = await withPatient(patch);
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Le prénom est requis'],
    [{ lastName: ' ' }, 'lastName', 'Le nom est requis'],
    [{ relation: undefined }, 'relation', 'La relation est requise'],
    [{ relation: 'cousin' }, 'relation', 'La relation est requise'],
    [{ relation: 'other' }, 'customRelation', 'Veuillez préciser la relation'],
    [{ relation: 'other', customRelation: '  ' }, 'customRelation', 'Veuillez préciser la relation'],
    [{ relation: 'other', customRelation: 'x'.repeat(51) }, 'customRelation', 'La relation ne peut pas dépasser 50 caractères'],
    [{ email: '' }, 'email', "L'email est requis"],
    [{ email: 'paul@' }, 'email', "Format d'email invalide"],
    [{ phone: '' }, 'phone', 'Le téléphone est requis'],
    [{ phone: '06 12' }, 'phone', 'Format de téléphone invalide'],
    [{ phone: 'abcdefgh' }, 'phone', 'Format de téléphone invalide'],
  ])('representative %j → %s: %s', async (patch, field, message) => {
    const res = await withPatient({ dateOfBirth: minorBirth() }, { representatives: [rep(), rep(patch)] });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ error: { fields: { [`representatives.1.${field}`]: message } } });
  });

  it.each([
    [{ title: '' }, 'title', 'Le titre est requis'],
    [{ title: undefined }, 'title', 'Le titre est requis'],
    [{ description: '  ' }, 'description', 'La description est requise'],
    [{ progressPercentage: 101 }, 'progressPercentage', 'Le pourcentage doit être entre 0 et 100'],
    [{ progressPercentage: -1 }, 'progressPercentage', 'Le pourcentage doit être entre 0 et 100'],
    [{ progressPercentage: 12.5 }, 'progressPercentage', 'Le pourcentage doit être entre 0 et 100'],
  ])('goal %j → %s: %s', async (patch, field, message) => {
    const res = await withPatient({}, { goals: [goal(patch)] });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ error: { fields: { [`goals.0.${field}`]: message } } });
  });

  it('answers an over-long or mistyped field in French (zod French everywhere, issue 10 §1)', async () => {
    const long = await withPatient({ addressStreet: 'r'.repeat(201), city: 42 });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({
      error: { fields: { 'patient.addressStreet': 'Ce champ ne peut pas dépasser 200 caractères', 'patient.city': 'Format de donnée invalide.' } },
    });
  });

  it('refuses a goal whose target date is before today', async () => {
    const res = await withPatient({}, { goals: [goal({ targetDate: today() }), goal({ targetDate: yesterday() })] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: { code: 'VALIDATION', message: 'La date cible ne peut pas être dans le passé', fields: { 'goals.1.targetDate': 'La date cible ne peut pas être dans le passé' } },
    });
  });

  it('requires a representative for a minor, and reports the goal dates with it', async () => {
    const before = await patientCount();
    const res = await withPatient({ dateOfBirth: minorBirth() }, { goals: [goal({ targetDate: yesterday() })] });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: {
        message: 'Au moins un représentant légal est requis pour un patient mineur',
        fields: { representatives: 'Au moins un représentant légal est requis pour un patient mineur', 'goals.0.targetDate': 'La date cible ne peut pas être dans le passé' },
      },
    });
    expect(await patientCount()).toBe(before);
  });

  it('refuses an unknown, deactivated or foreign consultation reason', async () => {
    const [inactive] = await praxis.database.db
      .insert(consultationReasons)
      .values({ userId: me.id, label: 'Ancien motif', isActive: false })
      .returning({ id: consultationReasons.id });
    const [foreign] = await praxis.database.db.insert(consultationReasons).values({ userId: stranger.id, label: 'Motif étranger' }).returning({ id: consultationReasons.id });
    for (const id of [randomUUID(), inactive?.id, foreign?.id]) {
      const res = await withPatient({ consultationReasonId: id });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error: { message: 'Motif de consultation introuvable', fields: { consultationReasonId: 'Motif de consultation introuvable' } } });
    }
  });
});

describe('new-patient wizard: creation', () => {
  it('creates an adult with trimmed fields, stripped phone and SSN, empty optional fields absent', async () => {
    const [reason] = await praxis.database.db.insert(consultationReasons).values({ userId: me.id, label: 'Dyspraxie' }).returning({ id: consultationReasons.id });
    const patient = await createPatientThroughApi(praxis, me.cookie, {
      firstName: '  Éloïse ',
      lastName: ' Lefèvre',
      email: ' eloise@exemple.fr ',
      phoneNumber: '+33 6 12 34 56 78',
      socialSecurityNumber: '2 85 06 75 123 456 78',
      profession: '',
      city: '  Lyon ',
      consultationReasonId: reason?.id,
      prescriber: '   ',
    });
    expect(patient).toMatchObject({
      firstName: 'Éloïse',
      lastName: 'Lefèvre',
      email: 'eloise@exemple.fr',
      phoneNumber: '+33612345678',
      socialSecurityNumber: '285067512345678',
      profession: null,
      prescriber: null,
      city: 'Lyon',
      isMajor: true,
      status: 'active',
      consultationReason: { id: reason?.id, label: 'Dyspraxie' },
    });
    const read = await request(praxis, 'GET', `${patientsBase}/${patient.id}`, me.cookie);
    expect(read.body).toEqual(patient);
  });

  it('judges majority on the practitioner’s today: 18 today is major, 18 tomorrow is minor', async () => {
    const eighteenToday = await createPatientThroughApi(praxis, me.cookie, { firstName: 'Anniv', lastName: 'Aujourdhui', dateOfBirth: shiftYears(today(), -18) });
    expect(eighteenToday.isMajor).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
    const minor = await createPatientThroughApi(praxis, me.cookie, { firstName: 'Anniv', lastName: 'Demain', dateOfBirth: shiftYears(tomorrow, -18) }, { representatives: [rep()] });
    expect(minor.isMajor).toBe(false);
  });

  it('creates a minor with representatives (ids of the server, first one primary), goals and parcours', async () => {
    const firstId = randomUUID();
    const patient = await createPatientThroughApi(
      praxis,
      me.cookie,
      { firstName: 'Tom', lastName: 'Petit', dateOfBirth: minorBirth(), schoolClass: 'CM1' },
      {
        representatives: [rep({ id: firstId, firstName: 'Marie', relation: 'mother' }), rep({ relation: 'other', customRelation: ' Tante ' })],
        goals: [goal({ title: 'Premier', targetDate: today(), priority: 'high', progressPercentage: '20', status: 'completed', notes: '' }), goal({ title: 'Second' })],
        parcours: 'both',
      },
    );
    expect(patient).toMatchObject({ isMajor: false, schoolClass: 'CM1' });
    const reps = (await request(praxis, 'GET', `${patientsBase}/${patient.id}/representatives`, me.cookie)).body as { items: TRepresentative[] };
    expect(reps.items.map((r) => [r.id === firstId, r.firstName, r.relation, r.isPrimary])).toEqual([
      [false, 'Marie', 'mother', true],
      [false, 'Paul', 'Tante', false],
    ]);
    const goals = (await request(praxis, 'GET', `${patientsBase}/${patient.id}/goals`, me.cookie)).body as { items: TGoal[] };
    expect(goals.items.map((g) => [g.title, g.status, g.priority, g.progressPercentage, g.notes, g.targetDate])).toEqual([
      ['Premier', 'active', 'high', 20, null, today()],
      ['Second', 'active', 'medium', 0, null, null],
    ]);
    const parcours = (await request(praxis, 'GET', `${patientsBase}/${patient.id}/parcours`, me.cookie)).body as TParcoursState;
    expect(parcours).toMatchObject({ current: { parcours: 'both', isCurrent: true, endedAt: null }, history: [] });
  });

  it.each([
    [[false, true, true], 1],
    [[true, false, true], 0],
    [[false, false, false], 0],
  ])('keeps exactly one primary representative (flags %j → #%i)', async (flags, primaryIndex) => {
    const patient = await createPatientThroughApi(
      praxis,
      me.cookie,
      { firstName: 'Prim', lastName: 'Aire', dateOfBirth: minorBirth() },
      { representatives: flags.map((isPrimary, i) => rep({ firstName: `R${i}`, isPrimary })) },
    );
    const rows = await praxis.database.db
      .select({ firstName: patientRepresentatives.firstName, isPrimary: patientRepresentatives.isPrimary })
      .from(patientRepresentatives)
      .where(eq(patientRepresentatives.patientId, patient.id));
    expect(rows.filter((r) => r.isPrimary).map((r) => r.firstName)).toEqual([`R${primaryIndex}`]);
  });

  it('stores the initial parcours even when it is "none" (default)', async () => {
    const patient = await createPatientThroughApi(praxis, me.cookie, { firstName: 'Sans', lastName: 'Parcours' });
    const state = (await request(praxis, 'GET', `${patientsBase}/${patient.id}/parcours`, me.cookie)).body as TParcoursState;
    expect(state.current?.parcours).toBe('none');
  });

  it('leaves nothing behind when a step fails after the patient insert', async () => {
    const before = await patientCount();
    const duplicate = randomUUID();
    // The goals' insert fails (a trigger of this test refuses it), after the patient and representatives'.
    await praxis.database.exec(`CREATE FUNCTION test_refuse_goal() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE unique_violation; END $$;
      CREATE TRIGGER test_refuse_goal BEFORE INSERT ON patient_goals FOR EACH ROW EXECUTE FUNCTION test_refuse_goal();`);
    const res = await withPatient(
      { firstName: 'Rollback', lastName: 'Complet', dateOfBirth: minorBirth() },
      { representatives: [rep({ id: duplicate }), rep({ id: duplicate })], goals: [goal()], parcours: 'bilan' },
    ).finally(() => praxis.database.exec('DROP TRIGGER test_refuse_goal ON patient_goals; DROP FUNCTION test_refuse_goal();'));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: 'CONFLICT', message: 'Cet élément existe déjà.' } });
    expect(await patientCount()).toBe(before);
    const db = praxis.database.db;
    expect(await db.select().from(patients).where(eq(patients.lastName, 'Complet'))).toEqual([]);
    expect(await db.select().from(patientRepresentatives).where(eq(patientRepresentatives.id, duplicate))).toEqual([]);
    const orphanGoals = await db.select({ n: count() }).from(patientGoals).leftJoin(patients, eq(patients.id, patientGoals.patientId)).where(eq(patients.lastName, 'Complet'));
    expect(orphanGoals[0]?.n).toBe(0);
    const parcoursRows = await db.select({ n: count() }).from(patientParcours).where(eq(patientParcours.parcours, 'bilan'));
    expect(parcoursRows[0]?.n).toBe(0);
  });

  it.each([
    ['not JSON', 'nope', 400],
    ['no patient', {}, 422],
    ['bad parcours', { patient: { firstName: 'A', lastName: 'B', ...adultIdentity }, parcours: 'tout' }, 422],
  ])('answers a malformed request (%s) with a French error', async (_, body, status) => {
    const res = await praxis.request(patientsBase, { method: 'POST', cookie: me.cookie, body: typeof body === 'string' ? body : JSON.stringify(body) });
    expect(res.status).toBe(status);
    const payload = (await res.json()) as { error: { message: string } };
    expect(payload.error.message).toMatch(/[a-zé]/);
    if (status === 422 && typeof body === 'object' && 'parcours' in body) expect(payload.error.message).toBe('Parcours invalide');
  });
});

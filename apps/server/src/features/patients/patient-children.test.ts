import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@praxis/shared/patients/rules';
import type { TGoal, TInstruction, TParcoursState, TPatientAppointments, TRepresentative } from '@praxis/shared/patients/schemas';
import { patientGoals, patientParcours } from '../../db/schema';
import type { Scope } from '../../lib/scope';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { createPatientThroughApi, insertAppointmentType, insertEvent, patientsBase } from './patients-test-support';

let praxis: TestPraxis;
let me: TestUser;
let scope: Scope;

beforeAll(async () => {
  praxis = await createTestPraxis();
  me = await createUser(praxis);
  scope = { userId: me.id, organizationId: null };
});
afterAll(async () => {
  await praxis.close();
});

const call = (method: string, path: string, body?: unknown) => request(praxis, method, `${patientsBase}/${path}`, me.cookie, body);
const newPatient = (lastName: string) => createPatientThroughApi(praxis, me.cookie, { firstName: 'Test', lastName });
const today = () => todayIso(new Date(), 'Europe/Paris');
const yesterday = () => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });

describe('representatives (spec 1 §4, §5)', () => {
  const rep = (firstName: string, extra: Record<string, unknown> = {}) => ({ firstName, lastName: 'Durand', relation: 'mother', email: `${firstName.toLowerCase()}@exemple.fr`, phone: '+33 6.12-34 56', ...extra });
  let patientId: string;
  const reps = async () => ((await call('GET', `${patientId}/representatives`)).body as { items: TRepresentative[] }).items;
  const primaryOf = async () => (await reps()).filter((r) => r.isPrimary).map((r) => r.firstName);

  beforeAll(async () => {
    patientId = (await newPatient('Représentés')).id;
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Le prénom est requis'],
    [{ lastName: '' }, 'lastName', 'Le nom est requis'],
    [{ relation: '' }, 'relation', 'La relation est requise'],
    [{ relation: 'other', customRelation: '' }, 'customRelation', 'Veuillez préciser la relation'],
    [{ relation: 'other', customRelation: 'c'.repeat(51) }, 'customRelation', 'La relation ne peut pas dépasser 50 caractères'],
    [{ email: ' ' }, 'email', "L'email est requis"],
    [{ email: 'a@b' }, 'email', "Format d'email invalide"],
    [{ phone: '' }, 'phone', 'Le téléphone est requis'],
    [{ phone: '+33 6 12 34 56 78 90' }, 'phone', 'Format de téléphone invalide'],
    [{ firstName: 'p'.repeat(121) }, 'firstName', 'Le prénom ne peut pas dépasser 120 caractères'],
    [{ lastName: 'n'.repeat(121) }, 'lastName', 'Le nom ne peut pas dépasser 120 caractères'],
  ])('refuses %j (%s: %s)', async (patch, field, message) => {
    const res = await call('POST', `${patientId}/representatives`, rep('Refus', patch));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message, fields: { [field]: message } } });
  });

  it('makes the first one primary, assigns its own ids, lists primary first then oldest first', async () => {
    const clientId = randomUUID();
    const first = await call('POST', `${patientId}/representatives`, rep('Anne', { id: clientId }));
    expect(first).toMatchObject({ status: 201, body: { firstName: 'Anne', isPrimary: true, relation: 'mother', phone: '+33 6.12-34 56' } });
    expect((first.body as TRepresentative).id).not.toBe(clientId);
    const second = await call('POST', `${patientId}/representatives`, rep('Bruno', { relation: 'other', customRelation: ' Beau-père ' }));
    expect(second).toMatchObject({ status: 201, body: { isPrimary: false, relation: 'Beau-père' } });
    await call('POST', `${patientId}/representatives`, rep('Chloé', { relation: 'guardian' }));
    expect((await reps()).map((r) => [r.firstName, r.isPrimary])).toEqual([
      ['Anne', true],
      ['Bruno', false],
      ['Chloé', false],
    ]);
  });

  it('marking one primary unsets the others (on creation and on edit)', async () => {
    await call('POST', `${patientId}/representatives`, rep('Denis', { isPrimary: true }));
    expect(await primaryOf()).toEqual(['Denis']);
    expect((await reps())[0]?.firstName).toBe('Denis');
    const bruno = (await reps()).find((r) => r.firstName === 'Bruno');
    const edited = await call('PATCH', `${patientId}/representatives/${bruno?.id}`, rep('Bruno', { isPrimary: true, relation: 'father', phone: '0612345678' }));
    expect(edited).toMatchObject({ status: 200, body: { isPrimary: true, relation: 'father', phone: '0612345678' } });
    expect(await primaryOf()).toEqual(['Bruno']);
  });

  it('keeps the primary when it is edited unticked (a patient with representatives always has one)', async () => {
    const bruno = (await reps()).find((r) => r.firstName === 'Bruno');
    const res = await call('PATCH', `${patientId}/representatives/${bruno?.id}`, rep('Bruno', { isPrimary: false }));
    expect(res).toMatchObject({ status: 200, body: { isPrimary: true } });
    const refused = await call('PATCH', `${patientId}/representatives/${bruno?.id}`, rep('', {}));
    expect(refused.body).toMatchObject({ error: { fields: { firstName: 'Le prénom est requis' } } });
  });

  it('deleting the primary makes the oldest remaining one primary; deleting another changes nothing', async () => {
    const before = await reps();
    const chloe = before.find((r) => r.firstName === 'Chloé');
    expect((await call('DELETE', `${patientId}/representatives/${chloe?.id}`)).status).toBe(204);
    expect(await primaryOf()).toEqual(['Bruno']);
    const bruno = before.find((r) => r.firstName === 'Bruno');
    expect((await call('DELETE', `${patientId}/representatives/${bruno?.id}`)).status).toBe(204);
    expect((await reps()).map((r) => [r.firstName, r.isPrimary])).toEqual([
      ['Anne', true],
      ['Denis', false],
    ]);
    const again = await call('DELETE', `${patientId}/representatives/${bruno?.id}`);
    expect(again).toMatchObject({ status: 404, body: { error: { message: 'Représentant non trouvé' } } });
    const anne = before.find((r) => r.firstName === 'Anne');
    const elsewhere = await newPatient('Ailleurs');
    const wrongPatient = await request(praxis, 'DELETE', `${patientsBase}/${elsewhere.id}/representatives/${anne?.id}`, me.cookie);
    expect(wrongPatient.status).toBe(404);
  });

  it('ignores a client id already taken (a new row, the old one untouched) and refuses an unknown patient (404)', async () => {
    const [anne] = await reps();
    const dup = await call('POST', `${patientId}/representatives`, rep('Copie', { id: anne?.id }));
    expect(dup).toMatchObject({ status: 201, body: { firstName: 'Copie' } });
    expect((dup.body as TRepresentative).id).not.toBe(anne?.id);
    expect((await reps()).find((r) => r.id === anne?.id)).toMatchObject({ firstName: anne?.firstName });
    await call('DELETE', `${patientId}/representatives/${(dup.body as TRepresentative).id}`);
    const unknown = await request(praxis, 'POST', `${patientsBase}/${randomUUID()}/representatives`, me.cookie, rep('Nul'));
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: 'Patient non trouvé' } } });
  });
});

describe('parcours (spec 1 §4)', () => {
  it('keeps one current record, ends it on change, and changes nothing for the same value', async () => {
    const { id } = await newPatient('Parcours');
    const initial = (await call('GET', `${id}/parcours`)).body as TParcoursState;
    expect(initial).toMatchObject({ current: { parcours: 'none' }, history: [] });
    const same = (await call('PUT', `${id}/parcours`, { parcours: 'none' })).body as TParcoursState;
    expect(same).toEqual(initial);
    const bilan = (await call('PUT', `${id}/parcours`, { parcours: 'bilan' })).body as TParcoursState;
    expect(bilan.current).toMatchObject({ parcours: 'bilan', isCurrent: true, endedAt: null });
    expect(bilan.history).toEqual([{ ...initial.current, isCurrent: false, endedAt: bilan.current?.startedAt }]);
    await call('PUT', `${id}/parcours`, { parcours: 'both' });
    const state = (await call('GET', `${id}/parcours`)).body as TParcoursState;
    expect(state.current?.parcours).toBe('both');
    expect(state.history.map((r) => r.parcours)).toEqual(['bilan', 'none']);
    const refused = await call('PUT', `${id}/parcours`, { parcours: 'tout' });
    expect(refused).toMatchObject({ status: 422, body: { error: { fields: { parcours: 'Parcours invalide' } } } });
  });

  it('never ends with two current records when changes race', async () => {
    const { id } = await newPatient('Concurrence');
    const results = await Promise.all(['bilan', 'suivi', 'both', 'bilan'].map((parcours) => call('PUT', `${id}/parcours`, { parcours })));
    for (const res of results) {
      expect([200, 409]).toContain(res.status);
      if (res.status === 409) expect(res.body).toMatchObject({ error: { message: 'Le parcours vient d’être modifié par ailleurs. Rechargez la page puis réessayez.' } });
    }
    const current = await praxis.database.db.select().from(patientParcours).where(and(eq(patientParcours.patientId, id), eq(patientParcours.isCurrent, true)));
    expect(current).toHaveLength(1);
  });

  it('answers 409 with a clear message when another current record exists', async () => {
    const { id } = await newPatient('Conflit');
    const other = await createUser(praxis);
    // A current record the caller's scope cannot see (as a racing write would leave): the insert collides.
    await praxis.database.db.update(patientParcours).set({ userId: other.id }).where(eq(patientParcours.patientId, id));
    const res = await call('PUT', `${id}/parcours`, { parcours: 'suivi' });
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT', message: 'Le parcours vient d’être modifié par ailleurs. Rechargez la page puis réessayez.' } } });
  });
});

describe('goals (spec 1 §4, §5)', () => {
  const goal = (extra: Record<string, unknown> = {}) => ({ title: 'Objectif', description: 'Décrit', ...extra });
  let patientId: string;
  const goals = async () => ((await call('GET', `${patientId}/goals`)).body as { items: TGoal[] }).items;

  beforeAll(async () => {
    patientId = (await newPatient('Objectifs')).id;
  });

  it.each([
    [{ title: '' }, 'title', 'Le titre est requis'],
    [{ description: '' }, 'description', 'La description est requise'],
    [{ progressPercentage: 150 }, 'progressPercentage', 'Le pourcentage doit être entre 0 et 100'],
    [{ progressPercentage: 'beaucoup' }, 'progressPercentage', 'Le pourcentage doit être entre 0 et 100'],
    [{ targetDate: '2026-02-30' }, 'targetDate', 'Date invalide'],
    [{ priority: 'max' }, 'priority', 'Priorité invalide'],
    [{ title: 't'.repeat(201) }, 'title', 'Le titre ne peut pas dépasser 200 caractères'],
    [{ description: 'd'.repeat(5001) }, 'description', 'La description ne peut pas dépasser 5000 caractères'],
  ])('refuses %j (%s: %s)', async (patch, field, message) => {
    const res = await call('POST', `${patientId}/goals`, goal(patch));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message, fields: { [field]: message } } });
  });

  it('refuses a target date before today, accepts today', async () => {
    const past = await call('POST', `${patientId}/goals`, goal({ targetDate: yesterday() }));
    expect(past).toMatchObject({ status: 422, body: { error: { fields: { targetDate: 'La date cible ne peut pas être dans le passé' } } } });
    const ok = await call('POST', `${patientId}/goals`, goal({ title: 'Aujourd’hui', targetDate: today(), status: 'completed' }));
    expect(ok).toMatchObject({ status: 201, body: { status: 'active', targetDate: today(), priority: 'medium', progressPercentage: 0, notes: null } });
  });

  it('orders by status, then priority (urgent first), then newest first', async () => {
    const id = (await newPatient('Ordre')).id;
    const make = async (title: string, priority: string, status?: string) => {
      const created = (await call('POST', `${id}/goals`, goal({ title, priority }))).body as TGoal;
      if (status) expect((await call('PATCH', `${id}/goals/${created.id}`, { status })).status).toBe(200);
    };
    await make('annulé', 'urgent', 'cancelled');
    await make('actif bas', 'low');
    await make('en pause', 'high', 'paused');
    await make('atteint', 'low', 'completed');
    await make('actif urgent', 'urgent');
    await make('actif moyen ancien', 'medium');
    await make('actif moyen récent', 'medium');
    await make('actif élevé', 'high');
    const items = ((await call('GET', `${id}/goals`)).body as { items: TGoal[] }).items;
    expect(items.map((g) => g.title)).toEqual(['actif urgent', 'actif élevé', 'actif moyen récent', 'actif moyen ancien', 'actif bas', 'atteint', 'en pause', 'annulé']);
  });

  it('patches only what is sent (a status change keeps priority and progress)', async () => {
    const created = (await call('POST', `${patientId}/goals`, goal({ title: 'Partiel', priority: 'urgent', progressPercentage: 40, notes: 'Note' }))).body as TGoal;
    const res = await call('PATCH', `${patientId}/goals/${created.id}`, { status: 'completed' });
    expect(res).toMatchObject({ status: 200, body: { status: 'completed', priority: 'urgent', progressPercentage: 40, notes: 'Note', title: 'Partiel' } });
    const cleared = await call('PATCH', `${patientId}/goals/${created.id}`, { notes: null, targetDate: null, progressPercentage: 100 });
    expect(cleared).toMatchObject({ status: 200, body: { notes: null, targetDate: null, progressPercentage: 100 } });
    const refused = await call('PATCH', `${patientId}/goals/${created.id}`, { title: ' ' });
    expect(refused.body).toMatchObject({ error: { fields: { title: 'Le titre est requis' } } });
  });

  it('refuses a past target date only when the request changes it', async () => {
    const created = (await call('POST', `${patientId}/goals`, goal({ title: 'Échue' }))).body as TGoal;
    await praxis.database.db.update(patientGoals).set({ targetDate: '2020-01-01' }).where(eq(patientGoals.id, created.id));
    expect(await call('PATCH', `${patientId}/goals/${created.id}`, { title: 'Échue, renommée', targetDate: '2020-01-01' })).toMatchObject({ status: 200, body: { targetDate: '2020-01-01' } });
    const moved = await call('PATCH', `${patientId}/goals/${created.id}`, { targetDate: '2020-06-01' });
    expect(moved).toMatchObject({ status: 422, body: { error: { message: 'La date cible ne peut pas être dans le passé', fields: { targetDate: 'La date cible ne peut pas être dans le passé' } } } });
  });

  it('deletes softly: gone from the list, row kept with deleted_at, 404 afterwards', async () => {
    const created = (await call('POST', `${patientId}/goals`, goal({ title: 'À supprimer' }))).body as TGoal;
    expect((await call('DELETE', `${patientId}/goals/${created.id}`)).status).toBe(204);
    expect((await goals()).map((g) => g.id)).not.toContain(created.id);
    const [row] = await praxis.database.db.select({ deletedAt: patientGoals.deletedAt }).from(patientGoals).where(eq(patientGoals.id, created.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    for (const [method, body] of [['DELETE', undefined], ['PATCH', { title: 'Revenu' }]] as const) {
      expect(await call(method, `${patientId}/goals/${created.id}`, body)).toMatchObject({ status: 404, body: { error: { message: 'Objectif non trouvé' } } });
    }
  });
});

describe('instructions (Consignes)', () => {
  let patientId: string;
  beforeAll(async () => {
    patientId = (await newPatient('Consignes')).id;
  });

  it.each([
    [{ title: '', content: 'Texte' }, 'title'],
    [{ title: 'Titre', content: '   ' }, 'content'],
    [{ content: 'Texte' }, 'title'],
    [{ title: 'Titre' }, 'content'],
  ])('refuses %j with "Le titre et le contenu sont requis"', async (body, field) => {
    const res = await call('POST', `${patientId}/instructions`, body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ error: { message: 'Le titre et le contenu sont requis', fields: { [field]: 'Le titre et le contenu sont requis' } } });
  });

  it.each([
    [{ title: 't'.repeat(201), content: 'x' }, 'title', 'Le titre ne peut pas dépasser 200 caractères'],
    [{ title: 'T', content: 'c'.repeat(10_001) }, 'content', 'Le contenu ne peut pas dépasser 10000 caractères'],
    [{ title: 'T', content: 'x', category: 'c'.repeat(101) }, 'category', 'La catégorie ne peut pas dépasser 100 caractères'],
  ])('refuses an over-long field %#', async (body, field, message) => {
    const res = await call('POST', `${patientId}/instructions`, body);
    expect(res).toMatchObject({ status: 422, body: { error: { message, fields: { [field]: message } } } });
  });

  it('creates (trimmed), lists newest first, edits, clears the category and deletes', async () => {
    const first = await call('POST', `${patientId}/instructions`, { title: '  Posture ', content: ' Dos droit ', category: ' Conseil ' });
    expect(first).toMatchObject({ status: 201, body: { title: 'Posture', content: 'Dos droit', category: 'Conseil', patientId } });
    const second = (await call('POST', `${patientId}/instructions`, { title: 'Exercices', content: '10 minutes', category: '' })).body as TInstruction;
    expect(second.category).toBeNull();
    const listed = ((await call('GET', `${patientId}/instructions`)).body as { items: TInstruction[] }).items;
    expect(listed.map((i) => i.title)).toEqual(['Exercices', 'Posture']);
    const firstId = (first.body as TInstruction).id;
    const edited = await call('PATCH', `${patientId}/instructions/${firstId}`, { title: 'Posture assise', content: 'Pieds au sol', category: null });
    expect(edited).toMatchObject({ status: 200, body: { title: 'Posture assise', content: 'Pieds au sol', category: null } });
    expect((await call('PATCH', `${patientId}/instructions/${firstId}`, { title: '', content: 'x' })).body).toMatchObject({ error: { message: 'Le titre et le contenu sont requis' } });
    expect((await call('DELETE', `${patientId}/instructions/${firstId}`)).status).toBe(204);
    expect(await call('DELETE', `${patientId}/instructions/${firstId}`)).toMatchObject({ status: 404, body: { error: { message: 'Instruction non trouvée' } } });
    expect(((await call('GET', `${patientId}/instructions`)).body as { items: TInstruction[] }).items.map((i) => i.title)).toEqual(['Exercices']);
  });
});

describe('patient appointments', () => {
  it('gives 5 upcoming ascending (cancelled left out) and 5 past descending (cancelled kept), with the type', async () => {
    const { id } = await newPatient('Agenda');
    const type = await insertAppointmentType(praxis, scope, 'Séance');
    const starts: Record<string, string> = {};
    for (const h of [-70, -60, -50, -40, -30, -20]) await insertEvent(praxis, scope, { patientId: id, typeId: type, startHours: h });
    const cancelledPast = await insertEvent(praxis, scope, { patientId: id, typeId: type, startHours: -10, status: 'cancelled' });
    await insertEvent(praxis, scope, { patientId: id, typeId: type, startHours: -0.5 });
    await insertEvent(praxis, scope, { patientId: id, typeId: type, startHours: 5, status: 'cancelled' });
    for (const h of [10, 20, 30, 40, 50, 60]) {
      const e = await insertEvent(praxis, scope, { patientId: id, typeId: type, startHours: h });
      starts[h] = e.startsAt.toISOString();
    }
    const res = await call('GET', `${id}/appointments`);
    expect(res.status).toBe(200);
    const body = res.body as TPatientAppointments;
    expect(body.upcoming.map((a) => a.startsAt)).toEqual([10, 20, 30, 40, 50].map((h) => starts[h]));
    expect(body.upcoming[0]).toMatchObject({ status: 'scheduled', appointmentType: { id: type, name: 'Séance' }, location: null, attendanceStatus: null, notes: null });
    expect(body.past).toHaveLength(5);
    expect(body.past[0]).toMatchObject({ id: cancelledPast.id, status: 'cancelled' });
    const ends = body.past.map((a) => a.endsAt);
    expect([...ends].sort().reverse()).toEqual(ends);
    const empty = await call('GET', `${(await newPatient('Vide')).id}/appointments`);
    expect(empty.body).toEqual({ upcoming: [], past: [] });
  });
});

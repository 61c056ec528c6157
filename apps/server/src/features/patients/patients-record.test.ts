import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '@praxis/shared/patients/rules';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { consultationReasons } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { createPatientThroughApi, patientsBase } from './patients-test-support';

let praxis: TestPraxis;
let me: TestUser;

beforeAll(async () => {
  praxis = await createTestPraxis();
  me = await createUser(praxis);
});
afterAll(async () => {
  await praxis.close();
});

const patch = (id: string, body: unknown) => request(praxis, 'PATCH', `${patientsBase}/${id}`, me.cookie, body);
const reason = async (label: string, isActive = true) => {
  const [row] = await praxis.database.db.insert(consultationReasons).values({ userId: me.id, label, isActive }).returning({ id: consultationReasons.id });
  if (!row) throw new Error('no reason');
  return row.id;
};

describe('patient record: read', () => {
  it('answers 404 "Patient non trouvé" for an unknown id, and 404 for a malformed one', async () => {
    const unknown = await request(praxis, 'GET', `${patientsBase}/${randomUUID()}`, me.cookie);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Patient non trouvé' } });
    expect((await request(praxis, 'GET', `${patientsBase}/pas-un-uuid`, me.cookie)).status).toBe(404);
    const patchUnknown = await patch(randomUUID(), { firstName: 'X' });
    expect(patchUnknown.body).toMatchObject({ error: { message: 'Patient non trouvé' } });
  });
});

describe('patient record: edit (Modifier le patient)', () => {
  let patient: TPatient;
  beforeAll(async () => {
    patient = await createPatientThroughApi(praxis, me.cookie, {
      firstName: 'Jules',
      lastName: 'Verne',
      profession: 'Écrivain',
      city: 'Nantes',
      email: 'jules@exemple.fr',
      phoneNumber: '0612345678',
      notes: 'Premières notes',
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Le prénom est requis'],
    [{ firstName: '  ' }, 'firstName', 'Le prénom est requis'],
    [{ firstName: null }, 'firstName', 'Le prénom est requis'],
    [{ lastName: '' }, 'lastName', 'Le nom est requis'],
    [{ lastName: null }, 'lastName', 'Le nom est requis'],
    [{ dateOfBirth: '' }, 'dateOfBirth', 'La date de naissance est requise'],
    [{ dateOfBirth: null }, 'dateOfBirth', 'La date de naissance est requise'],
    [{ dateOfBirth: '2010-13-01' }, 'dateOfBirth', 'Date de naissance invalide'],
    [{ email: 'jules' }, 'email', "Format d'email invalide"],
    [{ phoneNumber: '12' }, 'phoneNumber', 'Format de téléphone invalide (6 à 15 chiffres, + optionnel au début)'],
    [{ socialSecurityNumber: '12' }, 'socialSecurityNumber', 'Format de numéro de sécurité sociale invalide'],
    [{ prescriber: 'p'.repeat(301) }, 'prescriber', 'Le prescripteur ne peut pas dépasser 300 caractères'],
    [{ status: 'archived' }, 'status', 'Statut invalide'],
    [{ civilite: 'Dr' }, 'civilite', 'La civilité est requise'],
  ])('refuses %j with its message on %s', async (body, field, message) => {
    const res = await patch(patient.id, body);
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION', message, fields: { [field]: message } } });
  });

  it('trims names, clears a field sent as null and keeps the ones left out', async () => {
    const res = await patch(patient.id, { firstName: '  Jules-Gabriel ', profession: null, email: null, city: '  Amiens ' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: patient.id,
      firstName: 'Jules-Gabriel',
      lastName: 'Verne',
      profession: null,
      email: null,
      city: 'Amiens',
      phoneNumber: '0612345678',
      notes: 'Premières notes',
    });
    const updated = res.body as TPatient;
    expect(updated.updatedAt >= patient.updatedAt).toBe(true);
    expect((await request(praxis, 'GET', `${patientsBase}/${patient.id}`, me.cookie)).body).toEqual(updated);
  });

  it('recomputes is_major whenever the date of birth changes', async () => {
    const today = todayIso(new Date(), 'Europe/Paris');
    const minorBirth = `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`;
    expect(await patch(patient.id, { dateOfBirth: minorBirth })).toMatchObject({ status: 200, body: { dateOfBirth: minorBirth, isMajor: false } });
    expect(await patch(patient.id, { firstName: 'Jules' })).toMatchObject({ body: { isMajor: false } });
    const adultBirth = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    expect(await patch(patient.id, { dateOfBirth: adultBirth })).toMatchObject({ body: { isMajor: true } });
  });

  it('changes the status and the consultation reason (active reasons of the scope only)', async () => {
    expect(await patch(patient.id, { status: 'paused' })).toMatchObject({ status: 200, body: { status: 'paused' } });
    const active = await reason('Trouble de l’attention');
    expect(await patch(patient.id, { consultationReasonId: active })).toMatchObject({ body: { consultationReason: { id: active, label: 'Trouble de l’attention' } } });
    // Deactivated since: the patient keeps it and may re-send it with other changes.
    await praxis.database.db.update(consultationReasons).set({ isActive: false }).where(eq(consultationReasons.id, active));
    expect(await patch(patient.id, { consultationReasonId: active, notes: 'Suivi' })).toMatchObject({ status: 200, body: { notes: 'Suivi', consultationReason: { id: active } } });
    const inactive = await reason('Autre ancien motif', false);
    for (const id of [inactive, randomUUID()]) {
      const refused = await patch(patient.id, { consultationReasonId: id });
      expect(refused).toMatchObject({ status: 422, body: { error: { fields: { consultationReasonId: 'Motif de consultation introuvable' } } } });
    }
    expect(await patch(patient.id, { consultationReasonId: null })).toMatchObject({ status: 200, body: { consultationReason: null } });
  });

  it('answers a malformed body with a French message', async () => {
    const res = await praxis.request(`${patientsBase}/${patient.id}`, { method: 'PATCH', cookie: me.cookie, body: '{"firstName":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: 'Le corps de la requête doit être un JSON valide.' } });
  });
});

describe('OpenAPI document', () => {
  it('describes every patient-core route with its tag and schemas', async () => {
    const res = await praxis.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown; responses: Record<string, unknown> }>> };
    const expected: [string, string, string][] = [
      ['/api/v1/patients', 'get', 'Patients'],
      ['/api/v1/patients', 'post', 'Patients'],
      ['/api/v1/patients/{id}', 'get', 'Patients'],
      ['/api/v1/patients/{id}', 'patch', 'Patients'],
      ['/api/v1/patients/{id}/appointments', 'get', 'Patients'],
      ['/api/v1/patients/{id}/representatives', 'get', 'Représentants'],
      ['/api/v1/patients/{id}/representatives', 'post', 'Représentants'],
      ['/api/v1/patients/{id}/representatives/{repId}', 'patch', 'Représentants'],
      ['/api/v1/patients/{id}/representatives/{repId}', 'delete', 'Représentants'],
      ['/api/v1/patients/{id}/parcours', 'get', 'Parcours'],
      ['/api/v1/patients/{id}/parcours', 'put', 'Parcours'],
      ['/api/v1/patients/{id}/goals', 'get', 'Objectifs'],
      ['/api/v1/patients/{id}/goals', 'post', 'Objectifs'],
      ['/api/v1/patients/{id}/goals/{goalId}', 'patch', 'Objectifs'],
      ['/api/v1/patients/{id}/goals/{goalId}', 'delete', 'Objectifs'],
      ['/api/v1/patients/{id}/instructions', 'get', 'Consignes'],
      ['/api/v1/patients/{id}/instructions', 'post', 'Consignes'],
      ['/api/v1/patients/{id}/instructions/{instructionId}', 'patch', 'Consignes'],
      ['/api/v1/patients/{id}/instructions/{instructionId}', 'delete', 'Consignes'],
    ];
    for (const [path, method, tag] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual([tag]);
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toContain('401');
      if (['post', 'patch', 'put'].includes(method)) expect(operation?.requestBody, `${method} ${path}`).toBeDefined();
    }
  });
});

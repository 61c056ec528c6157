import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@praxis/shared/messages';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createUser, type TestUser } from '../../test/factories';
import { expectIsolation } from '../../test/isolation';

let praxis: TestPraxis;
let owner: TestUser;
let otherUser: TestUser;
let otherOrgMember: TestUser;

beforeAll(async () => {
  praxis = await createTestPraxis();
  owner = await createUser(praxis, { firstName: 'Ophélie', lastName: 'Propriétaire' });
  otherUser = await createUser(praxis, { firstName: 'Octave', lastName: 'Autre' });
  otherOrgMember = await createUser(praxis, { firstName: 'Maud', lastName: 'Membre' });
  await praxis.request('/api/auth/organization/create', {
    method: 'POST',
    cookie: otherOrgMember.cookie,
    body: JSON.stringify({ name: 'Cabinet voisin', slug: 'cabinet-voisin-profil' }),
  });
});
afterAll(async () => {
  await praxis.close();
});

const profession = async (cookie: string) => {
  const res = await praxis.request('/api/v1/metiers', { cookie });
  const body = (await res.json()) as { items: { id: string; nom: string }[] };
  const found = body.items.find((m) => m.nom === 'Psychomotricien·ne');
  if (!found) throw new Error('profession seed missing');
  return found;
};

describe('profile', () => {
  it('is created with the account, with the names given at sign-up', async () => {
    const res = await praxis.request('/api/v1/profile', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: owner.email,
      firstName: 'Ophélie',
      lastName: 'Propriétaire',
      timezone: 'Europe/Paris',
      language: 'fr',
      cabinetCountry: 'FR',
      profession: null,
    });
  });

  it('lists the French paramedical professions', async () => {
    const res = await praxis.request('/api/v1/metiers', { cookie: owner.cookie });
    const names = ((await res.json()) as { items: { nom: string }[] }).items.map((m) => m.nom);
    expect(names).toEqual(
      expect.arrayContaining(['Psychomotricien·ne', 'Ergothérapeute', 'Orthophoniste', 'Masseur-kinésithérapeute', 'Psychologue', 'Neuropsychologue', 'Orthoptiste', 'Diététicien·ne']),
    );
  });

  it('updates with a profession, normalising and nulling empty fields', async () => {
    const metier = await profession(owner.cookie);
    const res = await praxis.request('/api/v1/profile', {
      method: 'PATCH',
      cookie: owner.cookie,
      body: JSON.stringify({ civilite: 'Mme', firstName: 'Ophélie', lastName: 'Propriétaire', professionId: metier.id, phone: '06 12 34 56 78', rpps: '', cabinetPostalCode: '75011' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ profession: metier, phone: '0612345678', rpps: null, cabinetPostalCode: '75011', civilite: 'Mme' });
  });

  it.each([
    [{ civilite: 'Dr' }, 'civilite', messages.profile.civiliteInvalid],
    [{ rpps: '123' }, 'rpps', messages.profile.rppsInvalid],
    [{ siret: '123' }, 'siret', messages.profile.siretInvalid],
    [{ cabinetPostalCode: 'abcde' }, 'cabinetPostalCode', messages.profile.postalCodeInvalid],
    [{ phone: '12' }, 'phone', messages.profile.phoneInvalid],
    [{ professionId: 'nope' }, 'professionId', messages.profile.professionRequired],
    [{ firstName: '' }, 'firstName', messages.auth.firstNameRequired],
  ])('refuses %j with 422 and the French field message', async (patch, field, expected) => {
    const res = await praxis.request('/api/v1/profile', {
      method: 'PATCH',
      cookie: owner.cookie,
      body: JSON.stringify({ civilite: 'Mme', firstName: 'Ophélie', lastName: 'Propriétaire', professionId: null, ...patch }),
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields[field]).toBe(expected);
  });

  it('refuses an unknown profession id', async () => {
    const res = await praxis.request('/api/v1/profile', {
      method: 'PATCH',
      cookie: owner.cookie,
      body: JSON.stringify({ civilite: 'M.', firstName: 'A', lastName: 'B', professionId: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(res.status).toBe(422);
  });

  it('joins the isolation matrix: nobody else ever reads or changes it', async () => {
    const actors = { owner, otherUser, otherOrgMember };
    await expectIsolation(praxis, actors, { name: 'GET /profile', path: '/api/v1/profile', marker: owner.email, othersStatus: 200 });
    await expectIsolation(praxis, actors, {
      name: 'PATCH /profile',
      method: 'PATCH',
      path: '/api/v1/profile',
      body: { civilite: 'M.', firstName: 'Piraté', lastName: 'Piraté', professionId: null },
      marker: owner.email,
      othersStatus: 200,
    });
    const mine = (await (await praxis.request('/api/v1/profile', { cookie: owner.cookie })).json()) as { firstName: string };
    // The last PATCH above was the owner's own; the others only changed their own profiles.
    const others = (await (await praxis.request('/api/v1/profile', { cookie: otherUser.cookie })).json()) as { email: string };
    expect(others.email).toBe(otherUser.email);
    expect(mine.firstName).toBe('Piraté');
  });

  describe('working hours (issue 10 §2)', () => {
    const save = (body: unknown, cookie = owner.cookie) =>
      praxis.request('/api/v1/profile/working-hours', { method: 'PATCH', cookie, body: JSON.stringify(body) });

    it('start Monday to Friday, 08:00–19:00, and are saved with the profile', async () => {
      const before = (await (await praxis.request('/api/v1/profile', { cookie: otherUser.cookie })).json()) as { workingHours: unknown };
      expect(before.workingHours).toEqual({ days: [1, 2, 3, 4, 5], start: '08:00', end: '19:00' });
      const res = await save({ days: [6, 2, 3], start: '06:30', end: '22:15' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { workingHours: unknown }).workingHours).toEqual({ days: [2, 3, 6], start: '06:30', end: '22:15' });
      const read = (await (await praxis.request('/api/v1/profile', { cookie: owner.cookie })).json()) as { workingHours: unknown };
      expect(read.workingHours).toEqual({ days: [2, 3, 6], start: '06:30', end: '22:15' });
    });

    it.each([
      [{ days: [1], start: '18:00', end: '09:00' }, 'end', "L'heure de début doit précéder l'heure de fin"],
      [{ days: [1], start: '09:00', end: '09:00' }, 'end', "L'heure de début doit précéder l'heure de fin"],
      [{ days: [], start: '09:00', end: '18:00' }, 'days', 'Choisissez au moins un jour travaillé'],
      [{ days: [9], start: '09:00', end: '18:00' }, 'days.0', 'Jour de la semaine invalide'],
      [{ days: [1], start: '9h', end: '18:00' }, 'start', "Format d'heure invalide (HH:MM)"],
      [{ days: [1], end: '18:00' }, 'start', "L'heure de début est obligatoire"],
    ])('refuses %j in French (%s)', async (body, field, message) => {
      const res = await save(body);
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields[field]).toBe(message);
    });

    it('are the caller\'s own: nobody else reads or changes them', async () => {
      await save({ days: [1, 2], start: '07:15', end: '12:45' });
      await expectIsolation(praxis, { owner, otherUser, otherOrgMember }, {
        name: 'PATCH /profile/working-hours',
        method: 'PATCH',
        path: '/api/v1/profile/working-hours',
        body: { days: [3], start: '10:00', end: '11:00' },
        marker: owner.email,
        othersStatus: 200,
      });
      const others = (await (await praxis.request('/api/v1/profile', { cookie: otherUser.cookie })).json()) as { workingHours: unknown };
      expect(others.workingHours).toEqual({ days: [3], start: '10:00', end: '11:00' });
    });
  });
});

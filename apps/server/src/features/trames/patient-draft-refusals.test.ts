import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientMessages } from '@praxis/shared/patients/schemas';
import { draftMessages } from '@praxis/shared/trames/draft';
import { trameMessages } from '@praxis/shared/trames/schemas';
import { patientDocuments, trames } from '../../db/schema';
import { expectIsolation } from '../../test/isolation';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createPatientThroughApi } from '../patients/patients-test-support';
import { trameWithTemplate } from './patient-draft-test-support';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-refus-compte-rendu');
});
afterAll(async () => {
  await praxis.close();
});

describe('POST /trames/{id}/drafts refused', () => {
  it('refuses a missing patient, an inactive trame, a trame without template or with a broken one', async () => {
    const user = world.otherUser;
    const patient = await createPatientThroughApi(praxis, user.cookie, {
      firstName: 'Jean',
      lastName: 'Refus',
    });
    const trame = await trameWithTemplate(praxis, user, 'Refus');
    const base = `/api/v1/trames/${trame.id}/drafts`;
    const missing = await request(praxis, 'POST', base, user.cookie, {});
    expect(missing.status).toBe(422);
    expect(missing.text).toContain(draftMessages.patientRequired);
    const notUuid = await request(praxis, 'POST', base, user.cookie, { patientId: 'abc' });
    expect(notUuid.status).toBe(422);
    expect(notUuid.text).toContain(draftMessages.patientRequired);
    const odt = await request(praxis, 'POST', base, user.cookie, {
      patientId: patient.id,
      format: 'odt',
    });
    expect(odt.status).toBe(422);
    expect(odt.text).toContain(draftMessages.formatInvalid);
    const unknown = await request(praxis, 'POST', base, user.cookie, {
      patientId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: patientMessages.notFound } });
    const noTrame = await request(
      praxis,
      'POST',
      '/api/v1/trames/00000000-0000-4000-8000-000000000000/drafts',
      user.cookie,
      { patientId: patient.id },
    );
    expect(noTrame.status).toBe(404);
    expect(noTrame.body).toMatchObject({ error: { message: trameMessages.notFound } });

    const empty = await trameWithTemplate(praxis, user, 'Sans document', null);
    const noTemplate = await request(
      praxis,
      'POST',
      `/api/v1/trames/${empty.id}/drafts`,
      user.cookie,
      { patientId: patient.id },
    );
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.body).toMatchObject({ error: { message: draftMessages.noTemplate } });

    const broken = await trameWithTemplate(praxis, user, 'Cassée', {
      document: { content: [{ type: 'x' }] },
    });
    const invalid = await request(
      praxis,
      'POST',
      `/api/v1/trames/${broken.id}/drafts`,
      user.cookie,
      { patientId: patient.id },
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ error: { message: draftMessages.invalidTemplate } });

    await praxis.database.db.update(trames).set({ isActive: false }).where(eq(trames.id, trame.id));
    const inactive = await request(praxis, 'POST', base, user.cookie, { patientId: patient.id });
    expect(inactive.status).toBe(422);
    expect(inactive.body).toMatchObject({ error: { message: draftMessages.inactive } });
    const docs = await praxis.database.db
      .select({ id: patientDocuments.id })
      .from(patientDocuments)
      .where(eq(patientDocuments.patientId, patient.id));
    expect(docs).toHaveLength(0);
  });
});

describe('isolation', () => {
  it('needs both the trame and the patient readable by the caller', async () => {
    const owner = world.owner;
    const trame = await trameWithTemplate(praxis, owner, 'Trame-compte-rendu-secrète');
    const patient = await createPatientThroughApi(praxis, owner.cookie, {
      firstName: 'Secret',
      lastName: 'Patientsecret',
    });
    await expectIsolation(
      praxis,
      {
        owner,
        otherUser: world.otherUser,
        otherOrgMember: world.otherOrgMember,
        colleague: world.colleague,
      },
      {
        name: 'prepare a draft',
        method: 'POST',
        path: `/api/v1/trames/${trame.id}/drafts`,
        body: { patientId: patient.id },
        marker: 'Patientsecret',
        ownerStatus: 201,
      },
    );
    // Another user's trame with one's own patient, one's own trame with another's patient: 404.
    const stranger = world.otherUser;
    const ownTrame = await trameWithTemplate(praxis, stranger, 'Trame de l’autre');
    const ownPatient = await createPatientThroughApi(praxis, stranger.cookie, {
      firstName: 'Autre',
      lastName: 'Patient',
    });
    const foreignTrame = await request(
      praxis,
      'POST',
      `/api/v1/trames/${trame.id}/drafts`,
      stranger.cookie,
      { patientId: ownPatient.id },
    );
    expect(foreignTrame.status).toBe(404);
    expect(foreignTrame.body).toMatchObject({ error: { message: trameMessages.notFound } });
    const foreignPatient = await request(
      praxis,
      'POST',
      `/api/v1/trames/${ownTrame.id}/drafts`,
      stranger.cookie,
      { patientId: patient.id },
    );
    expect(foreignPatient.status).toBe(404);
    expect(foreignPatient.text).not.toContain('Patientsecret');

    // A colleague uses an organisation trame for an organisation patient.
    const orgTrame = await trameWithTemplate(praxis, world.ownerOrg, 'Trame-cabinet-compte-rendu');
    const orgPatient = await createPatientThroughApi(praxis, world.ownerOrg.cookie, {
      firstName: 'Cabinet',
      lastName: 'Patientcabinet',
    });
    const colleague = await request(
      praxis,
      'POST',
      `/api/v1/trames/${orgTrame.id}/drafts`,
      world.colleague.cookie,
      { patientId: orgPatient.id },
    );
    expect(colleague.status, colleague.text).toBe(201);
  });
});

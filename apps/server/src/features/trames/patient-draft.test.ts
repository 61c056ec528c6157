import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientMessages } from '@praxis/shared/patients/schemas';
import { ageOn, todayIso } from '@praxis/shared/patients/rules';
import { draftMessages, type TDraftResult } from '@praxis/shared/trames/draft';
import { DOCX_MIME, PDF_MIME } from '@praxis/shared/trames/generation';
import { trameMessages } from '@praxis/shared/trames/schemas';
import type { TTemplateJson } from '@praxis/shared/trames/template-document';
import {
  calendarEvents,
  consultationReasons,
  patientDocuments,
  patientGoals,
  patients,
  trames,
} from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { expectIsolation } from '../../test/isolation';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createPatientThroughApi, insertAppointmentType } from '../patients/patients-test-support';
import { createBilanTrame } from './trames-test-support';
import { ageInMonthsOn, ageText, draftFromTemplate, frenchDate } from './patient-draft';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-compte-rendu');
});
afterAll(async () => {
  await praxis.close();
});

/** What the generation job makes from the examples (template-from-examples.ts), abridged. */
const generated: TTemplateJson = {
  document: {
    meta: { document_name: 'Bilan enfant', title: 'BILAN PSYCHOMOTEUR', author: 'Ophélie' },
    header: [{ type: 'text', text: 'Cabinet de psychomotricité du Parc', align: 'center' }],
    footer: [{ type: 'page_number', text: 'Page', align: 'right' }],
    content: [
      { type: 'comment', text: 'Trame générée à partir de 2 exemple(s) analysé(s).' },
      { type: 'heading', level: 1, text: 'BILAN PSYCHOMOTEUR' },
      {
        type: 'frame',
        text: '[PRÉNOM] [NOM]\nNé(e) le [DATE_NAISSANCE]',
        comment: 'Identité du patient : reprise du dossier patient, jamais inventée',
      },
      { type: 'divider' },
      {
        type: 'section',
        title: '1. Anamnèse',
        comment: "Anamnèse : un texte d'environ 80 mots",
        content: [{ type: 'paragraph', text: '[À compléter]' }],
      },
      {
        type: 'section',
        title: '2. Résultats',
        comment: 'Résultats du M-ABC-2 : tableau des scores standard',
        content: [
          { type: 'table', columns: ['Épreuve', 'Score'], rows: [['Équilibre', '']] },
          { type: 'paragraph', text: '[À compléter]' },
        ],
      },
    ],
  },
};

async function trameWithTemplate(user: TestUser, name: string, template: unknown = generated) {
  const trame = await createBilanTrame(praxis, user, name);
  if (template !== null)
    await praxis.database.db
      .update(trames)
      .set({ templateJson: template })
      .where(eq(trames.id, trame.id));
  return trame;
}

const scopeOf = (user: TestUser, organizationId: string | null = null) => ({
  userId: user.id,
  organizationId,
});

async function childPatient(user: TestUser) {
  const patient = await createPatientThroughApi(
    praxis,
    user.cookie,
    {
      firstName: 'Léonie',
      lastName: 'Dupré-Hénault',
      civilite: 'Mme',
      gender: 'Féminin',
      dateOfBirth: '2017-03-09',
    },
    {
      representatives: [
        {
          firstName: 'Paul',
          lastName: 'Dupré',
          relation: 'father',
          email: 'paul@exemple.fr',
          phone: '06 12 34 56 78',
        },
      ],
    },
  );
  const [reason] = await praxis.database.db
    .insert(consultationReasons)
    .values({ ...scopeOf(user), label: 'Troubles de la coordination' })
    .returning({ id: consultationReasons.id });
  await praxis.database.db
    .update(patients)
    .set({
      consultationReasonId: reason?.id ?? null,
      schoolName: 'École Jules Ferry',
      schoolClass: 'CE2',
      followupStartedAt: '2026-09-14',
    })
    .where(eq(patients.id, patient.id));
  await praxis.database.db.insert(patientGoals).values([
    {
      ...scopeOf(user),
      patientId: patient.id,
      title: 'Améliorer le graphisme',
      description: 'Tenue du crayon et fluidité du geste',
    },
    {
      ...scopeOf(user),
      patientId: patient.id,
      title: 'Objectif abandonné',
      description: 'Ne doit pas apparaître',
      status: 'cancelled',
    },
  ]);
  const typeId = await insertAppointmentType(praxis, scopeOf(user), 'Séance');
  const hour = 3_600_000;
  const event = (days: number, notes: string | null, status = 'completed') => ({
    ...scopeOf(user),
    patientId: patient.id,
    appointmentTypeId: typeId,
    startsAt: new Date(Date.now() - days * 24 * hour),
    endsAt: new Date(Date.now() - days * 24 * hour + hour),
    notes,
    status,
  });
  await praxis.database.db
    .insert(calendarEvents)
    .values([
      event(14, 'Parcours moteur réussi, fatigue en fin de séance.'),
      event(7, 'Travail du découpage : progrès nets.'),
      event(3, 'Séance annulée par la famille.', 'cancelled'),
      event(2, null),
    ]);
  return patient;
}

async function readDocx(url: string) {
  const res = await praxis.request(url);
  expect(res.status).toBe(200);
  const buffer = Buffer.from(await res.arrayBuffer());
  return {
    html: (await mammoth.convertToHtml({ buffer })).value,
    text: (await mammoth.extractRawText({ buffer })).value,
  };
}

describe('the age and dates of a draft', () => {
  it('counts whole years and months on the given day', () => {
    expect(frenchDate('2017-03-09')).toBe('09/03/2017');
    expect(ageInMonthsOn('2017-03-09', '2026-11-27')).toBe(9 * 12 + 8);
    expect(ageText('2017-03-09', '2026-11-27')).toBe('9 ans et 8 mois');
    expect(ageText('2017-03-09', '2026-03-08')).toBe('8 ans et 11 mois');
    expect(ageText('2017-03-09', '2026-03-09')).toBe('9 ans');
    expect(ageText('2025-10-01', '2026-11-27')).toBe('1 an et 1 mois');
    expect(ageText('1985-06-15', '2026-11-27')).toBe('41 ans');
  });

  it('fills the identity frame of the template and adds the record section after it', () => {
    const draft = draftFromTemplate(generated, {
      patient: {
        civilite: 'M.',
        firstName: 'Noé',
        lastName: 'Garnier',
        dateOfBirth: '2018-01-31',
        schoolName: null,
        schoolLevel: null,
        schoolClass: null,
        followupStartedAt: null,
      },
      consultationReason: null,
      goals: [],
      sessions: [],
      today: '2026-11-27',
      timeZone: 'Europe/Paris',
    });
    const [comment, title, frame, record] = draft.document.content;
    expect(comment?.type).toBe('comment');
    expect(title).toMatchObject({ type: 'heading', text: 'BILAN PSYCHOMOTEUR' });
    expect(frame).toMatchObject({
      type: 'frame',
      text: 'M. Noé Garnier\nNé le 31/01/2018\nÂge : 8 ans et 9 mois (au 27/11/2026)',
    });
    expect(record).toMatchObject({
      type: 'section',
      title: 'Informations du dossier patient',
      content: [{ type: 'paragraph', text: 'Date du compte rendu : 27/11/2026' }],
    });
    expect(JSON.stringify(draft)).not.toContain('[PRÉNOM]');
    // The clinical sections are left to the practitioner, with their instructions.
    expect(JSON.stringify(draft)).toContain('Résultats du M-ABC-2 : tableau des scores standard');
    expect(draft.document.meta.document_name).toBe('Bilan enfant — Noé Garnier');
    // The template itself is not changed.
    expect(JSON.stringify(generated)).toContain('[PRÉNOM] [NOM]');
  });
});

describe('POST /trames/{id}/drafts', () => {
  it('fills the template for a patient with the exact record fields and keeps the DOCX as a patient document', async () => {
    const user = world.otherUser;
    const trame = await trameWithTemplate(user, 'Bilan enfant');
    const patient = await childPatient(user);
    const res = await request(praxis, 'POST', `/api/v1/trames/${trame.id}/drafts`, user.cookie, {
      patientId: patient.id,
    });
    expect(res.status, res.text).toBe(201);
    const draft = res.body as TDraftResult;
    expect(draft.document).toMatchObject({
      patientId: patient.id,
      fileType: 'docx',
      mimeType: DOCX_MIME,
      source: 'trame',
    });
    expect(draft.document.fileName).toMatch(
      /^Compte_rendu_Leonie_Dupre-Henault_\d{4}-\d{2}-\d{2}\.docx$/,
    );
    const expiresIn = new Date(draft.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(86_000_000);
    expect(expiresIn).toBeLessThanOrEqual(86_400_000);

    const today = todayIso(new Date(), 'Europe/Paris');
    const years = ageOn('2017-03-09', today);
    const { html, text } = await readDocx(draft.downloadUrl);
    expect(text).toContain('Mme Léonie Dupré-Hénault');
    expect(text).toContain('Née le 09/03/2017');
    expect(text).toContain(`Âge : ${ageText('2017-03-09', today)} (au ${frenchDate(today)})`);
    expect(ageText('2017-03-09', today)).toMatch(new RegExp(`^${years} ans`));
    expect(text).toContain('Scolarité : École Jules Ferry, CE2');
    expect(text).toContain('Début du suivi : 14/09/2026');
    expect(text).toContain('Motif de consultation : Troubles de la coordination');
    expect(text).toContain('Améliorer le graphisme');
    expect(text).toContain('Tenue du crayon et fluidité du geste');
    expect(text).not.toContain('Objectif abandonné');
    expect(text).toContain('Travail du découpage : progrès nets.');
    expect(text).toContain('Parcours moteur réussi, fatigue en fin de séance.');
    expect(text).not.toContain('Séance annulée par la famille.');
    // Most recent session first.
    expect(text.indexOf('Travail du découpage')).toBeLessThan(text.indexOf('Parcours moteur'));
    // The clinical sections stay to be written, with Sophie's instructions.
    expect(html).toContain('<h2>1. Anamnèse</h2>');
    expect(text).toContain("Instruction pour Sophie : Anamnèse : un texte d'environ 80 mots");
    expect(text).toContain('[À compléter]');
    expect(text).not.toContain('[PRÉNOM]');

    // Listed with the patient's documents; the file is the stored one.
    const [row] = await praxis.database.db
      .select({ path: patientDocuments.storagePath })
      .from(patientDocuments)
      .where(eq(patientDocuments.id, draft.document.id));
    expect(await praxis.storage.exists(row?.path ?? '')).toBe(true);
    const list = await request(
      praxis,
      'GET',
      `/api/v1/patients/${patient.id}/documents`,
      user.cookie,
    );
    expect(list.text).toContain(draft.document.id);
  });

  it('exports the same draft as a PDF when asked, kept as a PDF document of the patient', async () => {
    // A practitioner of their own: the record's sessions would overlap the first test's.
    const user = await createUser(praxis, { firstName: 'Inès', lastName: 'Format' });
    const trame = await trameWithTemplate(user, 'Bilan enfant PDF');
    const patient = await childPatient(user);
    const res = await request(praxis, 'POST', `/api/v1/trames/${trame.id}/drafts`, user.cookie, {
      patientId: patient.id,
      format: 'pdf',
    });
    expect(res.status, res.text).toBe(201);
    const draft = res.body as TDraftResult;
    expect(draft.document).toMatchObject({
      patientId: patient.id,
      fileType: 'pdf',
      mimeType: PDF_MIME,
      source: 'trame',
    });
    expect(draft.document.fileName).toMatch(
      /^Compte_rendu_Leonie_Dupre-Henault_\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const file = await praxis.request(draft.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await file.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Mme Léonie Dupré-Hénault');
    expect(text).toContain('Née le 09/03/2017');
    expect(text).toContain('Travail du découpage : progrès nets.');
    expect(text).toContain('1. Anamnèse');
    expect(text).not.toContain('[PRÉNOM]');
  });

  it('refuses a missing patient, an inactive trame, a trame without template or with a broken one', async () => {
    const user = world.otherUser;
    const patient = await createPatientThroughApi(praxis, user.cookie, {
      firstName: 'Jean',
      lastName: 'Refus',
    });
    const trame = await trameWithTemplate(user, 'Refus');
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

    const empty = await trameWithTemplate(user, 'Sans document', null);
    const noTemplate = await request(
      praxis,
      'POST',
      `/api/v1/trames/${empty.id}/drafts`,
      user.cookie,
      { patientId: patient.id },
    );
    expect(noTemplate.status).toBe(422);
    expect(noTemplate.body).toMatchObject({ error: { message: draftMessages.noTemplate } });

    const broken = await trameWithTemplate(user, 'Cassée', {
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
    const trame = await trameWithTemplate(owner, 'Trame-compte-rendu-secrète');
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
    const ownTrame = await trameWithTemplate(stranger, 'Trame de l’autre');
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
    const orgTrame = await trameWithTemplate(world.ownerOrg, 'Trame-cabinet-compte-rendu');
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

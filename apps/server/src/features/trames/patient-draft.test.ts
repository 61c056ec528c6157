import { extractText, getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn, todayIso } from '@praxis/shared/patients/rules';
import type { TDraftResult } from '@praxis/shared/trames/draft';
import { DOCX_MIME, PDF_MIME } from '@praxis/shared/trames/generation';
import { patientDocuments } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTenancyWorld, request, type TenancyWorld } from '../../test/tenancy';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { ageInMonthsOn, ageText, draftFromTemplate, frenchDate } from './patient-draft';
import {
  childPatient,
  generatedTemplate,
  readDocx,
  trameWithTemplate,
} from './patient-draft-test-support';

let praxis: TestPraxis;
let world: TenancyWorld;

beforeAll(async () => {
  praxis = await createTestPraxis();
  world = await createTenancyWorld(praxis, 'cabinet-compte-rendu');
});
afterAll(async () => {
  await praxis.close();
});

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
    const draft = draftFromTemplate(generatedTemplate, {
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
    expect(JSON.stringify(generatedTemplate)).toContain('[PRÉNOM] [NOM]');
  });
});

describe('POST /trames/{id}/drafts', () => {
  it('fills the template for a patient with the exact record fields and keeps the DOCX as a patient document', async () => {
    const user = world.otherUser;
    const trame = await trameWithTemplate(praxis, user, 'Bilan enfant');
    const patient = await childPatient(praxis, user);
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
    const { html, text } = await readDocx(praxis, draft.downloadUrl);
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
    const trame = await trameWithTemplate(praxis, user, 'Bilan enfant PDF');
    const patient = await childPatient(praxis, user);
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
});

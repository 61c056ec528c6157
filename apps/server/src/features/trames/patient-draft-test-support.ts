import { eq } from 'drizzle-orm';
import mammoth from 'mammoth';
import { expect } from 'vitest';
import type { TTemplateJson } from '@praxis/shared/trames/template-document';
import {
  calendarEvents,
  consultationReasons,
  patientGoals,
  patients,
  trames,
} from '../../db/schema';
import type { TestUser } from '../../test/factories';
import type { TestPraxis } from '../../test/test-praxis';
import { createPatientThroughApi, insertAppointmentType } from '../patients/patients-test-support';
import { createBilanTrame } from './trames-test-support';

/** What the generation job makes from the examples (template-from-examples.ts), abridged. */
export const generatedTemplate: TTemplateJson = {
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

export async function trameWithTemplate(
  praxis: TestPraxis,
  user: TestUser,
  name: string,
  template: unknown = generatedTemplate,
) {
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

/** Léonie, 9, with a representative, a reason, a school, two goals (one cancelled) and four past sessions. */
export async function childPatient(praxis: TestPraxis, user: TestUser) {
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

export async function readDocx(praxis: TestPraxis, url: string) {
  const res = await praxis.request(url);
  expect(res.status).toBe(200);
  const buffer = Buffer.from(await res.arrayBuffer());
  return {
    html: (await mammoth.convertToHtml({ buffer })).value,
    text: (await mammoth.extractRawText({ buffer })).value,
  };
}

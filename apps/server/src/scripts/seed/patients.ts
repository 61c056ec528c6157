import { randomUUID } from 'node:crypto';
import { ageOn, isMajorOn } from '@praxis/shared/patients/rules';
import { patientDocuments, patientGoals, patientParcours, patientRepresentatives, patients } from '../../db/schema';
import type { Executor } from '../../features/appointments/appointment-errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { insertInChunks } from './chunks';
import {
  CITIES,
  DOCUMENT_NAMES,
  FEMALE_FIRST_NAMES,
  GOALS,
  INSURANCES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  NOTES,
  PROFESSIONS,
  SCHOOLS,
  schoolClassFor,
  STREETS,
} from './french-data';
import { DAY_MS } from './local-time';
import type { Random } from './random';

export type SeededPatient = { id: string; lastName: string; isActive: boolean };
export type PatientCounts = { patients: number; minors: number; representatives: number; goals: number; parcours: number; documents: number };

const MIME = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', txt: 'text/plain' } as const;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function birthDate(random: Random, today: Date): string {
  // Two thirds children (3 to 17), a third adults (18 to 85): the usual mix of a psychomotor practice.
  const years = random.chance(0.65) ? random.int(3, 17) : random.int(18, 85);
  return isoDay(new Date(today.getTime() - (years * 365.25 + random.int(0, 364)) * DAY_MS));
}

function phone(random: Random): string {
  return `0${random.pick(['6', '7'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

function email(first: string, last: string, random: Random): string {
  const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
  return `${ascii(first)}.${ascii(last)}${random.int(1, 99)}@exemple.fr`;
}

/**
 * Patients with realistic French identities and, around them, what a record holds: representatives
 * for minors, goals, the current parcours and document metadata (no stored bytes: the file rows
 * name paths that do not exist, so opening one answers that the file is missing).
 */
export async function seedPatients(
  db: Executor,
  scope: Scope,
  options: { count: number; reasonIds: string[]; random: Random; now: Date },
): Promise<{ patients: SeededPatient[]; counts: PatientCounts }> {
  const { random, now } = options;
  const today = isoDay(now);
  const rows: (typeof patients.$inferInsert)[] = [];
  const reps: (typeof patientRepresentatives.$inferInsert)[] = [];
  const goals: (typeof patientGoals.$inferInsert)[] = [];
  const parcours: (typeof patientParcours.$inferInsert)[] = [];
  const documents: (typeof patientDocuments.$inferInsert)[] = [];
  const seeded: SeededPatient[] = [];
  const owned = scopeValues(scope);

  for (let i = 0; i < options.count; i++) {
    const id = randomUUID();
    const female = random.chance(0.5);
    const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const dateOfBirth = birthDate(random, now);
    const age = ageOn(dateOfBirth, today);
    const isMajor = isMajorOn(dateOfBirth, today);
    const [city, postalCode] = random.pick(CITIES);
    const school = isMajor ? null : schoolClassFor(age);
    const status = random.weighted([['active', 85], ['paused', 7], ['ended', 6], ['lost', 2]] as const);
    rows.push({
      id,
      ...owned,
      firstName,
      lastName,
      dateOfBirth,
      civilite: female ? 'Mme' : 'M.',
      gender: female ? 'Féminin' : 'Masculin',
      isMajor,
      status,
      schoolName: school ? random.pick(SCHOOLS) : null,
      schoolLevel: school?.level ?? null,
      schoolClass: school?.className ?? null,
      familyStatus: isMajor ? random.pick(['Célibataire', 'Marié(e)', female ? 'Veuve' : 'Veuf'] as const) : null,
      profession: isMajor ? random.pick(PROFESSIONS) : null,
      email: isMajor ? email(firstName, lastName, random) : null,
      phoneNumber: isMajor ? phone(random) : null,
      addressNumber: String(random.int(1, 120)),
      addressStreet: random.pick(STREETS),
      postalCode,
      city,
      consultationReasonId: options.reasonIds.length ? random.pick(options.reasonIds) : null,
      prescriber: random.chance(0.7) ? `Dr ${random.pick(LAST_NAMES)}` : null,
      insurance: random.pick(INSURANCES),
      notes: random.chance(0.2) ? random.pick(NOTES) : null,
      followupStartedAt: isoDay(new Date(now.getTime() - random.int(10, 700) * DAY_MS)),
    });
    seeded.push({ id, lastName, isActive: status === 'active' });

    if (!isMajor) {
      const parents = random.chance(0.5) ? (['mother', 'father'] as const) : ([random.pick(['mother', 'father', 'guardian'] as const)] as const);
      parents.forEach((relation, index) => {
        const parentFirst = random.pick(relation === 'father' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
        reps.push({ ...owned, patientId: id, firstName: parentFirst, lastName, relation, email: email(parentFirst, lastName, random), phone: phone(random), isPrimary: index === 0 });
      });
    }
    for (let g = random.int(1, 3); g > 0; g--) {
      const [title, description] = random.pick(GOALS);
      goals.push({
        ...owned,
        patientId: id,
        title,
        description,
        targetDate: isoDay(new Date(now.getTime() + random.int(30, 240) * DAY_MS)),
        priority: random.weighted([['low', 2], ['medium', 5], ['high', 2], ['urgent', 1]] as const),
        progressPercentage: random.int(0, 10) * 10,
      });
    }
    parcours.push({ ...owned, patientId: id, parcours: random.weighted([['bilan', 3], ['suivi', 4], ['both', 2], ['none', 1]] as const) });
    for (let d = random.chance(0.5) ? random.int(1, 2) : 0; d > 0; d--) {
      const [name, ext] = random.pick(DOCUMENT_NAMES);
      const uploadedAt = new Date(now.getTime() - random.int(1, 400) * DAY_MS);
      const fileName = `${name}_${isoDay(uploadedAt)}.${ext}`;
      documents.push({
        ...owned,
        patientId: id,
        fileName,
        fileType: ext,
        storagePath: `user_${scope.userId}/patients/${id}/documents/${uploadedAt.getTime()}_${fileName}`,
        mimeType: MIME[ext],
        sizeBytes: random.int(20_000, 2_000_000),
        uploadedAt,
      });
    }
  }

  await insertInChunks(db, patients, rows);
  await insertInChunks(db, patientRepresentatives, reps);
  await insertInChunks(db, patientGoals, goals);
  await insertInChunks(db, patientParcours, parcours);
  await insertInChunks(db, patientDocuments, documents);
  return {
    patients: seeded,
    counts: {
      patients: rows.length,
      minors: rows.filter((r) => r.isMajor === false).length,
      representatives: reps.length,
      goals: goals.length,
      parcours: parcours.length,
      documents: documents.length,
    },
  };
}

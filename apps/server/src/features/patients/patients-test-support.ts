import { expect } from 'vitest';
import type { TPatient } from '@praxis/shared/patients/schemas';
import { appointmentTypes, calendarEvents, patientDocuments } from '../../db/schema';
import type { Scope } from '../../lib/scope';
import type { TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';

/** Helpers of the patient tests: API calls for what the API owns, direct rows for the rest. */

export const patientsBase = '/api/v1/patients';

export const adultIdentity = { civilite: 'Mme', gender: 'Féminin', dateOfBirth: '1985-06-15' } as const;

export async function createPatientThroughApi(
  praxis: TestPraxis,
  cookie: string,
  patient: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<TPatient> {
  const res = await request(praxis, 'POST', patientsBase, cookie, { patient: { ...adultIdentity, ...patient }, ...extra });
  expect(res.status, res.text).toBe(201);
  return res.body as TPatient;
}

export async function insertAppointmentType(praxis: TestPraxis, scope: Scope, name: string): Promise<string> {
  const [row] = await praxis.database.db
    .insert(appointmentTypes)
    .values({ ...scope, name, durationMinutes: 45 })
    .returning({ id: appointmentTypes.id });
  if (!row) throw new Error('no appointment type');
  return row.id;
}

const HOUR = 3_600_000;

/** An event starting `startHours` from now, lasting `hours` (negative start: in the past). */
export async function insertEvent(
  praxis: TestPraxis,
  scope: Scope,
  e: { patientId: string; typeId: string; startHours: number; hours?: number; status?: string },
) {
  const startsAt = new Date(Date.now() + e.startHours * HOUR);
  const endsAt = new Date(startsAt.getTime() + (e.hours ?? 1) * HOUR);
  const [row] = await praxis.database.db
    .insert(calendarEvents)
    .values({ ...scope, patientId: e.patientId, appointmentTypeId: e.typeId, startsAt, endsAt, status: e.status ?? 'scheduled' })
    .returning({ id: calendarEvents.id, startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt });
  if (!row) throw new Error('no event');
  return row;
}

export async function insertDocument(praxis: TestPraxis, scope: Scope, patientId: string, fileName: string, isActive = true) {
  await praxis.database.db.insert(patientDocuments).values({
    ...scope,
    patientId,
    fileName,
    fileType: 'pdf',
    storagePath: `user_${scope.userId}/patients/${patientId}/documents/${Date.now()}_${fileName}`,
    mimeType: 'application/pdf',
    sizeBytes: 10,
    isActive,
  });
}

import { expect } from 'vitest';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { patients } from '../../db/schema';
import type { TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';

/** Test helpers of the agenda: a type through its endpoint, a patient row, an appointment. */
export const base = '/api/v1/appointments';

export async function createType(praxis: TestPraxis, cookie: string, name = 'Séance de rééducation', durationMinutes = 45): Promise<TAppointmentType> {
  const res = await request(praxis, 'POST', '/api/v1/appointment-types', cookie, { name, durationMinutes, location: 'Cabinet' });
  expect(res.status, res.text).toBe(201);
  return res.body as TAppointmentType;
}

/** Patients are another feature's: a row inserted directly, in the given space. */
export async function insertPatient(
  praxis: TestPraxis,
  owner: { userId: string; organizationId?: string | null },
  names = { firstName: 'Éloïse', lastName: 'Dupré' },
): Promise<{ id: string; firstName: string; lastName: string }> {
  const [row] = await praxis.database.db
    .insert(patients)
    .values({ userId: owner.userId, organizationId: owner.organizationId ?? null, ...names, dateOfBirth: '2016-04-12', isMajor: false })
    .returning({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName });
  if (!row) throw new Error('patient not inserted');
  return row;
}

export async function postAppointment(praxis: TestPraxis, cookie: string | undefined, body: Record<string, unknown>) {
  return request(praxis, 'POST', base, cookie, body);
}

export async function createAppointment(praxis: TestPraxis, cookie: string, body: Record<string, unknown>): Promise<TAppointment> {
  const res = await postAppointment(praxis, cookie, body);
  expect(res.status, res.text).toBe(201);
  return res.body as TAppointment;
}

export function errorOf(res: { body: unknown }) {
  return (res.body as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

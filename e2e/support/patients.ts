import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Seeds the patient area through the API, as the signed-in practitioner of `request`
 * (page.request after signInThroughPage shares the page's cookies).
 */

export type SeedPatient = {
  firstName: string;
  lastName: string;
  dateOfBirth?: string;
  civilite?: 'M.' | 'Mme' | 'Autre';
  gender?: 'Masculin' | 'Féminin' | 'Autre';
  [field: string]: unknown;
};

export type CreatedPatient = { id: string; firstName: string; lastName: string };

type CreateOptions = {
  representatives?: Record<string, unknown>[];
  goals?: Record<string, unknown>[];
  parcours?: 'none' | 'bilan' | 'suivi' | 'both';
};

/** POST /api/v1/patients with adult defaults (no representative needed). */
export async function createPatientViaApi(
  request: APIRequestContext,
  patient: SeedPatient,
  options: CreateOptions = {},
): Promise<CreatedPatient> {
  const res = await request.post('/api/v1/patients', {
    data: {
      patient: { dateOfBirth: '1985-04-12', civilite: 'M.', gender: 'Masculin', ...patient },
      representatives: options.representatives ?? [],
      goals: options.goals ?? [],
      parcours: options.parcours ?? 'none',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedPatient;
}

/** POST /api/v1/appointment-types; returns the id. */
export async function createAppointmentTypeViaApi(
  request: APIRequestContext,
  name: string,
  durationMinutes = 45,
): Promise<string> {
  const res = await request.post('/api/v1/appointment-types', { data: { name, durationMinutes } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** POST /api/v1/appointments for a patient, starting `startsAt` and lasting `minutes`. */
export async function createAppointmentViaApi(
  request: APIRequestContext,
  input: { patientId: string; appointmentTypeId: string; startsAt: Date; minutes?: number },
): Promise<string> {
  const endsAt = new Date(input.startsAt.getTime() + (input.minutes ?? 45) * 60_000);
  const res = await request.post('/api/v1/appointments', {
    data: {
      patientId: input.patientId,
      appointmentTypeId: input.appointmentTypeId,
      startsAt: input.startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** POST /api/v1/patients/{id}/documents with one file. */
export async function uploadPatientDocumentViaApi(
  request: APIRequestContext,
  patientId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const res = await request.post(`/api/v1/patients/${patientId}/documents`, {
    multipart: { files: file },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const PRACTICE_TIME_ZONE = 'Europe/Paris';

function parisDate(instant: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PRACTICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/**
 * A day at a given hour, `days` from today, in Europe/Paris: the browser's time zone
 * (playwright.config) and the practice's. From 23:00 UTC Paris is already on the next day, and a
 * runner in UTC would put "today's" appointment on the practice's yesterday.
 */
export function parisDaysFromNow(days: number, hour = 10, now = new Date()): Date {
  const [year, month, day] = parisDate(now.getTime()).slice(0, 10).split('-').map(Number) as [number, number, number];
  // Paris is UTC+1 in winter, UTC+2 in summer: the candidate whose Paris reading is the asked hour.
  for (const offset of [1, 2]) {
    const candidate = Date.UTC(year, month - 1, day + days, hour - offset);
    const expected = new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
    if (parisDate(candidate) === `${expected}, ${String(hour).padStart(2, '0')}`) return new Date(candidate);
  }
  throw new Error(`parisDaysFromNow: no ${hour}:00 in Paris on that day`);
}

/** A day at a given hour, `days` from now (negative: in the past), in local time. */
export function daysFromNow(days: number, hour = 10): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date;
}

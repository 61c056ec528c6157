import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Agenda seeds and locators. The tests use fixed dates in December 2026 (winter time, +01:00)
 * so that they read the same whatever day they run; the browser runs in Europe/Paris.
 */

export async function createTypeViaApi(
  request: APIRequestContext,
  input: { name: string; durationMinutes?: number; location?: string },
): Promise<string> {
  const res = await request.post('/api/v1/appointment-types', {
    data: { durationMinutes: 45, ...input },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export type SeedAppointment = {
  appointmentTypeId: string;
  patientId?: string | null;
  /** '2026-12-08T09:00' — Paris wall-clock time in winter. */
  start: string;
  end: string;
  status?: 'scheduled' | 'completed' | 'cancelled' | 'draft';
  location?: string;
  notes?: string;
};

export async function seedAppointment(
  request: APIRequestContext,
  input: SeedAppointment,
): Promise<string> {
  const { start, end, ...rest } = input;
  const res = await request.post('/api/v1/appointments', {
    data: { ...rest, startsAt: `${start}:00+01:00`, endsAt: `${end}:00+01:00` },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A calendar event showing this text (FullCalendar renders events as plain elements). */
export function calendarEvent(page: Page, text: string) {
  return page.locator('.praxis-agenda .fc-event').filter({ hasText: text });
}

export function periodTitle(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

export function wizard(page: Page) {
  return page.getByRole('dialog').filter({ hasText: /Étape \d sur 4/ });
}

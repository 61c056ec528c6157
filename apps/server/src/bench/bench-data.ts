import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calendarEvents, patients } from '../db/schema';
import type { Praxis } from '../server';
import { insertInChunks } from '../scripts/seed/chunks';
import { seedPractice, type SeedSummary } from '../scripts/seed/seed-practice';

export const PRACTITIONER = {
  email: 'bench.cabinet@exemple.fr',
  password: 'Bench-Praxis-2026',
  firstName: 'Claire',
  lastName: 'Desrosiers',
};
export const DENSE_PRACTITIONER = {
  email: 'bench.agenda@exemple.fr',
  password: 'Bench-Praxis-2026',
  firstName: 'Bruno',
  lastName: 'Agenda',
};

/** The dense month: March 2027 (a Monday the 1st, so the 42-day grid starts on it). */
export const DENSE_MONTH = {
  from: '2027-03-01T00:00:00+01:00',
  gridTo: '2027-04-12T00:00:00+02:00',
};
const DENSE_SLOT_MINUTES = 8;

export type BenchData = {
  practice: SeedSummary;
  seedSeconds: number;
  denseUserId: string;
  denseEvents: number;
  denseSeconds: number;
};

/**
 * 1 practitioner with 10,000 patients and 50,000 appointments (the seed), and a second one whose
 * March 2027 holds 5,000 events (8-minute slots, day and night: a load no real agenda has, to
 * measure the month read at that size).
 */
export async function createBenchData(
  praxis: Praxis,
  sizes: { patients: number; appointments: number; denseEvents: number },
): Promise<BenchData> {
  let started = performance.now();
  const practice = await seedPractice(praxis, {
    account: PRACTITIONER,
    patients: sizes.patients,
    appointments: sizes.appointments,
    seed: 2026,
  });
  const seedSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const dense = await seedPractice(praxis, {
    account: DENSE_PRACTITIONER,
    patients: 200,
    appointments: 0,
    seed: 7,
  });
  const type = dense.types[0];
  if (!type) throw new Error('no appointment type for the dense agenda');
  const denseDb = praxis.database.db;
  const patientIds = (
    await denseDb
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.userId, dense.userId))
  ).map((p) => p.id);
  const start = Date.parse(DENSE_MONTH.from);
  const events = Array.from({ length: sizes.denseEvents }, (_, i) => ({
    id: randomUUID(),
    userId: dense.userId,
    organizationId: null,
    patientId: patientIds[i % patientIds.length] ?? null,
    appointmentTypeId: type.id,
    startsAt: new Date(start + i * DENSE_SLOT_MINUTES * 60_000),
    endsAt: new Date(start + (i + 1) * DENSE_SLOT_MINUTES * 60_000),
    status: 'scheduled',
  }));
  await denseDb.transaction((tx) => insertInChunks(tx, calendarEvents, events));
  await praxis.database.exec('VACUUM ANALYZE calendar_events, patient_summaries');
  return {
    practice,
    seedSeconds,
    denseUserId: dense.userId,
    denseEvents: events.length,
    denseSeconds: (performance.now() - started) / 1000,
  };
}

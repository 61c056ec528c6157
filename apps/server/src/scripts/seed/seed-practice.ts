import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { profiles } from '../../db/schema';
import type { Scope } from '../../lib/scope';
import type { Praxis } from '../../server';
import { ensurePractitioner, type SeedAccount } from './account';
import { seedAppointments, type AppointmentCounts } from './appointments';
import { seedPatients, type PatientCounts } from './patients';
import { ensureReasons, ensureTypes, fillProfile } from './practice';
import { createRandom } from './random';

const SEEDED_TABLES = [
  'patients',
  'patient_summaries',
  'patient_representants',
  'patient_goals',
  'patient_parcours',
  'patient_documents',
  'calendar_events',
  'appointment_types',
  'consultation_reasons',
];

export type SeedOptions = {
  account: SeedAccount;
  patients: number;
  appointments: number;
  /** Same seed, same practice. */
  seed: number;
  now?: Date;
};

export type SeedSummary = {
  userId: string;
  accountCreated: boolean;
  reasons: number;
  types: { id: string; name: string }[];
  patients: PatientCounts;
  appointments: AppointmentCounts;
};

/**
 * A practice with its data, for a demo or a benchmark: the account through Better Auth, then every
 * row in one transaction (all or nothing), in bulk.
 */
export async function seedPractice(praxis: Praxis, options: SeedOptions): Promise<SeedSummary> {
  const { userId, created } = await ensurePractitioner(praxis, options.account);
  const scope: Scope = { userId, organizationId: null };
  const random = createRandom(options.seed);
  const now = options.now ?? new Date();

  const summary = await praxis.database.db.transaction(async (tx) => {
    if (created) await fillProfile(tx, userId, options.account);
    const [profile] = await tx.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.userId, userId));
    const timeZone = profile?.timezone ?? DEFAULT_TIME_ZONE;
    const reasonIds = await ensureReasons(tx, scope);
    const types = await ensureTypes(tx, scope);
    const seeded = await seedPatients(tx, scope, { count: options.patients, reasonIds, random, now });
    const appointments = await seedAppointments(tx, options.appointments, { scope, types, patients: seeded.patients, random, now, timeZone });
    return {
      userId,
      accountCreated: created,
      reasons: reasonIds.length,
      types: types.map(({ id, name }) => ({ id, name })),
      patients: seeded.counts,
      appointments,
    };
  });
  // After a bulk load, as after a restore: fresh statistics for the planner (PGlite has no
  // autovacuum, and PostgreSQL's would come later; without them the list queries pick plans made
  // for empty tables), and the summaries' old versions cleared (each batch of events rewrote its
  // patients' summaries: five dead rows for each live one, which every count read again).
  await praxis.database.exec(`VACUUM ANALYZE ${SEEDED_TABLES.join(', ')}`);
  return summary;
}

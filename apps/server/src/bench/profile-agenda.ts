import os from 'node:os';
import { resolveScope } from '../lib/scope';
import { signInCookie } from '../scripts/seed/account';
import { appointmentsInRange } from '../features/appointments/find-appointments';
import { toAppointment } from '../features/appointments/appointment-row';
import { createBenchData, DENSE_MONTH, DENSE_PRACTITIONER } from './bench-data';
import { openProfilePraxis, PROFILE_BASE } from './bench-env';

/**
 * npm run profile:agenda -w @praxis/server: where the time of the agenda month read (5,000
 * events) goes, step by step, on PostgreSQL — the SQL through Drizzle, the row mapping, JSON,
 * and the whole request with and without gzip. Prints medians; asserts nothing.
 */
const ROUNDS = 15;

async function median(label: string, run: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const value = times[Math.floor(times.length / 2)] ?? Number.NaN;
  console.log(`  ${label.padEnd(52)} ${value.toFixed(1).padStart(8)} ms`);
  return value;
}

async function main() {
  const { praxis, close } = await openProfilePraxis();
  const base = PROFILE_BASE;
  try {
    const data = await createBenchData(praxis, {
      patients: 50,
      appointments: 50,
      denseEvents: 5_000,
    });
    const cookie = await signInCookie(
      praxis,
      DENSE_PRACTITIONER.email,
      DENSE_PRACTITIONER.password,
    );
    const scope = await resolveScope(praxis.database.db, data.denseUserId, null);
    const range = { from: new Date(DENSE_MONTH.from), to: new Date(DENSE_MONTH.gridTo) };
    const rows = await appointmentsInRange(praxis.database.db, scope, range, {});
    const items = rows.map((row) => toAppointment(row, data.denseUserId));
    const body = { items, total: items.length };
    const json = JSON.stringify(body);
    console.log(
      `Mois dense : ${rows.length} rendez-vous, ${(json.length / 1024).toFixed(0)} Ko de JSON — médianes de ${ROUNDS} passages, charge ${os.loadavg()[0]?.toFixed(1)}`,
    );
    await median('SQL + lignes Drizzle (appointmentsInRange)', () =>
      appointmentsInRange(praxis.database.db, scope, range, {}),
    );
    await median('toAppointment (5 000 lignes)', () =>
      rows.map((row) => toAppointment(row, data.denseUserId)),
    );
    await median('JSON.stringify', () => JSON.stringify(body));
    const url = `${base}/api/v1/appointments?from=${encodeURIComponent(DENSE_MONTH.from)}&to=${encodeURIComponent(DENSE_MONTH.gridTo)}`;
    const request = (encoding: string) => async () => {
      const res = await praxis.app.request(url, {
        headers: { cookie, 'accept-encoding': encoding },
      });
      await res.arrayBuffer();
    };
    await median('requête complète, sans compression', request('identity'));
    await median('requête complète, gzip', request('gzip'));
    await median('session seule (GET /api/auth/get-session)', async () => {
      const res = await praxis.app.request(`${base}/api/auth/get-session`, { headers: { cookie } });
      await res.arrayBuffer();
    });
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});

import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import inspector from 'node:inspector/promises';
import { signInCookie } from '../scripts/seed/account';
import { createBenchData, DENSE_MONTH, DENSE_PRACTITIONER, PRACTITIONER } from './bench-data';
import { openProfilePraxis, PROFILE_BASE } from './bench-env';

/**
 * npm run profile:requests -w @praxis/server: the CPU time of the benchmarked reads one at a time
 * (patient list, search, filter, dense agenda month) on PostgreSQL, with a smaller data set
 * (PROFILE_PATIENTS, default 2,000). Run it under `node --cpu-prof` to see where the time goes.
 */
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 200);

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 20; i++) await run();
  const profiler = process.env.PROFILE_CPU ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const times: number[] = [];
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuStart);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    const file = path.join(
      process.env.PROFILE_CPU ?? '.',
      `${label.replace(/\W+/g, '-')}.cpuprofile`,
    );
    writeFileSync(file, JSON.stringify(profile));
    profiler.disconnect();
  }
  times.sort((a, b) => a - b);
  const p = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? Number.NaN;
  const cpuMs = (cpu.user + cpu.system) / 1000 / ROUNDS;
  console.log(
    `  ${label.padEnd(40)} p50 ${p(0.5).toFixed(1).padStart(7)} ms  p95 ${p(0.95).toFixed(1).padStart(7)} ms  CPU Node ${cpuMs.toFixed(1).padStart(6)} ms/requête`,
  );
}

async function main() {
  const { praxis, close } = await openProfilePraxis();
  const base = PROFILE_BASE;
  try {
    const bench = await createBenchData(praxis, {
      patients: Number(process.env.PROFILE_PATIENTS ?? 2_000),
      appointments: Number(process.env.PROFILE_APPOINTMENTS ?? 10_000),
      denseEvents: 5_000,
    });
    await praxis.database.exec('ANALYZE');
    const practiceUserId = bench.practice.userId;
    const practice = await signInCookie(praxis, PRACTITIONER.email, PRACTITIONER.password);
    const dense = await signInCookie(praxis, DENSE_PRACTITIONER.email, DENSE_PRACTITIONER.password);
    const get = (cookie: string, address: string) => async () => {
      const res = await praxis.app.request(`${base}${address}`, {
        headers: { cookie, 'accept-encoding': process.env.PROFILE_ENCODING ?? 'gzip' },
      });
      if (!res.ok) throw new Error(`${address}: ${res.status}`);
      await res.arrayBuffer();
    };
    if (process.env.PROFILE_TRACE) {
      const pg = (await import('pg')).default;
      const original = pg.Client.prototype.query;
      const trace = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
      trace.query = function (this: unknown, ...args: unknown[]) {
        const first = args[0] as string | { text?: string };
        const text = typeof first === 'string' ? first : (first.text ?? '?');
        const started = performance.now();
        const result = (original as unknown as (...a: unknown[]) => unknown).apply(this, args);
        if (result instanceof Promise)
          void result.then(() =>
            console.log(
              `    ${(performance.now() - started).toFixed(2)} ms  ${text.replace(/\s+/g, ' ').slice(0, 140)}`,
            ),
          );
        else console.log(`    (cb) ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
        return result;
      };
      for (const address of ['/api/v1/patients', '/api/v1/patients?bilanStatus=todo']) {
        console.log(address);
        await get(practice, address)();
      }
      trace.query = original as never;
      const { sql } = await import('drizzle-orm');
      const { withScopedTransaction } = await import('../lib/rls');
      const { patientListQuery } = await import('../features/patients/list/find-patients');
      const { ZPatientListQuery } = await import('@praxis/shared/patients/schemas');
      const data = { userId: practiceUserId };
      for (const [label, query] of [
        ['list', {}],
        ['todo', { bilanStatus: 'todo' }],
        ['martin', { search: 'martin' }],
        ['dupont marie', { search: 'dupont marie' }],
      ] as const) {
        const filters = ZPatientListQuery.parse(query);
        for (const scoped of [false, true]) {
          const q = patientListQuery({ userId: data.userId, organizationId: null }, filters, 25, 0);
          const run = async (db: typeof praxis.database.db) => {
            for (let i = 0; i < 3; i++) await db.execute(q);
            const res = (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`)) as unknown as {
              rows: Record<string, string>[];
            };
            return res.rows.map((r) => Object.values(r)[0]).join('\n');
          };
          const plan = scoped
            ? await withScopedTransaction(
                praxis.database.db,
                { userId: data.userId, organizationId: null },
                run,
              )
            : await run(praxis.database.db);
          console.log(
            `=== ${label} ${scoped ? 'RLS' : 'owner'}\n${process.env.PROFILE_TRACE === 'full' ? plan : plan.split('\n').slice(-3).join('\n')}`,
          );
        }
      }
    }
    console.log(`Médianes de ${ROUNDS} passages, charge ${os.loadavg()[0]?.toFixed(1)}`);
    const only = process.env.PROFILE_ONLY;
    if (!only || only === 'session')
      await measure('session seule (get-session)', get(practice, '/api/auth/get-session'));
    if (!only || only === 'list')
      await measure('liste des patients', get(practice, '/api/v1/patients'));
    if (!only || only === 'search')
      await measure('recherche « martin »', get(practice, '/api/v1/patients?search=martin'));
    if (!only || only === 'filter')
      await measure('bilanStatus=todo', get(practice, '/api/v1/patients?bilanStatus=todo'));
    const month = new URLSearchParams({
      from: DENSE_MONTH.from,
      to: DENSE_MONTH.gridTo,
    }).toString();
    if (!only || only === 'agenda')
      await measure('agenda, mois dense', get(dense, `/api/v1/appointments?${month}`));
  } finally {
    await close(Boolean(process.env.PROFILE_KEEP));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});

import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { appointmentMessages } from '@praxis/shared/appointments/schemas';
import { createLogger } from '../lib/logger';
import { createPraxis } from '../server';
import { signInCookie } from '../scripts/seed/account';
import { appointmentsInRange } from '../features/appointments/find-appointments';
import { benchAnalysis, benchNoopJob, type AnalysisFigures } from './analysis-bench';
import { jobDefinitions } from '../jobs';
import { createBenchData, DENSE_MONTH, DENSE_PRACTITIONER, PRACTITIONER } from './bench-data';
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from './bench-database';
import { explain, patientSearchQuery } from './explain';
import { freePort } from './free-port';
import { runLoad, runLoadOffThread, type LoadResult } from './http-load';
import { MONTH_CELLS, monthGrid, scenarios, SEARCH_TERMS, type Scenario } from './scenarios';
import { benchEnv } from './bench-env';
import { keepConnectionsAlive } from '../lib/keep-alive';

/**
 * npm run bench: the app in this process, served over real HTTP on 127.0.0.1 (a free port) by
 * @hono/node-server, on PGlite and then on a PostgreSQL database of its own. Prints figures;
 * asserts nothing about times.
 */
const SIZES = { patients: 10_000, appointments: 50_000, denseEvents: 5_000 };
const CONCURRENCY = 4;
const CONCURRENT_BOOKINGS = 50;
const SCENARIO_TIME_LIMIT_MS = 12_000;
const WARM_UP_REQUESTS = 20;

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1)).padStart(8);

function printResult(r: LoadResult, isPostgres: boolean, target?: number) {
  const verdict =
    target === undefined
      ? ''
      : isPostgres
        ? r.p95 < target
          ? `PASS (p95 < ${target} ms)`
          : `MISS (p95 ≥ ${target} ms)`
        : `(cible ${target} ms : PostgreSQL)`;
  const statuses = Object.entries(r.statuses)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `  ${r.name.padEnd(44)} ${String(r.requests).padStart(5)} ${ms(r.p50)} ${ms(r.p95)} ${r.perSecond.toFixed(0).padStart(7)}  ${statuses}${r.cutShort ? ' (limite de temps)' : ''}  ${verdict}`,
  );
  const c = r.cpu;
  const client = c.clientMs === null ? 'client dans le serveur' : `client ${c.clientMs.toFixed(1)}`;
  console.log(
    `  ${''.padEnd(44)} CPU par requête (ms) : machine ${c.machineMs.toFixed(1)} = serveur ${c.serverMs.toFixed(1)} + ${client} + reste (PostgreSQL…) ${(c.machineMs - c.serverMs - (c.clientMs ?? 0)).toFixed(1)} ; vol ${c.stealMs.toFixed(1)} ; cœurs occupés ${c.busyCores.toFixed(2)}`,
  );
}

async function concurrentBookings(base: string, cookie: string, appointmentTypeId: string) {
  // A Sunday: the seed books weekdays only, so the slot is free before the race.
  const body = JSON.stringify({
    appointmentTypeId,
    startsAt: '2027-01-03T09:00:00+01:00',
    endsAt: '2027-01-03T10:00:00+01:00',
  });
  const responses = await Promise.all(
    Array.from({ length: CONCURRENT_BOOKINGS }, async () => {
      const res = await fetch(`${base}/api/v1/appointments`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: base },
        body,
      });
      const json = (await res.json()) as { error?: { message: string } };
      return { status: res.status, message: json.error?.message };
    }),
  );
  const isOverlap = (m?: string) =>
    m === appointmentMessages.overlap ||
    (m?.startsWith('Ce créneau chevauche avec un autre rendez-vous (') ?? false);
  const created = responses.filter((r) => r.status === 201).length;
  const refused = responses.filter((r) => r.status === 409 && isOverlap(r.message)).length;
  const viaConstraint = responses.filter((r) => r.message === appointmentMessages.overlap).length;
  const others = responses.length - created - refused;
  console.log(
    `  ${CONCURRENT_BOOKINGS} créations simultanées du même créneau : ${created} créée (attendu 1), ${refused} refus de chevauchement (attendu ${CONCURRENT_BOOKINGS - 1}, dont ${viaConstraint} par la contrainte d’exclusion 23P01), ${others} autres (attendu 0)`,
  );
}

/**
 * A server in service has compiled its hot paths, prepared its statements on every pooled
 * connection and read its pages into the database's cache. Without this, the first measured
 * scenario paid the start-up alone (5 sequential warm-up requests, one connection).
 */
async function warmUp(base: string, cookies: Record<Scenario['who'], string>, list: Scenario[]) {
  let sent = 0;
  for (const s of list) {
    const result = await runLoad({
      name: `warm-up ${s.name}`,
      urls: s.paths.map((p) => base + p),
      cookie: cookies[s.who],
      requests: WARM_UP_REQUESTS,
      concurrency: CONCURRENCY,
      warmup: 0,
      timeLimitMs: SCENARIO_TIME_LIMIT_MS,
    });
    sent += result.requests;
  }
  return sent;
}

type DatabaseFigures = {
  database: string;
  driver: string;
  loadBefore: number | null;
  loadAfter: number | null;
  /** Unmeasured requests sent before the first measured scenario (0 in runs before 2026-11-30 13:00). */
  warmUpRequests: number;
  scenarios: (LoadResult & { targetP95Ms?: number })[];
  analysis?: AnalysisFigures;
};

/** bench/results.json: this run's figures; the previous run's are kept as results.previous.json. */
function writeResults(figures: DatabaseFigures[], seconds: number) {
  const dir = path.resolve(import.meta.dirname, '../../../../bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'results.json');
  if (existsSync(file)) renameSync(file, path.join(dir, 'results.previous.json'));
  const machine = {
    node: process.version,
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  };
  writeFileSync(
    file,
    `${JSON.stringify({ takenAt: new Date().toISOString(), machine, sizes: SIZES, seconds, databases: figures }, null, 2)}\n`,
  );
  console.log(
    `Résultats écrits dans ${path.relative(process.env.INIT_CWD ?? process.cwd(), file)}`,
  );
}

async function benchOne(db: BenchDatabase, dataDir: string): Promise<DatabaseFigures> {
  const isPostgres = db.handle.driver === 'postgres';
  const figures: DatabaseFigures = {
    database: db.label,
    driver: db.handle.driver,
    loadBefore: null,
    loadAfter: null,
    warmUpRequests: 0,
    scenarios: [],
  };
  console.log(`\n=== ${db.label} ===`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchEnv(dataDir, base);
  const praxis = await createPraxis({
    env,
    database: db.handle,
    logger: createLogger('silent'),
    jobDefinitions: [...jobDefinitions, benchNoopJob],
  });

  const data = await createBenchData(praxis, SIZES);
  const p = data.practice;
  console.log(
    `Données : ${p.patients.patients} patients, ${p.appointments.appointments} RDV (${p.appointments.firstDay} → ${p.appointments.lastDay}), ${p.patients.documents} documents, ${p.patients.representatives} représentants, ${p.patients.goals} objectifs — seed en ${data.seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `         + 2e praticien : ${data.denseEvents} RDV en mars 2027 — ${data.denseSeconds.toFixed(1)} s`,
  );

  const now = new Date();
  const currentGrid = monthGrid(now);
  figures.loadBefore = os.loadavg()[0] ?? null;
  console.log(
    `Charge de la machine (load average 1 min) avant les mesures : ${figures.loadBefore?.toFixed(1)}`,
  );
  const server = serve({ fetch: praxis.app.fetch, port, hostname: '127.0.0.1' });
  keepConnectionsAlive(server);
  try {
    const cookies = {
      practice: await signInCookie(praxis, PRACTITIONER.email, PRACTITIONER.password),
      dense: await signInCookie(praxis, DENSE_PRACTITIONER.email, DENSE_PRACTITIONER.password),
    };
    const check = (await (
      await fetch(`${base}/api/v1/patients?search=eloise`, {
        headers: { cookie: cookies.practice },
      })
    ).json()) as { total: number; items: { firstName: string }[] };
    console.log(
      `HTTP réel sur ${base}, ${CONCURRENCY} requêtes à la fois ; « eloise » trouve ${check.total} patients (ex. ${check.items[0]?.firstName ?? '—'})`,
    );
    const warmed = await warmUp(base, cookies, scenarios(now));
    figures.warmUpRequests = warmed;
    console.log(
      `Mise en route : ${warmed} requêtes non mesurées (chaque scénario ${WARM_UP_REQUESTS} fois, ${CONCURRENCY} à la fois), le serveur étant mesuré comme un serveur déjà en service`,
    );
    console.log(
      `  ${'scénario'.padEnd(44)} ${'req.'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'req/s'.padStart(7)}  statuts`,
    );
    for (const s of scenarios(now)) {
      // BENCH_CLIENT=inline: the load client in the server's own event loop, as before (to compare).
      const load = process.env.BENCH_CLIENT === 'inline' ? runLoad : runLoadOffThread;
      const result = await load({
        name: s.name,
        urls: s.paths.map((p) => base + p),
        cookie: cookies[s.who],
        requests: s.requests,
        concurrency: s.concurrency ?? CONCURRENCY,
        warmup: 5,
        timeLimitMs: SCENARIO_TIME_LIMIT_MS,
      });
      printResult(result, isPostgres, s.targetP95Ms);
      figures.scenarios.push({
        ...result,
        ...(s.targetP95Ms ? { targetP95Ms: s.targetP95Ms } : {}),
      });
    }
    const dense = (await (
      await fetch(
        `${base}/api/v1/appointments?${new URLSearchParams({ from: DENSE_MONTH.from, to: DENSE_MONTH.gridTo, ...MONTH_CELLS }).toString()}`,
        { headers: { cookie: cookies.dense } },
      )
    ).json()) as { total: number; items: unknown[]; moreByDay?: Record<string, number> };
    const leftOut = Object.values(dense.moreByDay ?? {}).reduce((sum, n) => sum + n, 0);
    console.log(`  (la grille de mars 2027 : ${dense.total} RDV, ${dense.items.length} envoyés, ${leftOut} comptés en « +N en plus »)`);

    const type = p.types.find((t) => t.name === 'Séance de rééducation') ?? p.types[0];
    figures.loadAfter = os.loadavg()[0] ?? null;
    console.log(
      `Charge de la machine (load average 1 min) après les mesures : ${figures.loadAfter?.toFixed(1)}`,
    );
    if (type) await concurrentBookings(base, cookies.practice, type.id);
    const analysis = await benchAnalysis(praxis, base, cookies.dense);
    figures.analysis = analysis;
    console.log(
      `  analyse de ${analysis.examples} exemples PDF de 10 pages (${analysis.pages} pages, ${(analysis.pdfBytes / 1024).toFixed(0)} Ko) : ${analysis.analysisSeconds.toFixed(1)} s du lancement à la fin (${analysis.status}), ${((analysis.analysisSeconds * 1000) / analysis.examples).toFixed(0)} ms par exemple`,
    );
    console.log(
      `  file de tâches : ${analysis.queueJobs} tâches vides en ${analysis.queueSeconds.toFixed(1)} s, ${analysis.jobsPerSecond.toFixed(0)} tâches/s (mise en file comprise)`,
    );

    if (isPostgres) {
      console.log('EXPLAIN (ANALYZE, BUFFERS) — index utilisés :');
      const scope = { userId: p.userId, organizationId: null };
      for (const term of SEARCH_TERMS) {
        const plan = await explain(praxis.database.db, patientSearchQuery(scope, term));
        // The trigram indexes are read inside praxis_patient_name_matches, whose plan EXPLAIN does not show.
        console.log(
          `  recherche « ${term} » : ${plan.executionMs.toFixed(1)} ms, index : ${plan.indexes.join(', ') || 'aucun'}${plan.seqScans.length ? ` ; parcours séquentiels : ${plan.seqScans.join(', ')}` : ''}`,
        );
      }
      const grids = [
        [
          'agenda, mars 2027, lecture complète (5 000 RDV)',
          data.denseUserId,
          DENSE_MONTH.from,
          DENSE_MONTH.gridTo,
        ],
        ['agenda, mois courant, lecture complète (cabinet)', p.userId, currentGrid.from, currentGrid.to],
      ] as const;
      for (const [label, userId, from, to] of grids) {
        const range = appointmentsInRange(
          praxis.database.db,
          { userId, organizationId: null },
          { from: new Date(from), to: new Date(to) },
          {},
        );
        const plan = await explain(praxis.database.db, range.getSQL());
        console.log(
          `  ${label} : ${plan.executionMs.toFixed(1)} ms, index : ${plan.indexes.join(', ') || 'aucun'}${plan.seqScans.length ? ` ; parcours séquentiels : ${plan.seqScans.join(', ')}` : ''}`,
        );
      }
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await praxis.jobs.stop();
    await praxis.events.stop();
  }
  return figures;
}

async function main() {
  const started = performance.now();
  console.log(
    `Praxis — benchmark (${SIZES.patients} patients, ${SIZES.appointments} RDV pour 1 praticien ; ${SIZES.denseEvents} RDV dans un mois pour un 2e), Node ${process.version}, ${os.cpus().length} cœurs`,
  );
  const results: DatabaseFigures[] = [];
  // BENCH_ONLY=postgres (or pglite) npm run bench: one database instead of both.
  const only = process.env.BENCH_ONLY;
  const runs: ((dataDir: string) => Promise<BenchDatabase | null>)[] = [
    ...(only === 'postgres'
      ? []
      : [(dataDir: string) => openBenchPglite(path.join(dataDir, 'db'))]),
    ...(only === 'pglite' ? [] : [openBenchPostgres]),
  ];
  for (const open of runs) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'praxis-bench-'));
    const db = await open(dataDir);
    if (!db) {
      rmSync(dataDir, { recursive: true, force: true });
      continue;
    }
    try {
      results.push(await benchOne(db, dataDir));
    } finally {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(`\nDurée totale : ${seconds} s`);
  writeResults(results, seconds);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

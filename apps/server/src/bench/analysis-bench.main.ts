import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { jobDefinitions } from '../jobs';
import { createLogger } from '../lib/logger';
import { ensurePractitioner, signInCookie } from '../scripts/seed/account';
import { createPraxis } from '../server';
import { benchAnalysis, benchNoopJob } from './analysis-bench';
import { openBenchPglite, openBenchPostgres } from './bench-database';
import { freePort } from './free-port';
import { benchEnv } from './bench-env';

/**
 * npm run bench:analysis -w @praxis/server: only issue 11's figures (10 ten-page examples
 * analysed, queue throughput), on PGlite then PostgreSQL, without the 10,000-patient data of
 * `npm run bench` (which prints them too). Prints figures; asserts nothing.
 */
const ACCOUNT = {
  email: 'bench-analyse@praxis.local',
  password: 'Bench-analyse-2026!',
  firstName: 'Claire',
  lastName: 'Desrosiers',
};

async function main() {
  console.log(
    `Praxis — analyse des exemples et file de tâches, Node ${process.version}, ${os.cpus().length} cœurs, charge ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const open of [(dir: string) => openBenchPglite(path.join(dir, 'db')), openBenchPostgres]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'praxis-bench-analysis-'));
    const db = await open(dataDir);
    if (!db) continue;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = benchEnv(dataDir, base);
    const praxis = await createPraxis({
      env,
      database: db.handle,
      logger: createLogger('silent'),
      jobDefinitions: [...jobDefinitions, benchNoopJob],
    });
    const server = serve({ fetch: praxis.app.fetch, port, hostname: '127.0.0.1' });
    try {
      await ensurePractitioner(praxis, ACCOUNT);
      const figures = await benchAnalysis(
        praxis,
        base,
        await signInCookie(praxis, ACCOUNT.email, ACCOUNT.password),
      );
      console.log(`\n=== ${db.label} ===`);
      console.log(
        `  ${figures.examples} exemples PDF de 10 pages (${(figures.pdfBytes / 1024).toFixed(0)} Ko) : ${figures.analysisSeconds.toFixed(1)} s du lancement à la fin (${figures.status}), ${((figures.analysisSeconds * 1000) / figures.examples).toFixed(0)} ms par exemple`,
      );
      console.log(
        `  file de tâches : ${figures.queueJobs} tâches vides en ${figures.queueSeconds.toFixed(1)} s, ${figures.jobsPerSecond.toFixed(0)} tâches/s (mise en file comprise)`,
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await praxis.jobs.stop();
      await praxis.events.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`Charge après : ${os.loadavg()[0]?.toFixed(1)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

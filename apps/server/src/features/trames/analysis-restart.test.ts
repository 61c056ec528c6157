import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { trameMessages, type TTrameExample } from '@praxis/shared/trames/schemas';
import { loadEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import { makePdf } from '../../lib/simple-pdf';
import { sqlRows } from '../../lib/sql-rows';
import { createPraxis } from '../../server';
import { createUser } from '../../test/factories';
import {
  createTestDatabase,
  testEnvValues,
  withTestRequest,
  type TestPraxis,
} from '../../test/test-praxis';
import { request } from '../../test/tenancy';
import { createBilanTrame, examplePdf, uploadExample } from './trames-test-support';

/**
 * Issue 11: a server killed during an analysis, then started again on the same database. The
 * first process runs no worker; what its death leaves is written as a crash leaves it (the
 * analysis 'running', its queue job active with a silent heartbeat); the second process, the
 * restarted server, must finish the analysis or fail it with the French message — never leave
 * it running.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startOn(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  dataDir: string,
  workers: boolean,
): Promise<TestPraxis> {
  const env = loadEnv(testEnvValues(dataDir));
  const praxis = await createPraxis({
    env,
    database: database.handle,
    workers,
    jobSuperviseIntervalSeconds: 1,
    logger: createLogger('silent'),
  });
  const stop = async () => {
    await praxis.jobs.stop();
    await praxis.events.stop();
  };
  return withTestRequest(praxis, stop);
}

/** The server before the crash: a trame, two examples and an analysis launched, in flight. */
async function analysisInFlight() {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'praxis-analysis-restart-'));
  cleanups.push(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const first = await startOn(database, dataDir, false);
  const user = await createUser(first, { firstName: 'Hélène', lastName: 'Relance' });
  const trame = await createBilanTrame(first, user, 'Bilan relancé');
  for (const name of ['premier.pdf', 'second.pdf'])
    expect(
      (
        await uploadExample(
          first,
          user,
          trame.id,
          examplePdf(
            name,
            makePdf([
              ['Bilan psychomoteur', 'Motif de la demande', 'Difficultés graphiques en classe.'],
            ]),
          ),
        )
      ).status,
    ).toBe(201);
  const launched = await request(first, 'POST', `/api/v1/trames/${trame.id}/analysis`, user.cookie);
  expect(launched.status, launched.text).toBe(201);
  // The crash: the worker had started (row 'running', job active), then the process died.
  await first.database.db.execute(
    sql`UPDATE trame_analysis_jobs SET status = 'running', started_at = now() - interval '10 minutes'`,
  );
  await first.database.db.execute(sql`
    UPDATE pgboss.job SET state = 'active', started_on = now() - interval '10 minutes',
      heartbeat_on = now() - interval '10 minutes', start_after = now() - interval '1 hour'
    WHERE name = 'trame-analysis'`);
  await first.close();
  return { database, dataDir, user, trameId: trame.id };
}

async function analysisStatus(
  praxis: TestPraxis,
  cookie: string,
  trameId: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(praxis, 'GET', `/api/v1/trames/${trameId}/analysis`, cookie);
    const job = (res.body as { job: { status: string; errorMessage: string | null } | null }).job;
    if (job && job.status !== 'pending' && job.status !== 'running') return job;
    if (Date.now() > deadline)
      throw new Error(`analyse toujours « ${job?.status} » après ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a server killed during an analysis', () => {
  it('finishes the analysis once restarted: the dead attempt is taken back, every example analysed', async () => {
    const { database, dataDir, user, trameId } = await analysisInFlight();
    const restarted = await startOn(database, dataDir, true);
    cleanups.push(restarted.close);
    const job = await analysisStatus(restarted, user.cookie, trameId);
    expect(job).toMatchObject({ status: 'completed', errorMessage: null });
    const examples = await request(
      restarted,
      'GET',
      `/api/v1/trames/${trameId}/examples`,
      user.cookie,
    );
    const items = (examples.body as { items: TTrameExample[] }).items;
    expect(items.map((e) => e.status)).toEqual(['done', 'done']);
  });

  it('fails the analysis with the French message when the dead attempt was the last one allowed', async () => {
    const { database, dataDir, user, trameId } = await analysisInFlight();
    // The process died on the last attempt: no retry is left.
    const db = await startOn(database, dataDir, false);
    await db.database.db.execute(
      sql`UPDATE pgboss.job SET retry_count = retry_limit WHERE name = 'trame-analysis'`,
    );
    await db.close();
    const restarted = await startOn(database, dataDir, true);
    cleanups.push(restarted.close);
    const job = await analysisStatus(restarted, user.cookie, trameId);
    expect(job).toMatchObject({ status: 'failed', errorMessage: trameMessages.analysisFailed });
    const [row] = await sqlRows<{ running: number }>(
      restarted.database.db,
      sql`SELECT count(*)::int AS running FROM trame_analysis_jobs WHERE status IN ('pending', 'running')`,
    );
    expect(row?.running).toBe(0);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestPraxis, type TestPraxis } from '../test/test-praxis';
import { defineJob } from './jobs';
import { sqlRows } from './sql-rows';

/**
 * The job queue on the database under test (PGlite in memory, or a fresh PostgreSQL database):
 * runs, retries with back-off, final failure reported once, transactional enqueue, and recovery
 * of a job whose process died while running it.
 */
const runs: string[] = [];
const failures: string[] = [];
const attempts = new Map<string, number>();
const attemptNumbers = new Map<string, number[]>();

const ZPayload = z.object({ key: z.string(), failTimes: z.number().int().min(0).default(0) });

const echoJob = defineJob({
  name: 'test-echo',
  payload: ZPayload,
  retry: { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 60, heartbeatSeconds: 10 },
  async run({ key, failTimes }, context) {
    const seen = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, seen);
    attemptNumbers.set(key, [...(attemptNumbers.get(key) ?? []), context.attempt]);
    if (seen <= failTimes) throw new Error(`échec voulu ${seen}`);
    runs.push(key);
  },
  async onFailed({ key }) {
    failures.push(key);
  },
});

let praxis: TestPraxis;

beforeAll(async () => {
  praxis = await createTestPraxis({}, { jobDefinitions: [echoJob], jobSuperviseIntervalSeconds: 1 });
});
afterAll(async () => {
  await praxis.close();
});

async function until(predicate: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('job queue', () => {
  it('runs an enqueued job with its parsed payload', async () => {
    const id = await praxis.jobs.enqueue(echoJob, { key: 'once', failTimes: 0 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await praxis.jobs.idle();
    expect(runs).toContain('once');
    expect(attempts.get('once')).toBe(1);
  });

  it('retries a failing job and completes it', async () => {
    await praxis.jobs.enqueue(echoJob, { key: 'twice', failTimes: 1 });
    await until(() => runs.includes('twice'));
    expect(attemptNumbers.get('twice')).toEqual([0, 1]);
    expect(failures).not.toContain('twice');
  });

  it('reports a job that keeps failing once, after its last retry', async () => {
    await praxis.jobs.enqueue(echoJob, { key: 'never', failTimes: 99 });
    await until(() => failures.includes('never'), 30_000);
    expect(attemptNumbers.get('never')).toEqual([0, 1, 2]);
    expect(runs).not.toContain('never');
    expect(failures.filter((k) => k === 'never')).toHaveLength(1);
  });

  it('refuses a payload that does not match the job', async () => {
    await expect(praxis.jobs.enqueue(echoJob, { key: 42 } as never)).rejects.toThrow();
  });

  it('enqueues inside a transaction: nothing when it rolls back, the job when it commits', async () => {
    const db = praxis.database.db;
    await expect(
      db.transaction(async (tx) => {
        await praxis.jobs.enqueue(echoJob, { key: 'rolled-back', failTimes: 0 }, { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await db.transaction(async (tx) => {
      await praxis.jobs.enqueue(echoJob, { key: 'committed', failTimes: 0 }, { tx });
    });
    await until(() => runs.includes('committed'));
    await praxis.jobs.idle();
    expect(runs).not.toContain('rolled-back');
  });

  it('defers a job to its start time', async () => {
    await praxis.jobs.enqueue(echoJob, { key: 'later', failTimes: 0 }, { startAfter: new Date(Date.now() + 60 * 60_000) });
    await praxis.jobs.idle();
    expect(runs).not.toContain('later');
    const [row] = await sqlRows<{ state: string }>(
      praxis.database.db,
      sql`SELECT state::text AS state FROM pgboss.job WHERE name = 'test-echo' AND data->>'key' = 'later'`,
    );
    expect(row?.state).toBe('created');
  });

  it('takes back a job whose process died while running it', async () => {
    const id = await praxis.jobs.enqueue(echoJob, { key: 'orphan', failTimes: 0 }, { startAfter: new Date(Date.now() + 60 * 60_000) });
    // What a crashed process leaves behind: the job active, its heartbeat long silent.
    await praxis.database.db.execute(sql`
      UPDATE pgboss.job SET state = 'active', start_after = now() - interval '1 hour',
        started_on = now() - interval '10 minutes', heartbeat_on = now() - interval '10 minutes'
      WHERE id = ${id}::uuid`);
    await until(() => runs.includes('orphan'), 30_000);
    // Run again here, as its second attempt (the dead process had the first).
    expect(attemptNumbers.get('orphan')).toEqual([1]);
  });
});

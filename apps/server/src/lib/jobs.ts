import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type ConstructorOptions, type Job } from 'pg-boss';
import type { DrizzleTransactionLike } from 'pg-boss/dist/adapters/drizzle';
import type { z } from 'zod';
import type { AppDeps } from './context';
import type { Database, DatabaseHandle } from './db';
import type { Logger } from './logger';
import { sqlRows } from './sql-rows';

/**
 * The one background-work queue of the server (DESIGN.md "Background work"): pg-boss in the
 * application's own database, on PGlite and on PostgreSQL alike. Features declare their jobs in
 * `features/<name>/<name>.jobs.ts` with `defineJob`; `jobs.ts` lists them; workers start with the
 * server (or alone with `--worker-only`).
 */

export type JobRunContext = {
  /** The server's dependencies, as routes get them (database, storage, mailer, events…). */
  deps: AppDeps;
  jobId: string;
  /** 0 on the first attempt. */
  attempt: number;
  /** True when a failure of this attempt is final (no retry left). */
  isLastAttempt: boolean;
  logger: Logger;
  /** Aborted when the worker stops or the job expires. */
  signal: AbortSignal;
};

export type JobRetryPolicy = {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each retry (with jitter). */
  retryDelaySeconds: number;
  /** An attempt longer than this is failed (or retried). */
  expireInSeconds: number;
  /**
   * A running attempt refreshes a heartbeat; when its process dies the job is retried (or failed)
   * after this many seconds instead of waiting for expireInSeconds. At least 10.
   */
  heartbeatSeconds?: number;
};

export type JobDefinition<P> = {
  /** Queue name: kebab-case, unique. */
  name: string;
  payload: z.ZodType<P>;
  run: (payload: P, context: JobRunContext) => Promise<void>;
  /**
   * Called once a job has failed for good — after its last attempt threw, expired or lost its
   * process — so the feature can record a French message where users see the job's state.
   */
  onFailed?: (payload: P, context: { deps: AppDeps; logger: Logger }) => Promise<void>;
  retry?: Partial<JobRetryPolicy>;
  /** Jobs of this queue run at most this many at a time in one process. */
  concurrency?: number;
};

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/** Every job the server knows about; a definition is a value from defineJob. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of definitions of any payload
export type AnyJobDefinition = JobDefinition<any>;

export type EnqueueOptions = {
  /** Do not run before this instant. */
  startAfter?: Date;
  /** At most one queued job with this key (a second enqueue returns null). */
  singletonKey?: string;
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: Database;
};

export type JobQueue = {
  /** Installs or upgrades the queue's tables, creates the queues; with workers, starts them. */
  start: (options: { workers: boolean }) => Promise<void>;
  stop: () => Promise<void>;
  enqueue: <P>(definition: JobDefinition<P>, payload: P, options?: EnqueueOptions) => Promise<string | null>;
  /** Runs the job on a cron schedule (UTC), replacing any earlier schedule of that queue. */
  schedule: <P>(definition: JobDefinition<P>, cron: string, payload: P) => Promise<void>;
  cancel: (definition: AnyJobDefinition, jobId: string) => Promise<void>;
  /** Resolves once no job of any known queue is waiting or running (tests, benchmarks). */
  idle: (timeoutMs?: number) => Promise<void>;
};

const DEFAULT_RETRY: JobRetryPolicy = { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 15 * 60 };
const FAILED_SUFFIX = '__failed';
const POLL_SECONDS = 2;
const IDLE_POLL_MS = 50;
const SUPERVISE_SECONDS = 15;
const QUEUE_CACHE_SECONDS = 5;

function connection(database: DatabaseHandle): ConstructorOptions {
  return database.raw.driver === 'pglite'
    ? { db: fromPglite(database.raw.client), backend: 'pglite' }
    : { connectionString: database.raw.url, max: 4 };
}

export function createJobQueue(options: {
  database: DatabaseHandle;
  definitions: AnyJobDefinition[];
  logger: Logger;
  /** Read when a job runs: the dependencies are built after the queue (they include it). */
  deps: () => AppDeps;
  /**
   * How often expired attempts and dead processes' jobs are looked for (seconds). A job whose
   * process died is retried within its heartbeat plus this.
   */
  superviseIntervalSeconds?: number;
}): JobQueue {
  const { database, definitions, logger, deps } = options;
  const boss = new PgBoss({
    ...connection(database),
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? SUPERVISE_SECONDS,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? SUPERVISE_SECONDS,
    // The ready counts that let a worker drain a backlog without waiting between jobs (burst).
    queueCacheIntervalSeconds: QUEUE_CACHE_SECONDS,
    schema: 'pgboss',
    useListenNotify: true,
    registerInstance: false,
    openTelemetry: { enabled: false },
  });
  // Errors of pg-boss's own maintenance loops: logged without any job data.
  boss.on('error', (error: Error) => logger.error({ err: { name: error.name, message: error.message } }, 'file de tâches : erreur'));
  const known = new Map(definitions.map((d) => [d.name, d]));
  let started = false;

  async function createQueues(definition: AnyJobDefinition) {
    const policy = { ...DEFAULT_RETRY, ...definition.retry };
    const deadLetter = `${definition.name}${FAILED_SUFFIX}`;
    await boss.createQueue(deadLetter, { retryLimit: 2, retryDelay: 5, retryBackoff: true, notify: true });
    await boss.createQueue(definition.name, {
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: policy.expireInSeconds,
      ...(policy.heartbeatSeconds ? { heartbeatSeconds: policy.heartbeatSeconds } : {}),
      deadLetter,
      notify: true,
    });
  }

  async function startWorkers(definition: AnyJobDefinition) {
    const policy = { ...DEFAULT_RETRY, ...definition.retry };
    // NOTIFY wakes workers for new jobs only; retries and deferred jobs are found by polling.
    const work = {
      pollingIntervalSeconds: POLL_SECONDS,
      notifyPollingIntervalSeconds: POLL_SECONDS,
      localConcurrency: definition.concurrency ?? 1,
      // While jobs are waiting, fetch the next one at once instead of after the polling interval.
      burstWhenReadyExceeds: 1,
    };
    await boss.work(definition.name, work, async ([job]: Job<unknown>[]) => {
      if (!job) return;
      const payload = definition.payload.safeParse(job.data);
      // A payload that no longer parses can never succeed: drop it rather than retry it.
      if (!payload.success) {
        logger.error({ job: definition.name, jobId: job.id }, 'tâche ignorée : données invalides');
        return;
      }
      const jobLogger = logger.child({ job: definition.name, jobId: job.id, attempt: job.retryCount });
      await definition.run(payload.data, {
        deps: deps(),
        jobId: job.id,
        attempt: job.retryCount,
        isLastAttempt: job.retryCount >= policy.retryLimit,
        logger: jobLogger,
        signal: job.signal,
      }).catch((error: unknown) => {
        // Name and message only: a stack or a cause could carry patient data into the logs.
        const err = error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error' };
        jobLogger.warn({ err }, 'tâche en échec');
        throw error;
      });
    });
    await boss.work(`${definition.name}${FAILED_SUFFIX}`, { pollingIntervalSeconds: POLL_SECONDS, notifyPollingIntervalSeconds: POLL_SECONDS }, async ([job]: Job<unknown>[]) => {
      if (!job || !definition.onFailed) return;
      const payload = definition.payload.safeParse(job.data);
      if (payload.success) await definition.onFailed(payload.data, { deps: deps(), logger: logger.child({ job: definition.name }) });
    });
  }

  function definitionOf(definition: AnyJobDefinition): AnyJobDefinition {
    const registered = known.get(definition.name);
    if (registered !== definition) throw new Error(`Tâche inconnue : ${definition.name}`);
    return registered;
  }

  return {
    async start({ workers }) {
      await boss.start();
      started = true;
      for (const definition of definitions) await createQueues(definition);
      if (workers) for (const definition of definitions) await startWorkers(definition);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
    async enqueue(definition, payload, enqueueOptions = {}) {
      const { name } = definitionOf(definition);
      const data = definition.payload.parse(payload) as object;
      return boss.send(name, data, {
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
        ...(enqueueOptions.tx ? { db: fromDrizzle(enqueueOptions.tx as unknown as DrizzleTransactionLike, sql) } : {}),
      });
    },
    async schedule(definition, cron, payload) {
      const { name } = definitionOf(definition);
      await boss.schedule(name, cron, definition.payload.parse(payload) as object, { tz: 'UTC' });
    },
    async cancel(definition, jobId) {
      await boss.cancel(definitionOf(definition).name, jobId);
    },
    async idle(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      const names = definitions.flatMap((d) => [d.name, `${d.name}${FAILED_SUFFIX}`]);
      for (;;) {
        // Jobs due now, waiting or running; those deferred to later do not count.
        const [row] = await sqlRows<{ busy: number }>(database.db, sql`
          SELECT count(*)::int AS busy FROM pgboss.job
          WHERE name = ANY(${`{${names.join(',')}}`}::text[])
            AND state IN ('created', 'retry', 'active') AND start_after <= now()`);
        if ((row?.busy ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`file de tâches encore occupée après ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
      }
    },
  };
}

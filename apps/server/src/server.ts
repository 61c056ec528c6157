import '@praxis/shared/zod-config';
import { loadEnv, type Env } from './env';
import { createApp } from './app';
import { AUDIT_PURGE_CRON, auditPurgeJob } from './features/audit/audit.jobs';
import { EXPORT_PURGE_CRON, exportPurgeJob } from './features/patient-data-rights/patient-data-rights.jobs';
import { storageSweepJob } from './features/system/storage-sweep.job';
import { jobDefinitions } from './jobs';
import { createAuth } from './lib/auth';
import { openDatabase, type DatabaseHandle } from './lib/db';
import { APP_ROLE_GRANTS } from './lib/rls';
import { createEventBus, type EventBus } from './lib/events';
import { createJobQueue, type AnyJobDefinition, type JobQueue } from './lib/jobs';
import { createLogger, type Logger } from './lib/logger';
import type { AppDeps } from './lib/context';
import { createFileLinkSigner } from './lib/file-links';
import { createMailer, type Mailer } from './lib/mailer';
import { createBrevoSmsSender, createOutboxSmsSender, type SmsSender } from './lib/sms';
import { createS3Storage } from './lib/s3-storage';
import { createLocalStorage, type FileStorage } from './lib/storage';
import { SessionCache } from './lib/session-cache';
import path from 'node:path';

/** Five seconds: bounds how long another process's sign-out or revocation takes to reach this one. */
const SESSION_CACHE_MS = 5_000;

export type Praxis = {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger;
  storage: FileStorage;
  jobs: JobQueue;
  events: EventBus;
  env: Env;
  /** What routes and jobs get (tests call a job's handler with them). */
  deps: AppDeps;
  /** Stops the workers and the event listener, then closes the database. */
  close: () => Promise<void>;
};

/** Opens the database, runs the migrations and wires the app. Shared by main.ts and the tests. */
export async function createPraxis(options: {
  env: Env;
  database?: DatabaseHandle;
  logger?: Logger;
  /** Run the job workers in this process (default). Off: jobs are only enqueued here. */
  workers?: boolean;
  /** Replaces the server's job list (tests of the queue itself). */
  jobDefinitions?: AnyJobDefinition[];
  /** See createJobQueue (tests shorten it). */
  jobSuperviseIntervalSeconds?: number;
  /** The clock of the server (tests of the reminders move it). */
  now?: () => Date;
  /** How long a signed-in session is kept in the process (lib/session-cache.ts); 0 turns it off. */
  sessionCacheMs?: number;
}): Promise<Praxis> {
  const { env } = options;
  const logger = options.logger ?? createLogger(env.logLevel);
  const database =
    options.database ??
    (await openDatabase(
      env.databaseUrl
        ? { driver: 'postgres', url: env.databaseUrl }
        : { driver: 'pglite', dataDir: path.join(env.dataDir, 'db') },
    ));
  let migrated = false;
  await database.migrate();
  // The application role's privileges (row-level security), also after a restore without GRANTs.
  await database.exec(APP_ROLE_GRANTS);
  migrated = true;
  // PGlite has no autovacuum: without fresh statistics the planner misjudges grown tables (the
  // patient list went from ~0.1 s to ~9 s after a bulk load). PostgreSQL's autovacuum does this itself.
  if (database.driver === 'pglite') await database.exec('ANALYZE');
  const mailer = createMailer({
    smtpUrl: env.smtpUrl,
    outboxDir: path.join(env.dataDir, 'outbox'),
    from: env.mailFrom,
    logger,
  });
  const sms = env.sms
    ? createBrevoSmsSender({ ...env.sms, logger })
    : createOutboxSmsSender({ outboxDir: path.join(env.dataDir, 'outbox'), logger });
  const now = options.now ?? (() => new Date());
  const auth = createAuth({
    db: database.db,
    secret: env.authSecret,
    publicUrl: env.publicUrl,
    publicUrlSet: env.publicUrlSet,
    trustedOrigins: env.trustedOrigins,
    mailer,
    logger,
    authRateLimitPerMinute: env.authRateLimitPerMinute,
    sessionIdleSeconds: env.sessionIdleSeconds,
  });
  const fileLinks = createFileLinkSigner(env.authSecret);
  const storage = env.s3
    ? createS3Storage({ ...env.s3, links: fileLinks })
    : createLocalStorage({ root: env.filesDir, links: fileLinks });
  const events = createEventBus(database, logger);
  let deps: AppDeps | null = null;
  const definitions = options.jobDefinitions ?? jobDefinitions;
  const jobs = createJobQueue({
    database,
    definitions,
    logger,
    ...(options.jobSuperviseIntervalSeconds
      ? { superviseIntervalSeconds: options.jobSuperviseIntervalSeconds }
      : {}),
    deps: () => {
      if (!deps) throw new Error('unreachable: a job ran before the server was wired');
      return deps;
    },
  });
  deps = {
    env,
    db: database.db,
    driver: database.driver,
    auth,
    mailer,
    sms,
    now,
    logger,
    storage,
    fileLinks,
    jobs,
    events,
    migrated: () => migrated,
    sessions: new SessionCache(options.sessionCacheMs ?? SESSION_CACHE_MS),
  };
  await events.start();
  const workers = options.workers ?? true;
  await jobs.start({ workers });
  // The audit trail's retention purge, every night (replaces the schedule of an earlier start).
  if (definitions.includes(auditPurgeJob)) await jobs.schedule(auditPurgeJob, AUDIT_PURGE_CRON, {});
  // One sweep of local storage per start of a working process, on the queue (one at a time).
  if (workers && definitions.includes(storageSweepJob) && !env.s3)
    await jobs.enqueue(storageSweepJob, {}, { singletonKey: 'storage-sweep' });
  // Expired patient exports (rows and ZIPs), every hour.
  if (definitions.includes(exportPurgeJob)) await jobs.schedule(exportPurgeJob, EXPORT_PURGE_CRON, {});
  const app = createApp(deps);
  const close = async () => {
    await jobs.stop();
    await events.stop();
    await database.close();
  };
  return { app, database, mailer, sms, logger, storage, jobs, events, env, deps, close };
}

export { loadEnv };

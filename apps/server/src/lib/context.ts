import type { Context } from 'hono';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from '../env';
import type { Auth, AuthSession } from './auth';
import type { Database, DatabaseDriver } from './db';
import { AppError } from './errors';
import type { EventBus } from './events';
import type { FileLinkSigner } from './file-links';
import type { JobQueue } from './jobs';
import type { Logger } from './logger';
import type { Mailer } from './mailer';
import type { SessionCache } from './session-cache';
import type { SmsSender } from './sms';
import { resolveScope, type Scope } from './scope';
import type { FileStorage } from './storage';
import { validationHook } from './validation';

export type AppDeps = {
  env: Env;
  db: Database;
  driver: DatabaseDriver;
  auth: Auth;
  mailer: Mailer;
  /** SMS (reminders): outbox driver by default (lib/sms.ts). */
  sms: SmsSender;
  /** The server's clock; tests inject a controllable one (reminders). */
  now: () => Date;
  logger: Logger;
  /** Stored files (local disk under DATA_DIR/files). */
  storage: FileStorage;
  /** Signs and checks the addresses of /api/files/*. */
  fileLinks: FileLinkSigner;
  /** Background work (lib/jobs.ts). */
  jobs: JobQueue;
  /** Live events to browsers (lib/events.ts). */
  events: EventBus;
  /** True once the migrations have run (reported by /api/health). */
  migrated: () => boolean;
  /** Signed-in sessions kept a few seconds (lib/session-cache.ts). */
  sessions: SessionCache;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    deps: AppDeps;
    session: AuthSession['session'] | null;
    user: AuthSession['user'] | null;
    /** Set by the session read: the user must enrol in two-factor authentication first. */
    twoFactorBlocked?: boolean;
    /** Set by the scoped transaction (lib/rls.ts): the scope its row-level security holds to. */
    scope?: Scope;
  };
};

export type AppContext = Context<AppEnv>;

/** A feature router: OpenAPI route contracts with the shared validation hook. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export function requireUser(c: AppContext): AuthSession['user'] {
  const user = c.get('user');
  if (!user) throw AppError.unauthenticated();
  return user;
}

/** The request's tenancy scope; 401 when nobody is signed in. */
export async function requireScope(c: AppContext): Promise<Scope> {
  const user = requireUser(c);
  // The scoped transaction resolved it already: the same scope as its row-level security, no second read.
  const resolved = c.get('scope');
  if (resolved) return resolved;
  const session = c.get('session');
  const active = (session as { activeOrganizationId?: string | null } | null)?.activeOrganizationId;
  return resolveScope(c.var.deps.db, user.id, active);
}

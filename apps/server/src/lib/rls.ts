import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import type { Database } from './db';
import { resolveScope, type Scope } from './scope';

/**
 * Row-level security (issue 16 §4, docs/decisions.md "Row-level security"): the database's own
 * tenant check behind lib/scope.ts. In a scoped transaction the patient-data tables show and accept
 * only the rows of the scope (migration "row_level_security": role praxis_app, policies).
 */
export const APP_ROLE = 'praxis_app';

/**
 * The application role and its privileges, as the migration "row_level_security" sets them;
 * re-applied idempotently at every start, because a restored pg_dump (--no-privileges) carries no
 * GRANT (docs/decisions.md "Row-level security").
 */
export const APP_ROLE_GRANTS = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'praxis_app') THEN
    BEGIN
      CREATE ROLE praxis_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
    AND NOT pg_has_role(current_user, 'praxis_app', 'MEMBER') THEN
    EXECUTE format('GRANT praxis_app TO %I', current_user);
  END IF;
  GRANT USAGE ON SCHEMA public TO praxis_app;
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO praxis_app;
  GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO praxis_app;
  ALTER DEFAULT PRIVILEGES GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO praxis_app;
  ALTER DEFAULT PRIVILEGES GRANT USAGE, SELECT ON SEQUENCES TO praxis_app;
  ALTER DEFAULT PRIVILEGES GRANT USAGE ON SCHEMAS TO praxis_app;
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss') THEN
    GRANT USAGE ON SCHEMA pgboss TO praxis_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO praxis_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA pgboss TO praxis_app;
  END IF;
END $$`;

/**
 * Inside a transaction: sets its scope and switches to the application role until it ends, in one
 * round trip (set_config('role', …, true) is SET LOCAL ROLE; the settings are set first, in order).
 */
export async function enterScope(tx: Database, scope: Scope): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('praxis.user_id', ${scope.userId}, true), set_config('praxis.organization_id', ${scope.organizationId ?? ''}, true), set_config('role', ${APP_ROLE}, true)`,
  );
}

/** Runs `work` in a transaction where row-level security holds it to `scope`. */
export function withScopedTransaction<T>(db: Database, scope: Scope, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterScope(tx as unknown as Database, scope);
    return work(tx as unknown as Database);
  });
}

class RolledBack extends Error {}

/**
 * Runs the rest of an authenticated request in a scoped transaction: `deps.db` is that transaction,
 * so every query of the handler — scoped by lib/scope.ts or not — is held to the caller's tenant.
 * An error answer rolls it back. Left out (they keep the owner connection): multipart uploads,
 * which would hold the transaction while the body arrives (and PGlite's one connection with it).
 */
export const scopedRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user || (c.req.header('content-type') ?? '').startsWith('multipart/form-data')) return next();
  const deps = c.var.deps;
  const active = (c.get('session') as { activeOrganizationId?: string | null } | null)?.activeOrganizationId;
  const scope = await resolveScope(deps.db, user.id, active);
  c.set('scope', scope);
  try {
    await withScopedTransaction(deps.db, scope, async (tx) => {
      c.set('deps', { ...deps, db: tx });
      try {
        await next();
      } finally {
        c.set('deps', deps);
      }
      // Hono turns a thrown error into the error answer before returning here: roll back then too.
      if (c.error || c.res.status >= 400) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
};

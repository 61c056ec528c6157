import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { accountDeletionMessages, deletionEmailMatches } from '@praxis/shared/patients/data-rights';
import { members, organizations, users } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import type { Database } from '../../lib/db';
import { AppError, sqlStateOf } from '../../lib/errors';
import type { Executor } from '../../lib/executor';
import { sqlRows } from '../../lib/sql-rows';
import { removeFilesAfterCommit } from './remove-files';

/** Tables never erased: the audit trail keeps what happened (ids only, issue 16 §1). */
const KEPT_TABLES = new Set(['audit_events', 'users', 'organizations']);
const FILE_COLUMNS = ['storage_path', 'pdf_storage_path'];
/** foreign_key_violation and restrict_violation: a row still referenced, deleted on a later pass. */
const REFERENCE_STATES = new Set(['23503', '23001']);

type Column = { table_name: string; column_name: string };

const invalid = (field: 'email' | 'password', message: string) =>
  new AppError('VALIDATION', message, undefined, { [field]: message });

/**
 * The organisations the account's deletion takes along (it is their only member), or a 409 naming
 * those it is the only owner of while others are members (docs/decisions.md "Account deletion").
 */
async function organisationsToDelete(tx: Executor, userId: string): Promise<string[]> {
  const own = await tx
    .select({
      organizationId: members.organizationId,
      role: members.role,
      name: organizations.name,
    })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, userId));
  if (own.length === 0) return [];
  const others = await tx
    .select({ organizationId: members.organizationId, role: members.role })
    .from(members)
    .where(
      and(
        inArray(
          members.organizationId,
          own.map((m) => m.organizationId),
        ),
        ne(members.userId, userId),
      ),
    );
  const alone: string[] = [];
  const blocked: string[] = [];
  for (const m of own) {
    const rest = others.filter((o) => o.organizationId === m.organizationId);
    if (rest.length === 0) alone.push(m.organizationId);
    else if (m.role === 'owner' && !rest.some((o) => o.role === 'owner')) blocked.push(m.name);
  }
  if (blocked.length > 0)
    throw new AppError(
      'CONFLICT',
      accountDeletionMessages.soleOwner(blocked.sort((a, b) => a.localeCompare(b, 'fr'))),
    );
  return alone;
}

/** Every table that holds a user's or an organisation's rows, from the catalogue (new tables included). */
async function ownedTables(tx: Executor) {
  const columns = await sqlRows<Column>(
    tx,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name IN ('user_id', 'organization_id', 'storage_path', 'pdf_storage_path')`,
  );
  const tables = new Map<string, Set<string>>();
  for (const c of columns) {
    if (KEPT_TABLES.has(c.table_name)) continue;
    tables.set(c.table_name, (tables.get(c.table_name) ?? new Set()).add(c.column_name));
  }
  return [...tables].filter(([, cols]) => cols.has('user_id') || cols.has('organization_id'));
}

function ownedWhere(cols: Set<string>, userId: string, orgIds: string[]) {
  const parts = [];
  if (cols.has('user_id')) parts.push(sql`user_id = ${userId}`);
  if (cols.has('organization_id') && orgIds.length > 0)
    parts.push(
      sql`organization_id IN (${sql.join(
        orgIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return sql.join(parts, sql` OR `);
}

/**
 * 'Supprimer mon compte' (issue 16 §2): the typed e-mail address and the current password
 * (checked by Better Auth), then one transaction erases every row the account owns — and the
 * organisations where it is the only member, with their rows — its sessions included, and appends
 * one audit row 'erasure' (ids only). Tables are found in the catalogue and emptied in an order
 * the foreign keys accept (a delete refused by a reference is tried again after the others). The
 * stored files go after the commit.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger' | 'auth'>,
  actor: AuditActor,
  headers: Headers,
  body: { email: string; password: string },
): Promise<void> {
  const [user] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  if (!user) throw AppError.unauthenticated();
  if (!deletionEmailMatches(body.email, user.email))
    throw invalid('email', accountDeletionMessages.emailMismatch);
  try {
    await deps.auth.api.verifyPassword({ body: { password: body.password }, headers });
  } catch {
    throw invalid('password', accountDeletionMessages.passwordWrong);
  }

  const keys = await deps.db.transaction(async (tx) => {
    const orgIds = await organisationsToDelete(tx, actor.userId);
    // A table with only organization_id has nothing to erase when no organisation goes.
    const tables = (await ownedTables(tx)).filter(
      ([, cols]) => cols.has('user_id') || orgIds.length > 0,
    );
    const files: (string | null)[] = [];
    for (const [table, cols] of tables) {
      for (const column of FILE_COLUMNS.filter((c) => cols.has(c))) {
        const rows = await sqlRows<{ key: string | null }>(
          tx,
          sql`SELECT ${sql.identifier(column)} AS key FROM ${sql.identifier(table)} WHERE ${ownedWhere(cols, actor.userId, orgIds)}`,
        );
        files.push(...rows.map((r) => r.key));
      }
    }
    let pending = tables;
    while (pending.length > 0) {
      const refused: typeof pending = [];
      for (const entry of pending) {
        const [table, cols] = entry;
        try {
          await (tx as unknown as Database).transaction((sp) =>
            sp.execute(
              sql`DELETE FROM ${sql.identifier(table)} WHERE ${ownedWhere(cols, actor.userId, orgIds)}`,
            ),
          );
        } catch (err) {
          if (!REFERENCE_STATES.has(sqlStateOf(err) ?? '')) throw err;
          refused.push(entry);
        }
      }
      if (refused.length === pending.length)
        throw new AppError('CONFLICT', accountDeletionMessages.stillReferenced);
      pending = refused;
    }
    if (orgIds.length > 0) await tx.delete(organizations).where(inArray(organizations.id, orgIds));
    await tx.delete(users).where(eq(users.id, actor.userId));
    await recordAudit(tx, actor, [
      { action: 'erasure', objectType: 'account', objectId: actor.userId },
      ...orgIds.map((id) => ({
        action: 'erasure' as const,
        objectType: 'organization',
        objectId: id,
      })),
    ]);
    return files;
  });
  await removeFilesAfterCommit(deps.storage, deps.logger, keys);
}

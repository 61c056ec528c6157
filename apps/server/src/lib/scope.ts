import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { members } from '../db/schema';
import type { Database } from './db';

/**
 * Who is asking and in which space: private mode (organizationId null) or an organisation
 * the user belongs to. Every data read and write applies it in its first query.
 */
export type Scope = { userId: string; organizationId: string | null };

/** Keeps the active organisation only if the user is still a member of it. */
export async function resolveScope(
  db: Database,
  userId: string,
  activeOrganizationId: string | null | undefined,
): Promise<Scope> {
  if (!activeOrganizationId) return { userId, organizationId: null };
  const [membership] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, activeOrganizationId)))
    .limit(1);
  return { userId, organizationId: membership ? activeOrganizationId : null };
}

type ScopedTable = { userId: PgColumn; organizationId: PgColumn };

/**
 * The tenant filter: private rows are the user's own with no organisation; collaborative rows
 * are those of the active organisation. Use it inside the first query's `where`.
 */
export function scopeWhere(table: ScopedTable, scope: Scope): SQL {
  if (scope.organizationId) return eq(table.organizationId, scope.organizationId);
  const own = and(eq(table.userId, scope.userId), isNull(table.organizationId));
  if (!own) throw new Error('unreachable: and() of two conditions');
  return own;
}

/** Owner-only actions also require the row to be the user's own. */
export function ownerWhere(table: ScopedTable, scope: Scope): SQL {
  const owned = and(scopeWhere(table, scope), eq(table.userId, scope.userId));
  if (!owned) throw new Error('unreachable: and() of two conditions');
  return owned;
}

/** Values a new scoped row carries. */
export function scopeValues(scope: Scope): { userId: string; organizationId: string | null } {
  return { userId: scope.userId, organizationId: scope.organizationId };
}

import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TOwnership } from '@praxis/shared/ownership';
import { users } from '../db/schema';

/**
 * The owner's id and display name, to select next to a row's own columns (also in RETURNING):
 * lists tell whose a row is so the screens offer changes only on one's own (issue 10 §3).
 */
export function ownerColumns(userId: PgColumn) {
  return {
    ownerId: sql<string | null>`${userId}`,
    ownerName: sql<string | null>`(SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${userId})`,
  };
}

export type OwnerRow = { ownerId: string | null; ownerName: string | null };

export function ownershipOf(row: OwnerRow, viewerId: string): TOwnership {
  return { isOwn: row.ownerId === viewerId, ownerName: row.ownerName };
}

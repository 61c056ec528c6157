import { sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import type { Database } from '../../lib/db';
import { sqlRows } from '../../lib/sql-rows';

const DAY_MS = 86_400_000;

/**
 * The retention purge (AUDIT_RETENTION_DAYS): deletes rows older than the cutoff. The append-only
 * trigger lets a DELETE through only for rows created before the transaction-local setting
 * praxis.audit_purge_before (migration 0012), so this is the one way rows ever leave the table.
 */
export async function purgeAuditEvents(db: Database, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('praxis.audit_purge_before', ${cutoff.toISOString()}, true)`);
    const [row] = await sqlRows<{ deleted: number }>(
      tx,
      sql`WITH gone AS (DELETE FROM ${auditEvents} WHERE ${auditEvents.createdAt} < ${cutoff.toISOString()}::timestamptz RETURNING 1) SELECT count(*)::int AS deleted FROM gone`,
    );
    return row?.deleted ?? 0;
  });
}

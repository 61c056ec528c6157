import type { TAuditAction } from '@praxis/shared/audit/schemas';
import { auditEvents } from '../db/schema';
import { clientIp } from './client-ip';
import type { AppContext } from './context';
import type { Database } from './db';
import type { Executor } from './executor';
import type { Scope } from './scope';

/**
 * The audit trail's one writer (issue 16 §1, docs/decisions.md "Audit trail"): who (user and
 * space), from where (client address), what (action, object type and id, patient) — never a
 * field value. One small INSERT; reads of lists are not audited row by row.
 */
export type AuditActor = { userId: string; organizationId: string | null; ip: string | null };

export type AuditEntry = {
  action: TAuditAction;
  objectType: string;
  objectId?: string | null;
  patientId?: string | null;
};

/** The signed-in caller of a request, in the scope the request works in. */
export function auditActor(c: AppContext, scope: Scope): AuditActor {
  return { userId: scope.userId, organizationId: scope.organizationId, ip: clientIp(c) };
}

/** Appends one or more rows; inside a transaction, they exist only if the change commits. */
export async function recordAudit(db: Executor, actor: AuditActor, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? (entries as readonly AuditEntry[]) : [entries as AuditEntry];
  if (list.length === 0) return;
  await db.insert(auditEvents).values(
    list.map((entry) => ({
      userId: actor.userId,
      organizationId: actor.organizationId,
      ip: actor.ip,
      action: entry.action,
      objectType: entry.objectType,
      objectId: entry.objectId ?? null,
      patientId: entry.patientId ?? null,
    })),
  );
}

/**
 * Runs a change and writes its audit rows in the same transaction: the change's own transaction
 * (if it opens one) becomes a savepoint of this one. `entries` reads the change's result (e.g. the
 * created row's id).
 */
export async function withAudit<T>(
  db: Database,
  actor: AuditActor,
  run: (tx: Database) => Promise<T>,
  entries: (result: T) => AuditEntry | readonly AuditEntry[],
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await run(tx as unknown as Database);
    await recordAudit(tx, actor, entries(result));
    return result;
  });
}

import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import type { TAuditEvent, TAuditEventList } from '@praxis/shared/audit/schemas';
import { auditEvents, patients, users } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';

export type AuditFilter = { from?: string | undefined; to?: string | undefined; page: number; pageSize: number };

/** Calendar days where the practitioner works (Europe/Paris), both bounds included. */
function dateConditions(filter: AuditFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.from) conditions.push(sql`${auditEvents.createdAt} >= ((${filter.from}::date)::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE})`);
  if (filter.to) conditions.push(sql`${auditEvents.createdAt} < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${DEFAULT_TIME_ZONE})`);
  return conditions;
}

/**
 * One page of audit rows, newest first, with the author's name and — when the patient is in the
 * caller's active space — the patient's name. Client addresses are shown only on one's own rows.
 */
export async function findAuditEvents(db: Database, scope: Scope, where: SQL[], filter: AuditFilter): Promise<TAuditEventList> {
  const condition = and(...where, ...dateConditions(filter));
  const [total] = await db.select({ n: count() }).from(auditEvents).where(condition);
  const rows = await db
    .select({
      id: auditEvents.id,
      createdAt: auditEvents.createdAt,
      action: auditEvents.action,
      userId: auditEvents.userId,
      userName: users.name,
      patientId: auditEvents.patientId,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      objectType: auditEvents.objectType,
      objectId: auditEvents.objectId,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .leftJoin(patients, and(eq(patients.id, auditEvents.patientId), scopeWhere(patients, scope)))
    .where(condition)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const items = rows.map(
    (row): TAuditEvent => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      action: row.action as TAuditEvent['action'],
      userId: row.userId,
      userName: row.userName,
      patientId: row.patientId,
      patientName: row.patientLastName ? `${row.patientFirstName ?? ''} ${row.patientLastName}`.trim() : null,
      objectType: row.objectType,
      objectId: row.objectId,
      ip: row.userId === scope.userId ? row.ip : null,
    }),
  );
  return { items, total: total?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

/** The patient's journal: every row about it (the caller may read the patient: checked before). */
export const patientAuditWhere = (patientId: string): SQL[] => [eq(auditEvents.patientId, patientId)];

/** The account's own activity, in every space, optionally about one patient. */
export function ownAuditWhere(scope: Scope, patientId: string | undefined): SQL[] {
  return [eq(auditEvents.userId, scope.userId), ...(patientId ? [eq(auditEvents.patientId, patientId)] : [])];
}

import { and, desc, eq } from 'drizzle-orm';
import type { TConsultationReason } from '@praxis/shared/settings/schemas';
import { consultationReasons } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { consultationReasonColumns, toConsultationReason } from './consultation-reason-row';

/** Active reasons of the scope, newest first (spec 2 §7). */
export async function findConsultationReasons(db: Database, scope: Scope): Promise<TConsultationReason[]> {
  const rows = await db
    .select(consultationReasonColumns)
    .from(consultationReasons)
    .where(and(scopeWhere(consultationReasons, scope), eq(consultationReasons.isActive, true)))
    .orderBy(desc(consultationReasons.createdAt), desc(consultationReasons.id));
  return rows.map((row) => toConsultationReason(row, scope.userId));
}

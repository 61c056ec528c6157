import { and, desc, eq } from 'drizzle-orm';
import type { TReminderRule } from '@praxis/shared/settings/schemas';
import { appointmentTypes, reminderTemplates } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { reminderRuleColumns, toReminderRule } from './reminder-rule-row';

/** Active rules of the scope (by organisation, else by user), newest first, with their type. */
export async function findReminderRules(db: Database, scope: Scope): Promise<TReminderRule[]> {
  const rows = await db
    .select(reminderRuleColumns)
    .from(reminderTemplates)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, reminderTemplates.appointmentTypeId))
    .where(and(scopeWhere(reminderTemplates, scope), eq(reminderTemplates.isActive, true)))
    .orderBy(desc(reminderTemplates.createdAt), desc(reminderTemplates.id));
  return rows.map((row) => toReminderRule(row, scope.userId));
}

/** One rule of the scope with its type, or undefined. */
export async function findReminderRule(db: Database, scope: Scope, id: string): Promise<TReminderRule | undefined> {
  const [row] = await db
    .select(reminderRuleColumns)
    .from(reminderTemplates)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, reminderTemplates.appointmentTypeId))
    .where(and(scopeWhere(reminderTemplates, scope), eq(reminderTemplates.id, id)))
    .limit(1);
  return row ? toReminderRule(row, scope.userId) : undefined;
}

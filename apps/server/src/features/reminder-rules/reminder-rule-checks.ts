import { and, eq, ne, type SQL } from 'drizzle-orm';
import { duplicateReminderMessage, reminderMessages, type TReminderChannel } from '@praxis/shared/settings/schemas';
import { appointmentTypes, reminderTemplates } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError, sqlStateOf } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';

/** The rule's appointment type must be an active one of the scope, else 422 on the field. */
export async function requireActiveType(db: Database, scope: Scope, appointmentTypeId: string): Promise<{ id: string; name: string }> {
  const [type] = await db
    .select({ id: appointmentTypes.id, name: appointmentTypes.name })
    .from(appointmentTypes)
    .where(and(scopeWhere(appointmentTypes, scope), eq(appointmentTypes.id, appointmentTypeId), eq(appointmentTypes.isActive, true)))
    .limit(1);
  if (!type) {
    throw new AppError('VALIDATION', reminderMessages.typeRequired, 422, { appointmentTypeId: reminderMessages.typeRequired });
  }
  return type;
}

function duplicate(channel: TReminderChannel, typeName: string) {
  const message = duplicateReminderMessage(channel, typeName);
  return new AppError('CONFLICT', message, 409, { appointmentTypeId: message });
}

/** Refuses a second active rule for the same type and channel, with the spec's message (spec 2 §5.10). */
export async function refuseDuplicate(db: Database, type: { id: string; name: string }, channel: TReminderChannel, exceptId?: string) {
  const conditions: SQL[] = [eq(reminderTemplates.appointmentTypeId, type.id), eq(reminderTemplates.channel, channel), eq(reminderTemplates.isActive, true)];
  if (exceptId) conditions.push(ne(reminderTemplates.id, exceptId));
  const [existing] = await db.select({ id: reminderTemplates.id }).from(reminderTemplates).where(and(...conditions)).limit(1);
  if (existing) throw duplicate(channel, type.name);
}

/** Two requests racing past the check meet the partial unique index: same answer. */
export function asDuplicate(err: unknown, type: { name: string }, channel: TReminderChannel): unknown {
  return sqlStateOf(err) === '23505' ? duplicate(channel, type.name) : err;
}

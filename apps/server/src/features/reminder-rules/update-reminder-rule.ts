import { and, eq } from 'drizzle-orm';
import { toReminderOffsets, type TReminderRule, type TReminderRuleInput } from '@praxis/shared/settings/schemas';
import { reminderTemplates } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';
import { findReminderRule } from './find-reminder-rules';
import { asDuplicate, refuseDuplicate, requireActiveType } from './reminder-rule-checks';

/** The whole rule, as the form sends it; updated_at set. The duplicate rule holds here too. */
export async function updateReminderRule(db: Database, scope: Scope, id: string, input: TReminderRuleInput): Promise<TReminderRule> {
  const where = and(ownerWhere(reminderTemplates, scope), eq(reminderTemplates.id, id), eq(reminderTemplates.isActive, true));
  const [current] = await db.select({ id: reminderTemplates.id }).from(reminderTemplates).where(where).limit(1);
  if (!current) throw AppError.notFound();
  const type = await requireActiveType(db, scope, input.appointmentTypeId);
  await refuseDuplicate(db, type, input.channel, id);
  try {
    await db
      .update(reminderTemplates)
      .set({
        appointmentTypeId: type.id,
        channel: input.channel,
        ...toReminderOffsets(input.delay, input.delayUnit),
        messageTemplate: input.messageTemplate,
        updatedAt: new Date(),
      })
      .where(where);
  } catch (err) {
    throw asDuplicate(err, type, input.channel);
  }
  const rule = await findReminderRule(db, scope, id);
  if (!rule) throw AppError.notFound();
  return rule;
}

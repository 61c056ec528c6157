import { toReminderOffsets, type TReminderRule, type TReminderRuleInput } from '@praxis/shared/settings/schemas';
import { reminderTemplates } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { findReminderRule } from './find-reminder-rules';
import { asDuplicate, refuseDuplicate, requireActiveType } from './reminder-rule-checks';

/** Stores the rule in the storage form a sender uses (offset_days, or whole hours in offset_minutes). */
export async function createReminderRule(db: Database, scope: Scope, input: TReminderRuleInput): Promise<TReminderRule> {
  const type = await requireActiveType(db, scope, input.appointmentTypeId);
  await refuseDuplicate(db, type, input.channel);
  let id: string | undefined;
  try {
    const [row] = await db
      .insert(reminderTemplates)
      .values({
        ...scopeValues(scope),
        appointmentTypeId: type.id,
        channel: input.channel,
        ...toReminderOffsets(input.delay, input.delayUnit),
        messageTemplate: input.messageTemplate,
      })
      .returning({ id: reminderTemplates.id });
    id = row?.id;
  } catch (err) {
    throw asDuplicate(err, type, input.channel);
  }
  const rule = id ? await findReminderRule(db, scope, id) : undefined;
  if (!rule) throw new AppError('INTERNAL', 'Erreur lors de la sauvegarde de la règle');
  return rule;
}

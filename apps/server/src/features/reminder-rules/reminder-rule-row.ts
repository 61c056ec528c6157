import type { TReminderChannel, TReminderRule } from '@praxis/shared/settings/schemas';
import { appointmentTypes, reminderTemplates } from '../../db/schema';
import { ownerColumns, ownershipOf, type OwnerRow } from '../../lib/ownership';

/** A rule with its appointment type (id, name, duration), as the list shows it. */
export const reminderRuleColumns = {
  id: reminderTemplates.id,
  channel: reminderTemplates.channel,
  offsetDays: reminderTemplates.offsetDays,
  offsetMinutes: reminderTemplates.offsetMinutes,
  messageTemplate: reminderTemplates.messageTemplate,
  isActive: reminderTemplates.isActive,
  createdAt: reminderTemplates.createdAt,
  updatedAt: reminderTemplates.updatedAt,
  typeId: appointmentTypes.id,
  typeName: appointmentTypes.name,
  typeDuration: appointmentTypes.durationMinutes,
  ...ownerColumns(reminderTemplates.userId),
};

type Row = Pick<typeof reminderTemplates.$inferSelect, 'id' | 'channel' | 'offsetDays' | 'offsetMinutes' | 'messageTemplate' | 'isActive' | 'createdAt' | 'updatedAt'> & {
  typeId: string;
  typeName: string;
  typeDuration: number;
} & OwnerRow;

export function toReminderRule(row: Row, viewerId: string): TReminderRule {
  return {
    id: row.id,
    ...ownershipOf(row, viewerId),
    appointmentType: { id: row.typeId, name: row.typeName, durationMinutes: row.typeDuration },
    channel: row.channel as TReminderChannel,
    offsetDays: row.offsetDays,
    offsetMinutes: row.offsetMinutes,
    messageTemplate: row.messageTemplate,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

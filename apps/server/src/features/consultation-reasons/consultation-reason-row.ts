import type { TConsultationReason } from '@praxis/shared/settings/schemas';
import { consultationReasons } from '../../db/schema';

export const consultationReasonColumns = {
  id: consultationReasons.id,
  label: consultationReasons.label,
  description: consultationReasons.description,
  isActive: consultationReasons.isActive,
  createdAt: consultationReasons.createdAt,
};

type Row = Pick<typeof consultationReasons.$inferSelect, keyof typeof consultationReasonColumns>;

export function toConsultationReason(row: Row): TConsultationReason {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

import type { TConsultationReason } from '@praxis/shared/settings/schemas';
import { consultationReasons } from '../../db/schema';
import { ownerColumns, ownershipOf, type OwnerRow } from '../../lib/ownership';

const ownColumns = {
  id: consultationReasons.id,
  label: consultationReasons.label,
  description: consultationReasons.description,
  isActive: consultationReasons.isActive,
  createdAt: consultationReasons.createdAt,
};
export const consultationReasonColumns = { ...ownColumns, ...ownerColumns(consultationReasons.userId) };

type Row = Pick<typeof consultationReasons.$inferSelect, keyof typeof ownColumns> & OwnerRow;

export function toConsultationReason(row: Row, viewerId: string): TConsultationReason {
  const { ownerId: _ownerId, ownerName: _ownerName, ...fields } = row;
  return { ...fields, ...ownershipOf(row, viewerId), createdAt: row.createdAt.toISOString() };
}

import type { TTrameType } from '@praxis/shared/settings/schemas';
import { trameTypes } from '../../db/schema';
import { ownerColumns, ownershipOf, type OwnerRow } from '../../lib/ownership';

const ownColumns = {
  id: trameTypes.id,
  label: trameTypes.label,
  description: trameTypes.description,
  isBilan: trameTypes.isBilan,
  isActive: trameTypes.isActive,
  createdAt: trameTypes.createdAt,
};
export const trameTypeColumns = { ...ownColumns, ...ownerColumns(trameTypes.userId) };

type Row = Pick<typeof trameTypes.$inferSelect, keyof typeof ownColumns> & OwnerRow;

export function toTrameType(row: Row, viewerId: string): TTrameType {
  const { ownerId: _ownerId, ownerName: _ownerName, ...fields } = row;
  return { ...fields, ...ownershipOf(row, viewerId), createdAt: row.createdAt.toISOString() };
}

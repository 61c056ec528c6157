import type { TTrameType } from '@praxis/shared/settings/schemas';
import { trameTypes } from '../../db/schema';

export const trameTypeColumns = {
  id: trameTypes.id,
  label: trameTypes.label,
  description: trameTypes.description,
  isBilan: trameTypes.isBilan,
  isActive: trameTypes.isActive,
  createdAt: trameTypes.createdAt,
};

type Row = Pick<typeof trameTypes.$inferSelect, keyof typeof trameTypeColumns>;

export function toTrameType(row: Row): TTrameType {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

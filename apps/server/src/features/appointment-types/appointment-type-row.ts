import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { appointmentTypes } from '../../db/schema';
import { ownerColumns, ownershipOf, type OwnerRow } from '../../lib/ownership';

/** The columns an appointment type answers with. */
const ownColumns = {
  id: appointmentTypes.id,
  name: appointmentTypes.name,
  durationMinutes: appointmentTypes.durationMinutes,
  location: appointmentTypes.location,
  description: appointmentTypes.description,
  tests: appointmentTypes.tests,
  iaDescription: appointmentTypes.iaDescription,
  isActive: appointmentTypes.isActive,
  createdAt: appointmentTypes.createdAt,
};
export const appointmentTypeColumns = { ...ownColumns, ...ownerColumns(appointmentTypes.userId) };

type Row = Pick<typeof appointmentTypes.$inferSelect, keyof typeof ownColumns> & OwnerRow;

export function toAppointmentType(row: Row, viewerId: string): TAppointmentType {
  const { ownerId: _ownerId, ownerName: _ownerName, ...fields } = row;
  return { ...fields, ...ownershipOf(row, viewerId), tests: Array.isArray(row.tests) ? row.tests : [], createdAt: row.createdAt.toISOString() };
}

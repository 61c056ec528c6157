import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { appointmentTypes } from '../../db/schema';

/** The columns an appointment type answers with. */
export const appointmentTypeColumns = {
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

type Row = Pick<typeof appointmentTypes.$inferSelect, keyof typeof appointmentTypeColumns>;

export function toAppointmentType(row: Row): TAppointmentType {
  return { ...row, tests: Array.isArray(row.tests) ? row.tests : [], createdAt: row.createdAt.toISOString() };
}

import { eq } from 'drizzle-orm';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import { appointmentTypes, calendarEvents, patients } from '../../db/schema';
import { ownerColumns, ownershipOf, type OwnerRow } from '../../lib/ownership';
import type { Executor } from './appointment-errors';

/** The event's own columns. */
export const eventColumns = {
  id: calendarEvents.id,
  startsAt: calendarEvents.startsAt,
  endsAt: calendarEvents.endsAt,
  status: calendarEvents.status,
  attendanceStatus: calendarEvents.attendanceStatus,
  location: calendarEvents.location,
  notes: calendarEvents.notes,
  sessionObjectives: calendarEvents.sessionObjectives,
  seriesId: calendarEvents.seriesId,
  createdAt: calendarEvents.createdAt,
  updatedAt: calendarEvents.updatedAt,
  ...ownerColumns(calendarEvents.userId),
};

/** The columns of an appointment as the API returns it, with its patient and type (spec 2 §7). */
export const appointmentColumns = {
  ...eventColumns,
  patientId: patients.id,
  patientFirstName: patients.firstName,
  patientLastName: patients.lastName,
  typeId: appointmentTypes.id,
  typeName: appointmentTypes.name,
  typeDurationMinutes: appointmentTypes.durationMinutes,
};

/** Events joined with their patient (optional: free slots) and type (kept even when inactive). */
export function selectAppointments(db: Executor) {
  return db
    .select(appointmentColumns)
    .from(calendarEvents)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, calendarEvents.appointmentTypeId))
    .leftJoin(patients, eq(patients.id, calendarEvents.patientId));
}

type EventRow = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  attendanceStatus: string | null;
  location: string | null;
  notes: string | null;
  sessionObjectives: string[] | null;
  seriesId: string | null;
  createdAt: Date;
  updatedAt: Date;
} & OwnerRow;

export type AppointmentRow = EventRow & {
  patientId: string | null;
  patientFirstName: string | null;
  patientLastName: string | null;
  typeId: string;
  typeName: string;
  typeDurationMinutes: number;
};

export function toAppointment(row: AppointmentRow, viewerId: string): TAppointment {
  return {
    id: row.id,
    ...ownershipOf(row, viewerId),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    // The CHECK constraints of calendar_events hold these to the enums.
    status: row.status as TAppointment['status'],
    attendanceStatus: row.attendanceStatus as TAppointment['attendanceStatus'],
    location: row.location,
    notes: row.notes,
    sessionObjectives: row.sessionObjectives,
    patient:
      row.patientId && row.patientFirstName !== null && row.patientLastName !== null
        ? { id: row.patientId, firstName: row.patientFirstName, lastName: row.patientLastName }
        : null,
    appointmentType: { id: row.typeId, name: row.typeName, durationMinutes: row.typeDurationMinutes },
    seriesId: row.seriesId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An event just written, with the patient and type the checks already read. */
export function withRefs(
  event: EventRow,
  patient: { id: string; firstName: string; lastName: string } | null,
  type: { id: string; name: string; durationMinutes: number },
  viewerId: string,
): TAppointment {
  return toAppointment({
    ...event,
    patientId: patient?.id ?? null,
    patientFirstName: patient?.firstName ?? null,
    patientLastName: patient?.lastName ?? null,
    typeId: type.id,
    typeName: type.name,
    typeDurationMinutes: type.durationMinutes,
  }, viewerId);
}

import { and, asc, desc, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import { PATIENT_APPOINTMENTS_LIMIT, type TPatientAppointment, type TPatientAppointments } from '@praxis/shared/patients/schemas';
import { appointmentTypes, calendarEvents } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { scopeWhere, type Scope } from '../../../lib/scope';
import { requirePatient } from '../patient-access';

const columns = {
  id: calendarEvents.id,
  startsAt: calendarEvents.startsAt,
  endsAt: calendarEvents.endsAt,
  status: calendarEvents.status,
  location: calendarEvents.location,
  attendanceStatus: calendarEvents.attendanceStatus,
  notes: calendarEvents.notes,
  typeId: appointmentTypes.id,
  typeName: appointmentTypes.name,
};

/**
 * The patient page's appointments tab (spec 1 §7): 5 upcoming (start after now, ascending) and
 * 5 past (end before now, descending). Past ones keep cancelled appointments, with their status:
 * it is the patient's history. Upcoming ones leave them out: they will not take place.
 */
export async function findPatientAppointments(db: Database, scope: Scope, patientId: string, now = new Date()): Promise<TPatientAppointments> {
  await requirePatient(db, scope, patientId);
  const query = (condition: SQL | undefined, order: SQL) =>
    db
      .select(columns)
      .from(calendarEvents)
      .leftJoin(appointmentTypes, eq(appointmentTypes.id, calendarEvents.appointmentTypeId))
      .where(and(scopeWhere(calendarEvents, scope), eq(calendarEvents.patientId, patientId), condition))
      .orderBy(order)
      .limit(PATIENT_APPOINTMENTS_LIMIT);
  const upcoming = await query(and(gt(calendarEvents.startsAt, now), ne(calendarEvents.status, 'cancelled')), asc(calendarEvents.startsAt));
  const past = await query(lt(calendarEvents.endsAt, now), desc(calendarEvents.endsAt));
  const toAppointment = (row: (typeof upcoming)[number]): TPatientAppointment => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    location: row.location,
    attendanceStatus: row.attendanceStatus,
    notes: row.notes,
    appointmentType: row.typeId && row.typeName !== null ? { id: row.typeId, name: row.typeName } : null,
  });
  return { upcoming: upcoming.map(toAppointment), past: past.map(toAppointment) };
}

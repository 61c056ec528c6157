import { asc, eq, type SQL } from 'drizzle-orm';
import type { TWaitingListEntry } from '@praxis/shared/appointments/waiting-list';
import { appointmentTypes, patients, waitingListEntries } from '../../db/schema';
import type { Executor } from '../appointments/appointment-errors';
import { ownerColumns, ownershipOf } from '../../lib/ownership';

const t = waitingListEntries;

/** The entries matching `where`, with the patient's and the type's names, oldest first. */
export async function selectEntries(
  db: Executor,
  where: SQL | undefined,
  viewerId: string,
): Promise<TWaitingListEntry[]> {
  const rows = await db
    .select({
      id: t.id,
      ...ownerColumns(t.userId),
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      typeId: appointmentTypes.id,
      typeName: appointmentTypes.name,
      weekdays: t.weekdays,
      timeFrom: t.timeFrom,
      timeTo: t.timeTo,
      note: t.note,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .innerJoin(patients, eq(patients.id, t.patientId))
    .leftJoin(appointmentTypes, eq(appointmentTypes.id, t.appointmentTypeId))
    .where(where)
    .orderBy(asc(t.createdAt), asc(t.id));
  return rows.map((r) => ({
    id: r.id,
    ...ownershipOf(r, viewerId),
    patient: { id: r.patientId, firstName: r.firstName, lastName: r.lastName },
    appointmentType: r.typeId && r.typeName ? { id: r.typeId, name: r.typeName } : null,
    weekdays: r.weekdays,
    timeFrom: r.timeFrom,
    timeTo: r.timeTo,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

import { and, eq } from 'drizzle-orm';
import { appointmentMessages } from '@praxis/shared/appointments/schemas';
import { appointmentTypes, patients } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ownerWhere, scopeWhere, type Scope } from '../../lib/scope';
import { step, type Executor } from './appointment-errors';

export type TypeRef = { id: string; name: string; durationMinutes: number };
export type PatientRef = { id: string; firstName: string; lastName: string };

const refused = (field: string, message: string) => new AppError('VALIDATION', message, 422, { [field]: message });

/** The type must be an active one of the scope, created by the user (spec 2 §5.1). */
export function findUsableType(db: Executor, scope: Scope, id: string): Promise<TypeRef> {
  return step(appointmentMessages.typeCheckFailed, async () => {
    const [type] = await db
      .select({ id: appointmentTypes.id, name: appointmentTypes.name, durationMinutes: appointmentTypes.durationMinutes })
      .from(appointmentTypes)
      .where(and(ownerWhere(appointmentTypes, scope), eq(appointmentTypes.id, id), eq(appointmentTypes.isActive, true)))
      .limit(1);
    if (!type) throw refused('appointmentTypeId', appointmentMessages.typeNotFound);
    return type;
  });
}

/** A patient given with an appointment must be one of the scope (spec 2 §5.1). */
export function findScopedPatient(db: Executor, scope: Scope, id: string): Promise<PatientRef> {
  return step(appointmentMessages.patientCheckFailed, async () => {
    const [patient] = await db
      .select({ id: patients.id, firstName: patients.firstName, lastName: patients.lastName })
      .from(patients)
      .where(and(scopeWhere(patients, scope), eq(patients.id, id)))
      .limit(1);
    if (!patient) throw refused('patientId', appointmentMessages.patientNotFound);
    return patient;
  });
}

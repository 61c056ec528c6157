import { parseTestsList } from '@praxis/shared/settings/appointment-type-tests';
import type { TAppointmentType, TAppointmentTypeInput } from '@praxis/shared/settings/schemas';
import { appointmentTypes } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { appointmentTypeColumns, toAppointmentType } from './appointment-type-row';

export async function createAppointmentType(db: Database, scope: Scope, input: TAppointmentTypeInput): Promise<TAppointmentType> {
  const [row] = await db
    .insert(appointmentTypes)
    .values({
      ...scopeValues(scope),
      name: input.name,
      durationMinutes: input.durationMinutes,
      location: input.location ?? null,
      description: input.description ?? null,
      tests: parseTestsList(input.tests),
      iaDescription: input.iaDescription ?? null,
    })
    .returning(appointmentTypeColumns);
  if (!row) throw new AppError('INTERNAL', 'Erreur lors de la création du type de séance');
  return toAppointmentType(row, scope.userId);
}

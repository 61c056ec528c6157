import { and, eq, sql } from 'drizzle-orm';
import { PATIENT_LOOKUP_LIMIT, isLookupTerm, type TPatientLookupItem } from '@praxis/shared/patients/lookup';
import { consultationReasons, patients } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import type { Scope } from '../../../lib/scope';
import { nameSearch, patientFilter, patientOrder } from '../list/patient-list-sql';

/** At most 10 patients of the scope matching every word of q; none below 2 characters. */
export async function findPatientLookup(db: Database, scope: Scope, q: string): Promise<TPatientLookupItem[]> {
  if (!isLookupTerm(q)) return [];
  const rows = await db
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      civilite: patients.civilite,
      gender: patients.gender,
      isMajor: patients.isMajor,
      reasonId: consultationReasons.id,
      reasonLabel: consultationReasons.label,
    })
    .from(patients)
    .leftJoin(consultationReasons, eq(consultationReasons.id, patients.consultationReasonId))
    .where(and(patientFilter(scope, null), nameSearch(scope, q.trim())))
    .orderBy(sql`${patientOrder}`)
    .limit(PATIENT_LOOKUP_LIMIT);
  return rows.map(({ reasonId, reasonLabel, ...row }) => ({
    ...row,
    consultationReason: reasonId && reasonLabel ? { id: reasonId, label: reasonLabel } : null,
  }));
}

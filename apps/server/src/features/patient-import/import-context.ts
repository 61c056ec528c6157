import { and, desc, eq } from 'drizzle-orm';
import { importIdentityKey } from '@praxis/shared/patients/csv-import';
import type { TImportContext } from '@praxis/shared/patients/csv-row';
import { todayIso } from '@praxis/shared/patients/rules';
import { consultationReasons, patients } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';

/** The practice's calendar: majority and "not in the future" are judged on today's date in Paris. */
export const IMPORT_TIME_ZONE = 'Europe/Paris';

/**
 * What row validation needs from the database: the scope's active consultation reasons (newest
 * first, so the newest of two equal labels wins) and the patients it already holds.
 */
export async function loadImportContext(db: Database, scope: Scope, now = new Date()): Promise<TImportContext> {
  const [reasons, existing] = await Promise.all([
    db
      .select({ id: consultationReasons.id, label: consultationReasons.label })
      .from(consultationReasons)
      .where(and(scopeWhere(consultationReasons, scope), eq(consultationReasons.isActive, true)))
      .orderBy(desc(consultationReasons.createdAt), desc(consultationReasons.id)),
    db
      .select({ firstName: patients.firstName, lastName: patients.lastName, dateOfBirth: patients.dateOfBirth })
      .from(patients)
      .where(scopeWhere(patients, scope)),
  ]);
  const known = new Set(existing.map((p) => importIdentityKey(p.firstName, p.lastName, p.dateOfBirth)));
  return {
    today: todayIso(now, IMPORT_TIME_ZONE),
    reasons,
    patientExists: (firstName, lastName, dateOfBirth) => known.has(importIdentityKey(firstName, lastName, dateOfBirth)),
  };
}

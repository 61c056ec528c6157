import { and, eq } from 'drizzle-orm';
import { patientMessages } from '@praxis/shared/patients/schemas';
import { patientRepresentatives, patients } from '../../db/schema';
import type { Database } from '../db';
import { AppError } from '../errors';
import { scopeWhere, type Scope } from '../scope';
import {
  patientIdentity,
  patientIdentityColumns,
  prescriberIdentities,
  representativeIdentity,
  representativeIdentityColumns,
} from './identity-rows';
import type { KnownIdentity } from './types';

export type LoadKnownIdentitiesOptions = {
  /** The selected patient: they and their representatives come first (they win a shared name). */
  patientId?: string;
  /** With patientId: only that patient, their representatives and prescriber. */
  onlyThisPatient?: boolean;
};

/**
 * Every patient and representative the scope can read, as known identities for pseudonymise
 * (names, birth dates, phones, e-mails, addresses, NIR) plus the patients' prescribers. Two
 * queries, the tenant filter in each where; a selected patient outside the scope answers
 * NOT_FOUND. Call it once per request and give the result to createIdentityMatcher.
 */
export async function loadKnownIdentities(
  db: Database,
  scope: Scope,
  { patientId, onlyThisPatient = false }: LoadKnownIdentitiesOptions = {},
): Promise<KnownIdentity[]> {
  const only = patientId !== undefined && onlyThisPatient;
  const [patientRows, representativeRows] = await Promise.all([
    db
      .select(patientIdentityColumns)
      .from(patients)
      .where(and(scopeWhere(patients, scope), only ? eq(patients.id, patientId) : undefined)),
    db
      .select(representativeIdentityColumns)
      .from(patientRepresentatives)
      .where(
        and(
          scopeWhere(patientRepresentatives, scope),
          only ? eq(patientRepresentatives.patientId, patientId) : undefined,
        ),
      ),
  ]);
  if (patientId !== undefined && !patientRows.some((p) => p.id === patientId)) {
    throw new AppError('NOT_FOUND', patientMessages.notFound);
  }
  const isFocus = (id: string) => id === patientId;
  return [
    ...patientRows.filter((p) => isFocus(p.id)).map(patientIdentity),
    ...representativeRows.filter((r) => isFocus(r.patientId)).map(representativeIdentity),
    ...patientRows.filter((p) => !isFocus(p.id)).map(patientIdentity),
    ...representativeRows.filter((r) => !isFocus(r.patientId)).map(representativeIdentity),
    ...prescriberIdentities(patientRows),
  ];
}

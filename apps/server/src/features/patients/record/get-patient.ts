import type { TPatient } from '@praxis/shared/patients/schemas';
import type { Database } from '../../../lib/db';
import type { Scope } from '../../../lib/scope';
import { loadPatient } from './patient-row';

export function getPatient(db: Database, scope: Scope, id: string): Promise<TPatient> {
  return loadPatient(db, scope, id);
}

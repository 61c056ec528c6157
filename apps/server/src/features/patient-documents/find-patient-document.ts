import { and, eq } from 'drizzle-orm';
import { documentMessages } from '@praxis/shared/patients/schemas';
import { patientDocuments } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { scopeWhere, type Scope } from '../../lib/scope';

/** A document of that patient in the scope (a document of patient A is not found through B). */
export async function findPatientDocument(db: Database, scope: Scope, patientId: string, documentId: string) {
  const [row] = await db
    .select({ id: patientDocuments.id, storagePath: patientDocuments.storagePath })
    .from(patientDocuments)
    .where(and(scopeWhere(patientDocuments, scope), eq(patientDocuments.patientId, patientId), eq(patientDocuments.id, documentId), eq(patientDocuments.isActive, true)))
    .limit(1);
  if (!row) throw AppError.notFound(documentMessages.notFound);
  return row;
}

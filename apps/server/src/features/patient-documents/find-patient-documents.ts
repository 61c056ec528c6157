import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { ZPatientDocumentQuery } from '@praxis/shared/patients/schemas';
import { patientDocuments } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { containsText, searchTerm } from '../../lib/search';
import { patientDocumentColumns, toPatientDocument } from './patient-document-row';
import { requirePatientInScope } from './patient-in-scope';

type Query = z.infer<typeof ZPatientDocumentQuery>;

/** Active documents of a patient, newest first; type filter, name search from 2 characters. */
export async function findPatientDocuments(db: Database, scope: Scope, patientId: string, query: Query) {
  await requirePatientInScope(db, scope, patientId);
  const conditions: SQL[] = [scopeWhere(patientDocuments, scope), eq(patientDocuments.patientId, patientId), eq(patientDocuments.isActive, true)];
  if (query.fileType !== 'all') conditions.push(eq(patientDocuments.fileType, query.fileType));
  const term = searchTerm(query.search);
  if (term) conditions.push(containsText(patientDocuments.fileName, term));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(patientDocumentColumns)
      .from(patientDocuments)
      .where(where)
      .orderBy(desc(patientDocuments.uploadedAt), desc(patientDocuments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(patientDocuments).where(where),
  ]);
  return { items: rows.map(toPatientDocument), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

import { and, count, eq, isNull } from 'drizzle-orm';
import { testMessages, type TTestDashboard } from '@praxis/shared/testotheque/schemas';
import { testDefinitions, testDocuments } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { readableTestWhere, testColumns, toTests } from './test-row';

const STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

/**
 * One readable test with its dashboard (spec 3 §3, §7): the documents it was trained on, soft-deleted
 * ones left out, counted by analysis status and by type.
 */
export async function getTest(deps: { db: Database; storage: FileStorage }, scope: Scope, id: string): Promise<TTestDashboard> {
  const [row] = await deps.db
    .select(testColumns(scope))
    .from(testDefinitions)
    .where(and(readableTestWhere(scope), eq(testDefinitions.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound(testMessages.notFound);
  const [[test], counts] = await Promise.all([
    toTests(deps, scope, [row]),
    deps.db
      .select({ status: testDocuments.analysisStatus, type: testDocuments.documentType, n: count() })
      .from(testDocuments)
      .where(and(eq(testDocuments.testDefinitionId, id), isNull(testDocuments.deletedAt)))
      .groupBy(testDocuments.analysisStatus, testDocuments.documentType),
  ]);
  if (!test) throw AppError.notFound(testMessages.notFound);
  const stats = { total_documents: 0, pending: 0, processing: 0, completed: 0, failed: 0, by_type: {} as Record<string, number> };
  for (const { status, type, n } of counts) {
    stats.total_documents += n;
    if ((STATUSES as readonly string[]).includes(status)) stats[status as (typeof STATUSES)[number]] += n;
    stats.by_type[type] = (stats.by_type[type] ?? 0) + n;
  }
  return { ...test, documentsCount: stats.total_documents, documentsStats: stats };
}

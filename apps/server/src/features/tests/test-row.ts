import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { TRAINING_STATUSES, type TTestDefinition, type TTrainingStatus } from '@praxis/shared/testotheque/schemas';
import { testDefinitions, trames, trameTests } from '../../db/schema';
import type { Database } from '../../lib/db';
import { ownerWhere, scopeWhere, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { hasBase64Column, toStoredFile, type StoredFileRow } from '../../lib/stored-file';

/** The columns a test answers with (the base64 copy is only flagged, never read). */
export function testColumns(scope: Scope) {
  return {
    id: testDefinitions.id,
    title: testDefinitions.title,
    code: testDefinitions.code,
    description: testDefinitions.description,
    aiBrief: testDefinitions.aiBrief,
    summary: testDefinitions.summary,
    domain: testDefinitions.domain,
    tags: testDefinitions.tags,
    isActive: testDefinitions.isActive,
    isShared: sql<boolean>`(${testDefinitions.userId} IS NULL)`,
    isOwn: sql<boolean>`(${testDefinitions.userId} IS NOT DISTINCT FROM ${scope.userId}::uuid)`,
    attachments: testDefinitions.attachments,
    ageRangeMin: testDefinitions.ageRangeMin,
    ageRangeMax: testDefinitions.ageRangeMax,
    sophieTrainingStatus: testDefinitions.sophieTrainingStatus,
    lastAnalyzedAt: testDefinitions.lastAnalyzedAt,
    createdAt: testDefinitions.createdAt,
    updatedAt: testDefinitions.updatedAt,
    storagePath: testDefinitions.storagePath,
    signedUrl: testDefinitions.signedUrl,
    signedUrlExpiresAt: testDefinitions.signedUrlExpiresAt,
    hasBase64: hasBase64Column(testDefinitions.attachmentBase64),
    mimeType: testDefinitions.mimeType,
    sizeBytes: testDefinitions.sizeBytes,
  };
}

const or2 = (a: SQL | undefined, b: SQL | undefined): SQL => {
  const both = or(a, b);
  if (!both) throw new Error('unreachable: or() of two conditions');
  return both;
};

/**
 * What a scope may read (spec 3 §6): the active shared tests (no owner) and the organisation's
 * tests, or without one the user's own. Changes use ownerWhere, which never matches a shared test.
 */
export function readableTestWhere(scope: Scope): SQL {
  return or2(and(isNull(testDefinitions.userId), eq(testDefinitions.isActive, true)), scopeWhere(testDefinitions, scope));
}

/** Owner-only changes (spec 3 §6): the user's own test, in the current scope. */
export const ownTestWhere = (scope: Scope) => ownerWhere(testDefinitions, scope);

export type TestRow = Omit<TTestDefinition, 'file' | 'trames' | 'createdAt' | 'updatedAt' | 'lastAnalyzedAt' | 'attachments' | 'sophieTrainingStatus'> &
  StoredFileRow & { attachments: unknown; sophieTrainingStatus: string; lastAnalyzedAt: Date | null; createdAt: Date; updatedAt: Date };

const isTrainingStatus = (s: string): s is TTrainingStatus => (TRAINING_STATUSES as readonly string[]).includes(s);

function attachmentsOf(value: unknown): { filename: string } | null {
  if (value && typeof value === 'object' && typeof (value as { filename?: unknown }).filename === 'string') {
    return { filename: (value as { filename: string }).filename };
  }
  return null;
}

export async function toTest(row: TestRow, storage: FileStorage, now = new Date()): Promise<Omit<TTestDefinition, 'trames'>> {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    description: row.description,
    aiBrief: row.aiBrief,
    summary: row.summary,
    domain: row.domain,
    tags: row.tags,
    isActive: row.isActive,
    isShared: row.isShared,
    isOwn: row.isOwn,
    attachments: attachmentsOf(row.attachments),
    file: await toStoredFile(row, storage, now),
    ageRangeMin: row.ageRangeMin,
    ageRangeMax: row.ageRangeMax,
    sophieTrainingStatus: isTrainingStatus(row.sophieTrainingStatus) ? row.sophieTrainingStatus : 'not_started',
    lastAnalyzedAt: row.lastAnalyzedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's own trames (not deleted) each test is assigned to (spec 3 §3: trame shown as id and name). */
export async function assignedTrames(db: Database, scope: Scope, testIds: string[]): Promise<Map<string, { id: string; name: string }[]>> {
  const byTest = new Map<string, { id: string; name: string }[]>();
  if (testIds.length === 0) return byTest;
  const rows = await db
    .select({ testId: trameTests.testDefinitionId, id: trames.id, name: trames.name })
    .from(trames)
    .innerJoin(trameTests, eq(trameTests.trameId, trames.id))
    .where(and(ownerWhere(trames, scope), isNull(trames.deletedAt), inArray(trameTests.testDefinitionId, testIds)))
    .orderBy(trames.name);
  for (const row of rows) byTest.set(row.testId, [...(byTest.get(row.testId) ?? []), { id: row.id, name: row.name }]);
  return byTest;
}

/** Tests with the trames they are assigned to. */
export async function toTests(deps: { db: Database; storage: FileStorage }, scope: Scope, rows: TestRow[]): Promise<TTestDefinition[]> {
  const trameMap = await assignedTrames(deps.db, scope, rows.map((r) => r.id));
  const now = new Date();
  return Promise.all(rows.map(async (row) => ({ ...(await toTest(row, deps.storage, now)), trames: trameMap.get(row.id) ?? [] })));
}

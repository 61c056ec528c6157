import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { type TRAME_EVENTS, trameMessages, type TTrame } from '@praxis/shared/trames/schemas';
import {
  testDefinitions,
  trameDocuments,
  trameExamples,
  trames,
  trameTests,
  trameTypes,
} from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import type { Executor } from '../../lib/executor';
import { ownerWhere, scopeWhere, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { PDF_MIME } from '@praxis/shared/trames/generation';
import { hasBase64Column, toStoredFile } from '../../lib/stored-file';

/** What a scope may read: the scope's trames, not deleted (changes use ownTrameWhere). */
export function readableTrameWhere(scope: Scope): SQL {
  const where = and(scopeWhere(trames, scope), isNull(trames.deletedAt));
  if (!where) throw new Error('unreachable: and() of two conditions');
  return where;
}

/** Owner-only changes (spec 3 §6): the user's own trame, in the current scope, not deleted. */
export function ownTrameWhere(scope: Scope): SQL {
  const where = and(ownerWhere(trames, scope), isNull(trames.deletedAt));
  if (!where) throw new Error('unreachable: and() of two conditions');
  return where;
}

const countOf = (query: SQL) => sql<number>`(${query})::int`;

export function trameColumns(scope: Scope) {
  return {
    id: trames.id,
    name: trames.name,
    description: trames.description,
    trameType: { id: trameTypes.id, label: trameTypes.label, isBilan: trameTypes.isBilan },
    isActive: trames.isActive,
    isOwn: sql<boolean>`(${trames.userId} = ${scope.userId}::uuid)`,
    hasTemplate: sql<boolean>`(${trames.templateJson} IS NOT NULL)`,
    examplesCount: countOf(
      sql`SELECT count(*) FROM ${trameExamples} WHERE ${trameExamples.trameId} = ${trames.id} AND ${trameExamples.deletedAt} IS NULL`,
    ),
    examplesDone: countOf(
      sql`SELECT count(*) FROM ${trameExamples} WHERE ${trameExamples.trameId} = ${trames.id} AND ${trameExamples.deletedAt} IS NULL AND ${trameExamples.status} = 'done'`,
    ),
    documentsCount: countOf(
      sql`SELECT count(*) FROM ${trameDocuments} WHERE ${trameDocuments.trameId} = ${trames.id}`,
    ),
    testsCount: countOf(
      sql`SELECT count(*) FROM ${trameTests} JOIN ${testDefinitions} ON ${testDefinitions.id} = ${trameTests.testDefinitionId} WHERE ${trameTests.trameId} = ${trames.id}`,
    ),
    createdAt: trames.createdAt,
    updatedAt: trames.updatedAt,
    storagePath: trames.storagePath,
    signedUrl: trames.signedUrl,
    signedUrlExpiresAt: trames.signedUrlExpiresAt,
    hasBase64: hasBase64Column(trames.attachmentBase64),
    mimeType: trames.mimeType,
    sizeBytes: trames.sizeBytes,
    pdfStoragePath: trames.pdfStoragePath,
    pdfSignedUrl: trames.pdfSignedUrl,
    pdfSignedUrlExpiresAt: trames.pdfSignedUrlExpiresAt,
    pdfSizeBytes: trames.pdfSizeBytes,
  };
}

type TrameRow = Awaited<ReturnType<typeof selectTrames>>[number];

export async function toTrame(
  row: TrameRow,
  storage: FileStorage,
  now = new Date(),
): Promise<TTrame> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    trameType: row.trameType,
    isActive: row.isActive,
    isOwn: row.isOwn,
    hasTemplate: row.hasTemplate,
    file: await toStoredFile(row, storage, now),
    pdfFile: await toStoredFile(
      {
        storagePath: row.pdfStoragePath,
        signedUrl: row.pdfSignedUrl,
        signedUrlExpiresAt: row.pdfSignedUrlExpiresAt,
        hasBase64: false,
        mimeType: row.pdfStoragePath ? PDF_MIME : null,
        sizeBytes: row.pdfSizeBytes,
      },
      storage,
      now,
    ),
    stats: {
      examplesCount: row.examplesCount,
      examplesDone: row.examplesDone,
      documentsCount: row.documentsCount,
      testsCount: row.testsCount,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The readable trames matching `where`, as the API shows them. */
export function selectTrames(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  where: SQL | undefined,
) {
  return deps.db
    .select(trameColumns(scope))
    .from(trames)
    .innerJoin(trameTypes, eq(trameTypes.id, trames.trameTypeId))
    .where(and(readableTrameWhere(scope), where));
}

export async function getTrameOrThrow(
  deps: { db: Database; storage: FileStorage },
  scope: Scope,
  id: string,
): Promise<TTrame> {
  const [row] = await selectTrames(deps, scope, eq(trames.id, id));
  if (!row) throw AppError.notFound(trameMessages.notFound);
  return toTrame(row, deps.storage);
}

/** The owner's trame, locked for the transaction (examples count, analysis launch). */
export async function lockOwnTrame(
  tx: Executor,
  scope: Scope,
  id: string,
): Promise<{ id: string; organizationId: string | null }> {
  const [row] = await tx
    .select({ id: trames.id, organizationId: trames.organizationId })
    .from(trames)
    .where(and(ownTrameWhere(scope), eq(trames.id, id)))
    .for('update');
  if (!row) throw AppError.notFound(trameMessages.notFound);
  return row;
}

/** A readable trame's id, or 404 (reads of examples and documents go through it). */
export async function requireReadableTrame(
  db: Database,
  scope: Scope,
  id: string,
): Promise<{ id: string }> {
  const [row] = await db
    .select({ id: trames.id })
    .from(trames)
    .where(and(readableTrameWhere(scope), eq(trames.id, id)))
    .limit(1);
  if (!row) throw AppError.notFound(trameMessages.notFound);
  return row;
}

/** Tells the trame's readers (the scope) that something of it changed; delivered on commit. */
export function publishTrameEvent(
  events: EventBus,
  type: (typeof TRAME_EVENTS)[keyof typeof TRAME_EVENTS],
  scope: { userId: string; organizationId: string | null },
  trameId: string,
  tx?: Executor,
) {
  return events.publish(
    {
      type,
      ids: [trameId],
      userId: scope.userId,
      organizationId: scope.organizationId,
      audience: 'scope',
    },
    tx,
  );
}

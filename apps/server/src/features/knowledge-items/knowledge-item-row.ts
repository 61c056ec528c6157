import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TKnowledgeItem, TKnowledgeKind } from '@praxis/shared/settings/schemas';
import { knowledgeItems } from '../../db/schema';
import { ownerColumns, ownershipOf, type OwnerRow } from '../../lib/ownership';
import { scopeWhere, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { hasBase64Column, toStoredFile, type StoredFileRow } from '../../lib/stored-file';

/** The columns a knowledge item answers with (the base64 copy is only flagged, never read). */
export const knowledgeItemColumns = {
  id: knowledgeItems.id,
  title: knowledgeItems.title,
  kind: knowledgeItems.kind,
  description: knowledgeItems.description,
  aiBrief: knowledgeItems.aiBrief,
  tags: knowledgeItems.tags,
  isShared: sql<boolean>`(${knowledgeItems.userId} IS NULL)`,
  createdAt: knowledgeItems.createdAt,
  storagePath: knowledgeItems.storagePath,
  signedUrl: knowledgeItems.signedUrl,
  signedUrlExpiresAt: knowledgeItems.signedUrlExpiresAt,
  hasBase64: hasBase64Column(knowledgeItems.attachmentBase64),
  mimeType: knowledgeItems.mimeType,
  sizeBytes: knowledgeItems.sizeBytes,
  ...ownerColumns(knowledgeItems.userId),
};

/**
 * What a scope may read (spec 2 §6): the shared items (no owner at all) and the organisation's
 * or the user's own. Changes use ownerWhere instead, which never matches a shared item.
 */
export function readableWhere(scope: Scope): SQL {
  const visible = or(and(isNull(knowledgeItems.userId), isNull(knowledgeItems.organizationId)), scopeWhere(knowledgeItems, scope));
  if (!visible) throw new Error('unreachable: or() of two conditions');
  return visible;
}

type Row = Pick<typeof knowledgeItems.$inferSelect, 'id' | 'title' | 'kind' | 'description' | 'aiBrief' | 'tags' | 'createdAt'> &
  StoredFileRow & { isShared: boolean } & OwnerRow;

export async function toKnowledgeItem(row: Row, viewerId: string, storage: FileStorage, now = new Date()): Promise<TKnowledgeItem> {
  return {
    id: row.id,
    ...ownershipOf(row, viewerId),
    title: row.title,
    kind: row.kind as TKnowledgeKind,
    description: row.description,
    aiBrief: row.aiBrief,
    tags: row.tags,
    isShared: row.isShared,
    file: await toStoredFile(row, storage, now),
    createdAt: row.createdAt.toISOString(),
  };
}

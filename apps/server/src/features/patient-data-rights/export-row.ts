import { and, eq, isNull } from 'drizzle-orm';
import { dataRightsMessages, EXPORT_EVENT, EXPORT_LINK_SECONDS, type TAccountExport, type TPatientExport } from '@praxis/shared/patients/data-rights';
import { patientExports } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import type { Executor } from '../../lib/executor';
import { ownerWhere, type Scope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';

export type PatientExportRow = typeof patientExports.$inferSelect;

/** Storage key of an export's ZIP: in the requester's folder, named by the export's id only. */
export const exportFileKey = (userId: string, exportId: string) => `user_${userId}/exports/${exportId}.zip`;

/** The download name: no patient name, so that none ends up in an address or a log line. */
export const exportDownloadName = (completedAt: Date, kind: 'patient' | 'account' = 'patient') =>
  `${kind === 'account' ? 'compte-praxis' : 'dossier-patient'}-${completedAt.toISOString().slice(0, 10)}.zip`;

/** The requester's export of this patient; another user's (even a colleague's) answers 404. */
export async function findOwnExport(db: Executor, scope: Scope, patientId: string, exportId: string, now = new Date()): Promise<PatientExportRow> {
  const [row] = await db
    .select()
    .from(patientExports)
    .where(and(ownerWhere(patientExports, scope), eq(patientExports.patientId, patientId), eq(patientExports.id, exportId)))
    .limit(1);
  if (!row) throw AppError.notFound(dataRightsMessages.exportNotFound);
  if (row.expiresAt.getTime() <= now.getTime()) throw AppError.notFound(dataRightsMessages.exportExpired);
  return row;
}

/** The signed-in user's account export (patient_id null); anyone else's answers 404. */
export async function findOwnAccountExport(db: Executor, userId: string, exportId: string, now = new Date()): Promise<PatientExportRow> {
  const [row] = await db
    .select()
    .from(patientExports)
    .where(and(eq(patientExports.userId, userId), isNull(patientExports.patientId), eq(patientExports.id, exportId)))
    .limit(1);
  if (!row) throw AppError.notFound(dataRightsMessages.exportNotFound);
  if (row.expiresAt.getTime() <= now.getTime()) throw AppError.notFound(dataRightsMessages.exportExpired);
  return row;
}

export async function toAccountExport(row: PatientExportRow, storage: FileStorage, now = new Date()): Promise<TAccountExport> {
  const { patientId: _patientId, ...rest } = await toExport(row, storage, 'account', now);
  return rest;
}

export async function toPatientExport(row: PatientExportRow, storage: FileStorage, now = new Date()): Promise<TPatientExport> {
  const result = await toExport(row, storage, 'patient', now);
  if (!result.patientId) throw new Error('unreachable: a patient export names its patient');
  return { ...result, patientId: result.patientId };
}

async function toExport(row: PatientExportRow, storage: FileStorage, kind: 'patient' | 'account', now: Date): Promise<TAccountExport & { patientId: string | null }> {
  let downloadUrl: string | null = null;
  if (row.status === 'done' && row.storagePath && row.completedAt) {
    const ttl = Math.min(EXPORT_LINK_SECONDS, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000));
    if (ttl > 0) downloadUrl = (await storage.signedUrl(row.storagePath, ttl, { download: exportDownloadName(row.completedAt, kind), now })).url;
  }
  return {
    id: row.id,
    patientId: row.patientId,
    status: row.status as TAccountExport['status'],
    progress: row.progress,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    downloadUrl,
  };
}

/** Tells the requester's browser that the export moved on (only them: audience 'owner'). */
export function publishExportEvent(events: EventBus, row: Pick<PatientExportRow, 'id' | 'userId' | 'organizationId'>, tx?: Executor) {
  return events.publish({ type: EXPORT_EVENT, ids: [row.id], userId: row.userId, organizationId: row.organizationId, audience: 'owner' }, tx);
}

import { and, asc, eq } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import { dataRightsMessages } from '@praxis/shared/patients/data-rights';
import {
  calendarEvents,
  patientDocuments,
  patientExports,
  patientGoals,
  patientInstructions,
  patientParcours,
  patientRepresentatives,
  patients,
  waitingListEntries,
} from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import { scopeWhere, type Scope } from '../../lib/scope';
import { fileNameOf } from '../../lib/stored-file';
import { exportFileKey, publishExportEvent, type PatientExportRow } from './export-row';
import { exportSummaryHtml, type ExportContent } from './export-summary';

/** Path of a document's file inside the ZIP: its id keeps two files of the same name apart. */
export const documentEntryOf = (documentId: string, storagePath: string) => `documents/${documentId}/${fileNameOf(storagePath)}`;

/** Every row about the patient (issue 16 §2), in the scope the export was asked in. */
async function collectRows(deps: AppDeps, scope: Scope, patientId: string) {
  const [patient] = await deps.db.select().from(patients).where(and(scopeWhere(patients, scope), eq(patients.id, patientId))).limit(1);
  if (!patient) return null;
  const of = <T extends { patientId: unknown }>(table: T) => eq(table.patientId as never, patientId);
  const [representatives, goals, instructions, parcours, appointments, documents, waitingList] = await Promise.all([
    deps.db.select().from(patientRepresentatives).where(of(patientRepresentatives)).orderBy(asc(patientRepresentatives.createdAt)),
    deps.db.select().from(patientGoals).where(of(patientGoals)).orderBy(asc(patientGoals.createdAt)),
    deps.db.select().from(patientInstructions).where(of(patientInstructions)).orderBy(asc(patientInstructions.createdAt)),
    deps.db.select().from(patientParcours).where(of(patientParcours)).orderBy(asc(patientParcours.startedAt)),
    deps.db.select().from(calendarEvents).where(of(calendarEvents)).orderBy(asc(calendarEvents.startsAt)),
    deps.db.select().from(patientDocuments).where(of(patientDocuments)).orderBy(asc(patientDocuments.uploadedAt)),
    deps.db.select().from(waitingListEntries).where(of(waitingListEntries)).orderBy(asc(waitingListEntries.createdAt)),
  ]);
  return { patient, representatives, goals, instructions, parcours, appointments, documents, waitingList };
}

export async function setExportProgress(deps: AppDeps, row: PatientExportRow, values: Partial<PatientExportRow>) {
  const updated = await deps.db.update(patientExports).set(values).where(eq(patientExports.id, row.id)).returning({ id: patientExports.id });
  if (updated.length > 0) await publishExportEvent(deps.events, row);
  return updated.length > 0;
}

/**
 * One patient's part of an export: patient.json, resume.html and documents/…, every path under
 * `prefix` ('' for a patient export, 'patients/<id>/' in an account export). Null once the
 * patient is gone (erased meanwhile) or out of the scope.
 */
export async function patientZipEntries(
  deps: AppDeps,
  scope: Scope,
  patientId: string,
  logger: Logger,
  options: { prefix?: string; now?: Date; onDocument?: (done: number, total: number) => Promise<unknown> } = {},
): Promise<Record<string, Uint8Array> | null> {
  const prefix = options.prefix ?? '';
  const rows = await collectRows(deps, scope, patientId);
  if (!rows) return null;
  const entries: Record<string, Uint8Array> = {};
  const documents: Record<string, unknown>[] = [];
  let missing = 0;
  for (const [index, document] of rows.documents.entries()) {
    const stored = await deps.storage.read(document.storagePath);
    const entry = stored ? documentEntryOf(document.id, document.storagePath) : null;
    if (stored && entry) entries[prefix + entry] = new Uint8Array(stored.bytes);
    else missing++;
    documents.push({ ...document, file: entry });
    await options.onDocument?.(index + 1, rows.documents.length);
  }
  if (missing > 0) logger.warn({ missing }, 'export : fichiers absents du stockage');

  const content: ExportContent = {
    exportedAt: (options.now ?? new Date()).toISOString(),
    patient: rows.patient,
    representatives: rows.representatives,
    goals: rows.goals,
    instructions: rows.instructions,
    parcours: rows.parcours,
    appointments: rows.appointments,
    documents,
    waitingList: rows.waitingList,
  };
  entries[`${prefix}patient.json`] = strToU8(JSON.stringify(content, null, 2));
  entries[`${prefix}resume.html`] = strToU8(exportSummaryHtml(content));
  return entries;
}

/** Zips the entries and stores them as the export's file; the row says done (or the file goes again). */
export async function storeExportZip(deps: AppDeps, row: PatientExportRow, entries: Record<string, Uint8Array>, now = () => new Date()) {
  const zip = zipSync(entries, { level: 6 });
  const key = exportFileKey(row.userId, row.id);
  // A retried attempt may find its predecessor's file.
  await deps.storage.remove(key);
  await deps.storage.put(key, zip, 'application/zip');
  const completedAt = now();
  const stored = await setExportProgress(deps, row, { status: 'done', progress: 100, storagePath: key, completedAt, errorMessage: null });
  if (!stored) await deps.storage.remove(key);
}

/**
 * A patient export's work: rows as JSON, the documents' stored files, resume.html, zipped and
 * stored under the export's id. A patient erased meanwhile ends the export (its row went with it,
 * and a ZIP written in between is removed again).
 */
export async function buildPatientExport(deps: AppDeps, row: PatientExportRow, patientId: string, logger: Logger, now = () => new Date()): Promise<void> {
  const scope: Scope = { userId: row.userId, organizationId: row.organizationId };
  const entries = await patientZipEntries(deps, scope, patientId, logger, {
    now: now(),
    onDocument: (done, total) => setExportProgress(deps, row, { progress: 20 + Math.floor((70 * done) / total) }),
  });
  if (!entries) {
    await setExportProgress(deps, row, { status: 'failed', errorMessage: dataRightsMessages.exportFailed });
    return;
  }
  await storeExportZip(deps, row, entries, now);
}

/** Called once the job has failed for good: the dialog shows a French message. */
export async function failPatientExport(deps: AppDeps, exportId: string) {
  const [row] = await deps.db.select().from(patientExports).where(eq(patientExports.id, exportId)).limit(1);
  if (!row || row.status === 'done') return;
  await setExportProgress(deps, row, { status: 'failed', errorMessage: dataRightsMessages.exportFailed });
}

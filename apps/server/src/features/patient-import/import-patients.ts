import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { messages } from '@praxis/shared/messages';
import type { TImportPatient, TImportRow } from '@praxis/shared/patients/csv-row';
import { isMajorOn, todayIso } from '@praxis/shared/patients/rules';
import { importMessages, type TImportResult } from '@praxis/shared/patients/schemas';
import { auditEvents, patientRepresentatives, patients } from '../../db/schema';
import type { AuditActor } from '../../lib/audit';
import type { Database } from '../../lib/db';
import { fromDatabaseError, sqlStateOf } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { scopeValues, type Scope } from '../../lib/scope';
import { analyseUploadedImport, joinMessages } from './analyse-import-file';
import { IMPORT_TIME_ZONE } from './import-context';
import { insertRows } from './insert-rows';

type PatientInsert = typeof patients.$inferInsert;
type RepresentativeInsert = typeof patientRepresentatives.$inferInsert;
type Planned = { row: TImportRow; patient: TImportPatient; id: string };

function patientValues(id: string, p: TImportPatient, scope: Scope, today: string): PatientInsert {
  const { parent: _parent, ...fields } = p;
  return { id, ...scopeValues(scope), ...fields, isMajor: isMajorOn(p.dateOfBirth, today), status: 'active' };
}

function representativeValues(patientId: string, p: TImportPatient, scope: Scope): RepresentativeInsert | null {
  if (!p.parent) return null;
  const { firstName, lastName, phone, email } = p.parent;
  return { ...scopeValues(scope), patientId, firstName, lastName, relation: 'parent', phone, email, isPrimary: true };
}

/** The French reason shown for every row when the transaction fails; details stay in the log. */
function insertFailure(err: unknown): string {
  return fromDatabaseError(err)?.message ?? messages.http.internal;
}

/**
 * POST /patients/import: the file is analysed again on the server, then every valid row is
 * inserted (with its parent as primary representative) in ONE transaction, by chunks. If it
 * fails nothing is written and each valid row is reported with "Erreur d'insertion: …".
 */
const ANALYZE_AFTER_ROWS = 200;

/** A bulk load changes the tables' shape at once; PGlite has no autovacuum to notice it. */
async function refreshStatistics(db: Database, logger: Logger): Promise<void> {
  try {
    await db.execute(sql`ANALYZE patients, patient_representants`);
  } catch (err) {
    logger.warn({ sqlState: sqlStateOf(err) ?? 'none' }, 'ANALYZE after patient import failed');
  }
}

export async function importPatients(db: Database, scope: Scope, file: File, logger: Logger, actor: AuditActor, now = new Date()): Promise<TImportResult> {
  const { rows } = await analyseUploadedImport(db, scope, file);
  const today = todayIso(now, IMPORT_TIME_ZONE);
  const planned: Planned[] = rows.flatMap((row) => (row.patient ? [{ row, patient: row.patient, id: randomUUID() }] : []));
  let failure: string | null = null;
  try {
    await db.transaction(async (tx) => {
      await insertRows(tx, patients, planned.map(({ patient, id }) => patientValues(id, patient, scope, today)));
      await insertRows(tx, patientRepresentatives, planned.flatMap(({ patient, id }) => representativeValues(id, patient, scope) ?? []));
      // One audit row per imported patient, in the import's transaction.
      await insertRows(
        tx,
        auditEvents,
        planned.map(({ id }) => ({ ...actor, action: 'patient.import', objectType: 'patient', objectId: id, patientId: id })),
      );
    });
  } catch (err) {
    // The error text may quote row values (patient data): only its SQLSTATE is logged.
    logger.error({ sqlState: sqlStateOf(err) ?? 'none', rows: planned.length }, 'patient import failed');
    failure = importMessages.insertFailed(insertFailure(err));
  }
  if (!failure && planned.length >= ANALYZE_AFTER_ROWS) await refreshStatistics(db, logger);
  const idOf = new Map(planned.map(({ row, id }) => [row.index, id]));
  const results: TImportResult['results'] = rows.map((row) => {
    const base = { index: row.index, patientName: row.patientName, warnings: row.warnings };
    const id = idOf.get(row.index);
    if (!id) return { ...base, success: false, error: joinMessages(row.errors) };
    if (failure) return { ...base, success: false, error: failure };
    return { ...base, success: true, patientId: id };
  });
  const createdCount = failure ? 0 : planned.length;
  logger.info({ created: createdCount, failed: rows.length - createdCount }, 'patient import');
  return { success: createdCount > 0, createdCount, failedCount: rows.length - createdCount, results };
}

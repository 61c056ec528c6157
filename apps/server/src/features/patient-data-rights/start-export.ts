import { EXPORT_TTL_HOURS } from '@praxis/shared/patients/data-rights';
import { patientExports } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { AppDeps } from '../../lib/context';
import type { Database } from '../../lib/db';
import { scopeValues, type Scope } from '../../lib/scope';
import { requirePatient } from '../patients/patient-access';
import { publishExportEvent, type PatientExportRow } from './export-row';
import { patientExportJob } from './patient-data-rights.jobs';

/**
 * 'Exporter le dossier': anyone who may read the patient (lib/scope.ts) asks for an export; the
 * row is theirs only. Row, job and audit row in one transaction: all three or none.
 */
export async function startPatientExport(deps: AppDeps, scope: Scope, actor: AuditActor, patientId: string, now = new Date()): Promise<PatientExportRow> {
  return deps.db.transaction(async (tx) => {
    await requirePatient(tx, scope, patientId);
    const [row] = await tx
      .insert(patientExports)
      .values({ ...scopeValues(scope), patientId, expiresAt: new Date(now.getTime() + EXPORT_TTL_HOURS * 3_600_000) })
      .returning();
    if (!row) throw new Error('unreachable: insert returned no row');
    await deps.jobs.enqueue(patientExportJob, { exportId: row.id }, { tx: tx as unknown as Database });
    await recordAudit(tx, actor, { action: 'export', objectType: 'patient', objectId: row.id, patientId });
    await publishExportEvent(deps.events, row, tx);
    return row;
  });
}

/**
 * 'Exporter mon compte': the signed-in user's own export (no patient, no organisation: the account
 * is theirs whatever space is active). Row, job and audit row in one transaction.
 */
export async function startAccountExport(deps: AppDeps, actor: AuditActor, now = new Date()): Promise<PatientExportRow> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(patientExports)
      .values({ userId: actor.userId, organizationId: null, patientId: null, expiresAt: new Date(now.getTime() + EXPORT_TTL_HOURS * 3_600_000) })
      .returning();
    if (!row) throw new Error('unreachable: insert returned no row');
    await deps.jobs.enqueue(patientExportJob, { exportId: row.id }, { tx: tx as unknown as Database });
    await recordAudit(tx, actor, { action: 'export', objectType: 'account', objectId: row.id });
    await publishExportEvent(deps.events, row, tx);
    return row;
  });
}

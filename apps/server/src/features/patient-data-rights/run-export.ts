import { eq } from 'drizzle-orm';
import { patientExports } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import { buildAccountExport } from './account-export';
import { buildPatientExport, setExportProgress } from './build-export';

/** The export job's work: a patient export, or an account export when the row names no patient. */
export async function runExport(
  deps: AppDeps,
  exportId: string,
  logger: Logger,
  now = () => new Date(),
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(patientExports)
    .where(eq(patientExports.id, exportId))
    .limit(1);
  if (!row || row.status === 'done') return;
  if (!(await setExportProgress(deps, row, { status: 'running', progress: 5 }))) return;
  if (row.patientId === null) await buildAccountExport(deps, row, logger, now);
  else await buildPatientExport(deps, row, row.patientId, logger, now);
}

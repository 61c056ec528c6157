import { z } from 'zod';
import { defineJob } from '../../lib/jobs';
import { failPatientExport } from './build-export';
import { runExport } from './run-export';
import { purgeExpiredExports } from './purge-exports';

/** Builds one export's ZIP, a patient's or an account's (lib/jobs.ts): retried twice, then the row says it failed. */
export const patientExportJob = defineJob({
  name: 'patient-export',
  payload: z.object({ exportId: z.uuid() }),
  retry: { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 15 * 60, heartbeatSeconds: 30 },
  concurrency: 1,
  async run({ exportId }, { deps, logger }) {
    await runExport(deps, exportId, logger);
  },
  async onFailed({ exportId }, { deps }) {
    await failPatientExport(deps, exportId);
  },
});

/** Every hour at minute 23 (off the round minute other schedules pick). */
export const EXPORT_PURGE_CRON = '23 * * * *';

/** Removes expired exports, rows and files; scheduled once at start-up (server.ts). */
export const exportPurgeJob = defineJob({
  name: 'patient-export-purge',
  payload: z.object({}),
  retry: { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 15 * 60 },
  async run(_payload, { deps, logger }) {
    const removed = await purgeExpiredExports(deps, logger);
    if (removed > 0) logger.info({ removed }, 'exports expirés supprimés');
  },
});

export const patientDataRightsJobs = [patientExportJob, exportPurgeJob];

import { z } from 'zod';
import { defineJob } from '../../lib/jobs';
import { purgeAuditEvents } from './purge-audit-events';

/** Every night at 03:17 UTC (a quiet hour, off the round minute other schedules pick). */
export const AUDIT_PURGE_CRON = '17 3 * * *';

/** Deletes audit rows older than AUDIT_RETENTION_DAYS; scheduled once at start-up (server.ts). */
export const auditPurgeJob = defineJob({
  name: 'audit-purge',
  payload: z.object({}),
  retry: { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 15 * 60 },
  async run(_payload, { deps, logger }) {
    const deleted = await purgeAuditEvents(deps.db, deps.env.auditRetentionDays);
    logger.info({ deleted, retentionDays: deps.env.auditRetentionDays }, 'journal d’accès : purge');
  },
});

export const auditJobs = [auditPurgeJob];

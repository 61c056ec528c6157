import type { AnyJobDefinition } from './lib/jobs';
import { auditJobs } from './features/audit/audit.jobs';
import { patientDataRightsJobs } from './features/patient-data-rights/patient-data-rights.jobs';
import { reminderJobs } from './features/reminders/reminder-send.job';
import { systemJobs } from './features/system/storage-sweep.job';
import { trameJobs } from './features/trames/trames.jobs';

/**
 * Every background job of the server, like app.ts lists every route. Each feature declares its
 * own in `features/<name>/<name>.jobs.ts`.
 */
export const jobDefinitions: AnyJobDefinition[] = [...trameJobs, ...reminderJobs, ...auditJobs, ...patientDataRightsJobs, ...systemJobs];

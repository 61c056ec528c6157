import { z } from 'zod';
import '../zod-config';

export { dashboardMessages } from './messages';
import { ZAttendanceStats } from '../appointments/attendance';
import { ZAppointment } from '../appointments/schemas';

/**
 * The home page's day at a glance (issue 17 §6): one read, scoped like every other, each part
 * linking to where it is handled.
 */
export const DASHBOARD_LIST_MAX = 5;

const ZDay = z.object({ date: z.string(), items: z.array(ZAppointment) });

export const ZDashboard = z.object({
  today: ZDay,
  tomorrow: ZDay,
  bilansToDo: z.object({
    total: z.number().int(),
    items: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  }),
  /** Reminders of the scope whose outcome was recorded today (practitioner's time zone). */
  reminders: z.object({ sent: z.number().int(), failed: z.number().int() }),
  pendingAnalyses: z.object({
    total: z.number().int(),
    items: z.array(z.object({ id: z.uuid(), trameId: z.uuid(), trameName: z.string(), status: z.enum(['pending', 'running']) })),
  }),
  attendance: ZAttendanceStats,
});
export type TDashboard = z.infer<typeof ZDashboard>;


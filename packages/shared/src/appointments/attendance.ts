import { z } from 'zod';
import '../zod-config';

export { noShowRateLabel } from './attendance-label';

/**
 * Attendance of a month (issue 17 §5): appointments with a patient marked present, absent or
 * excused; the no-show rate is absent ÷ marked (null when none is marked).
 */
export const attendanceMessages = {
  monthInvalid: 'Le mois doit être au format AAAA-MM',
  saved: 'Présence enregistrée',
} as const;

export const ZMonthQuery = z
  .object({ month: z.string({ error: attendanceMessages.monthInvalid }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, attendanceMessages.monthInvalid) });

export const ZAttendanceStats = z
  .object({
    month: z.string(),
    present: z.number().int(),
    absent: z.number().int(),
    excused: z.number().int(),
    /** Past appointments of the month with a patient and no attendance yet. */
    unmarked: z.number().int(),
    /** absent ÷ (present + absent + excused), 0–1; null when nothing is marked. */
    noShowRate: z.number().nullable(),
  });
export type TAttendanceStats = z.infer<typeof ZAttendanceStats>;


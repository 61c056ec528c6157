import { z } from 'zod';
import '../zod-config';

/**
 * The practitioner's working hours (issue 10 §2): the days and the hours the agenda shades as
 * working time. Days are ISO numbers (1 = lundi … 7 = dimanche); hours are 'HH:MM', the start
 * before the end. Appointments outside them stay allowed and visible.
 */
export * from './working-hours-constants';
import { workingHoursMessages } from './working-hours-constants';

const m = workingHoursMessages;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ZTime = (required: string) =>
  z.string({ error: required }).min(1, required).max(5, m.timeInvalid).regex(TIME, m.timeInvalid);

export const ZWorkingHours = z
  .object({
    days: z
      .array(z.int({ error: m.dayInvalid }).min(1, m.dayInvalid).max(7, m.dayInvalid), { error: m.daysRequired })
      .min(1, m.daysRequired)
      .max(7, m.dayInvalid)
      .refine((days) => new Set(days).size === days.length, m.dayInvalid),
    start: ZTime(m.startRequired),
    end: ZTime(m.endRequired),
  })
  .refine((v) => !TIME.test(v.start) || !TIME.test(v.end) || v.start < v.end, { message: m.startBeforeEnd, path: ['end'] });
export type TWorkingHours = z.infer<typeof ZWorkingHours>;

import {
  HOLIDAY_ZONES,
  ZSeriesRule,
  type THolidayZone,
  type TSeriesFrequency,
  type TSeriesRule,
} from '@praxis/shared/appointments/series';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/local-store';

/** The 'Répéter' fields as typed (issue 17 §2). */
export type TSeriesFormValues = {
  frequency: TSeriesFrequency;
  ends: 'count' | 'until';
  count: string;
  until: string;
  /** '' = school holidays not skipped. */
  holidayZone: '' | THolidayZone;
};

export type TSeriesFormResult =
  | { ok: true; rule: TSeriesRule }
  | { ok: false; errors: Partial<Record<'count' | 'until', string>> };

/** The rule to send, or the French messages of the shared schema by field. */
export function seriesRuleOf(values: TSeriesFormValues): TSeriesFormResult {
  const count = values.count.trim() === '' ? undefined : Number(values.count);
  const parsed = ZSeriesRule.safeParse({
    frequency: values.frequency,
    ends: values.ends,
    ...(values.ends === 'count' ? { count } : { until: values.until || undefined }),
    holidayZone: values.holidayZone || null,
  });
  if (parsed.success) return { ok: true, rule: parsed.data };
  const errors: Partial<Record<'count' | 'until', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'count' || field === 'until') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The zone last chosen on this browser (decisions: 'Zone de vacances scolaires'). */
export function rememberedZone(): '' | THolidayZone {
  const value = readStored(STORAGE_KEYS.schoolHolidayZone);
  return HOLIDAY_ZONES.find((z) => z === value) ?? '';
}

export function rememberZone(zone: '' | THolidayZone): void {
  writeStored(STORAGE_KEYS.schoolHolidayZone, zone);
}

import {
  HOLIDAY_ZONES,
  ZSeriesRule,
  type THolidayZone,
  type TSeriesFrequency,
  type TSeriesRule,
} from '@praxis/shared/appointments/series';

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

const ZONE_STORAGE_KEY = 'praxis:school-holiday-zone';

/** The zone last chosen on this browser (decisions: 'Zone de vacances scolaires'). */
export function rememberedZone(): '' | THolidayZone {
  try {
    const value = window.localStorage.getItem(ZONE_STORAGE_KEY);
    return HOLIDAY_ZONES.find((z) => z === value) ?? '';
  } catch {
    return '';
  }
}

export function rememberZone(zone: '' | THolidayZone): void {
  try {
    if (zone) window.localStorage.setItem(ZONE_STORAGE_KEY, zone);
    else window.localStorage.removeItem(ZONE_STORAGE_KEY);
  } catch {
    // Private browsing: the zone is simply not remembered.
  }
}

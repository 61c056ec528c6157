// Without zod: the dashboard and the agenda show the rate before any form is opened (issue 15).
/** '12 %' or '—' (nothing marked). */
export function noShowRateLabel(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)} %`;
}

import { expect } from 'vitest';
import type { TSeriesCreated, TSeriesInput, TSeriesPreview } from '@praxis/shared/appointments/series';
import type { TestPraxis } from '../../test/test-praxis';
import { request } from '../../test/tenancy';

export const seriesBase = '/api/v1/appointment-series';

/** A series input: the first appointment from `startsAt` for `minutes`, and the rule. */
export function seriesInput(
  typeId: string,
  startsAt: string,
  minutes: number,
  rule: TSeriesInput['rule'],
  patientId: string | null = null,
): TSeriesInput {
  const endsAt = new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
  return { first: { appointmentTypeId: typeId, patientId, startsAt, endsAt, location: 'Cabinet' }, rule };
}

export async function previewSeries(praxis: TestPraxis, cookie: string, input: TSeriesInput): Promise<TSeriesPreview> {
  const res = await request(praxis, 'POST', `${seriesBase}/preview`, cookie, input);
  expect(res.status, res.text).toBe(200);
  return res.body as TSeriesPreview;
}

export async function createSeries(praxis: TestPraxis, cookie: string, input: TSeriesInput): Promise<TSeriesCreated> {
  const res = await request(praxis, 'POST', seriesBase, cookie, input);
  expect(res.status, res.text).toBe(201);
  return res.body as TSeriesCreated;
}

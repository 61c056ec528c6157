import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A bilan trame of the signed-in practitioner, through the API: a trame type marked bilan
 * (settings) and a trame of that type (the trames feature's POST /api/v1/trames).
 */
export async function createBilanTrameViaApi(request: APIRequestContext, name: string): Promise<string> {
  const type = await request.post('/api/v1/trame-types', { data: { label: `Bilan ${name}`, isBilan: true } });
  expect(type.status(), await type.text()).toBe(201);
  const trameTypeId = ((await type.json()) as { id: string }).id;
  const trame = await request.post('/api/v1/trames', { data: { name, trameTypeId } });
  expect(trame.status(), await trame.text()).toBe(201);
  return ((await trame.json()) as { id: string }).id;
}

/** A personal test of the signed-in practitioner, through the API. */
export async function createTestViaApi(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post('/api/v1/tests', { multipart: { title } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

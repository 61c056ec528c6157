import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { createUser } from '../../test/factories';

let praxis: TestPraxis;
beforeAll(async () => { praxis = await createTestPraxis(); });
afterAll(async () => { await praxis.close(); });

it('signs up, verifies and reads the profile', async () => {
  const user = await createUser(praxis);
  const res = await praxis.request('/api/v1/profile', { cookie: user.cookie });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ firstName: 'Camille', lastName: 'Martin', email: user.email });
});

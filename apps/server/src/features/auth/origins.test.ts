import { afterEach, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createTestPraxis, type TestPraxis } from '../../test/test-praxis';
import { uniqueEmail, VALID_PASSWORD } from '../../test/factories';

let praxis: TestPraxis | undefined;
afterEach(async () => {
  await praxis?.close();
  praxis = undefined;
});

/** A sign-up sent to `address` from a page of `origin`, as a browser does. */
function signUpAt(app: TestPraxis['app'], address: string, origin: string) {
  return app.request(`${address}/api/auth/sign-up/email`, {
    method: 'POST',
    // A browser that has been here before sends cookies, and Better Auth then checks the origin.
    headers: { 'content-type': 'application/json', origin, cookie: 'praxis.deja-venu=1' },
    body: JSON.stringify({ email: uniqueEmail(), password: VALID_PASSWORD, name: 'Camille Martin', firstName: 'Camille', lastName: 'Martin' }),
  });
}

it('without PUBLIC_URL, accepts the address the server is reached at, and only that one', async () => {
  praxis = await createTestPraxis({ PUBLIC_URL: undefined, PORT: '3000' });
  for (const address of ['http://127.0.0.1:3000', 'http://192.168.1.10:3000', 'http://localhost:3000']) {
    const res = await signUpAt(praxis.app, address, address);
    expect(res.status, address).toBe(200);
  }
  const crossSite = await signUpAt(praxis.app, 'http://192.168.1.10:3000', 'http://site-tiers.example');
  expect(crossSite.status).toBe(403);
  expect(((await crossSite.json()) as { message: string }).message).toBe(
    "Connexion refusée depuis http://site-tiers.example : ajoutez cette adresse à TRUSTED_ORIGINS (ou utilisez l'adresse de PUBLIC_URL) dans la configuration du serveur Praxis.",
  );
});

it('with PUBLIC_URL, accepts it and TRUSTED_ORIGINS; another address is refused with what to configure', async () => {
  praxis = await createTestPraxis({ PUBLIC_URL: 'http://praxis.local:3000', TRUSTED_ORIGINS: 'http://192.168.1.10:3000, http://cabinet:3000/' });
  expect((await signUpAt(praxis.app, 'http://praxis.local:3000', 'http://praxis.local:3000')).status).toBe(200);
  expect((await signUpAt(praxis.app, 'http://192.168.1.10:3000', 'http://192.168.1.10:3000')).status).toBe(200);
  expect((await signUpAt(praxis.app, 'http://cabinet:3000', 'http://cabinet:3000')).status).toBe(200);
  const other = await signUpAt(praxis.app, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000');
  expect(other.status).toBe(403);
  const body = (await other.json()) as { code: string; message: string };
  expect(body.code).toBe('INVALID_ORIGIN');
  expect(body.message).toContain('Connexion refusée depuis http://127.0.0.1:3000 : ajoutez cette adresse à TRUSTED_ORIGINS');
});

it('refuses a TRUSTED_ORIGINS entry that is not an address, in French', () => {
  expect(() => loadEnv({ DATA_DIR: '/tmp/praxis-origins', AUTH_SECRET: 'x'.repeat(40), TRUSTED_ORIGINS: 'cabinet' })).toThrow(
    /TRUSTED_ORIGINS contient « cabinet »/,
  );
});

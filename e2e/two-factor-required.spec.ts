import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, createConfirmedAccount, signInThroughPage } from './support/accounts';
import { freshTotp, toast } from './support/settings';

const origin = { origin: `http://127.0.0.1:${process.env.PRAXIS_E2E_PORT ?? ''}` };

async function postJson<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await api.post(path, { headers: origin, data });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

test("'Double authentification obligatoire': the owner turns it on, a member without 2FA is sent to enrol", async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Two people, two sign-ins and two enrolments: about 90 s on a busy 2-core machine.
  test.setTimeout(180_000);
  // The cabinet and its member are set up through the API; the setting and the enrolment through the pages.
  const ownerApi = await playwright.request.newContext({ baseURL });
  const memberApi = await playwright.request.newContext({ baseURL });
  const owner = await createConfirmedAccount(ownerApi, { firstName: 'Camille', lastName: 'Martin' });
  const member = await createConfirmedAccount(memberApi, { firstName: 'Louis', lastName: 'Bernard' });
  const orgName = `Cabinet des Tilleuls ${randomBytes(2).toString('hex')}`;
  const org = await postJson<{ id: string }>(ownerApi, '/api/auth/organization/create', {
    name: orgName,
    slug: `tilleuls-${randomBytes(3).toString('hex')}`,
  });
  const invitation = await postJson<{ id: string }>(ownerApi, '/api/auth/organization/invite-member', {
    email: member.email,
    role: 'member',
    organizationId: org.id,
  });
  await postJson(memberApi, '/api/auth/organization/accept-invitation', { invitationId: invitation.id });

  const ownerPage = await (await browser.newContext()).newPage();
  await signInThroughPage(ownerPage, owner.email);
  await ownerPage.goto('/organisation');
  const card = ownerPage.getByRole('region', { name: orgName, exact: true });
  const setting = card.getByLabel('Double authentification obligatoire');
  await expect(setting).not.toBeChecked();
  // Not without having it oneself.
  await setting.click();
  await expect(
    toast(ownerPage, 'Activez d’abord la double authentification sur votre compte (Paramètres → Sécurité) avant de l’exiger des membres.'),
  ).toBeVisible();
  await expect(setting).not.toBeChecked();
  // The owner turns 2FA on (through the API of the signed-in browser; the Sécurité tab has its own test).
  const enabled = await postJson<{ totpURI: string }>(ownerPage.request, '/api/auth/two-factor/enable', { password: PASSWORD });
  const ownerSecret = new URL(enabled.totpURI).searchParams.get('secret') ?? '';
  await postJson(ownerPage.request, '/api/auth/two-factor/verify-totp', { code: await freshTotp(ownerSecret) });
  await ownerPage.reload();
  await setting.click();
  await expect(toast(ownerPage, 'Double authentification obligatoire activée')).toBeVisible();
  await expect(setting).toBeChecked();

  // The member signs in with the password alone and lands on the enrolment screen.
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Adresse e-mail').fill(member.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/securite\/double-authentification$/);
  await expect(page.getByRole('heading', { name: 'Double authentification obligatoire' })).toBeVisible();
  await expect(page.getByText('Votre organisation exige la double authentification')).toBeVisible();
  // Nothing else is reachable until then.
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/securite\/double-authentification$/);

  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  await page.getByLabel('Mot de passe actuel').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continuer', exact: true }).click();
  const secret = (await page.getByLabel('Clé secrète').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code à 6 chiffres').fill(await freshTotp(secret));
  await page.getByRole('button', { name: "Confirmer l'activation" }).click();
  await expect(toast(page, 'Double authentification activée')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer vers Praxis' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 2, name: /Louis/ })).toBeVisible();
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/patients$/);
});

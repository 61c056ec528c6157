import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  createConfirmedAccount,
  signInThroughPage,
  uniqueEmail,
} from './support/accounts';
import { linkFromOutbox } from './support/outbox';
import { refusedWithFocusOn } from './support/forms';

const switcher = (page: Page) => page.getByRole('button', { name: /^Contexte de travail/ });

async function chooseContext(page: Page, name: string) {
  await switcher(page).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test('create an organisation, invite a colleague who accepts, switch context, and leave', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // One API context per account: the confirmation link signs its context in, and Better Auth
  // refuses a cookie-carrying sign-up without an Origin header.
  const newApi = () => playwright.request.newContext({ baseURL });
  const owner = await createConfirmedAccount(await newApi(), {
    firstName: 'Camille',
    lastName: 'Martin',
  });
  const colleague = await createConfirmedAccount(await newApi(), {
    firstName: 'Louis',
    lastName: 'Bernard',
  });
  const orgName = `Cabinet des Lilas ${randomBytes(2).toString('hex')}`;

  const ownerPage = await (await browser.newContext()).newPage();
  await signInThroughPage(ownerPage, owner.email);
  await expect(switcher(ownerPage)).toHaveAccessibleName('Contexte de travail : Mode privé');
  // The menu's code comes with its first opening: by keyboard too, it opens on the first press.
  await switcher(ownerPage).focus();
  await ownerPage.keyboard.press('Enter');
  await expect(ownerPage.getByRole('menuitemradio', { name: 'Mode privé' })).toBeChecked();
  await ownerPage.keyboard.press('Escape');
  await expect(ownerPage.getByRole('menu')).toHaveCount(0);
  await expect(switcher(ownerPage)).toBeFocused();
  await switcher(ownerPage).click();
  await ownerPage.getByRole('menuitem', { name: 'Gérer les organisations' }).click();
  await expect(ownerPage).toHaveURL(/\/organisation$/);
  await expect(ownerPage.getByText('Aucune organisation')).toBeVisible();

  await refusedWithFocusOn(ownerPage, "Créer l'organisation", "Nom de l'organisation");
  await expect(ownerPage.getByText("Le nom de l'organisation est requis")).toBeVisible();
  await ownerPage.getByLabel("Nom de l'organisation").fill(orgName);
  await ownerPage.getByRole('button', { name: "Créer l'organisation" }).click();
  const ownerCard = ownerPage.getByRole('region', { name: orgName, exact: true });
  await expect(ownerCard.getByText('Organisation active')).toBeVisible();
  await expect(switcher(ownerPage)).toHaveAccessibleName(`Contexte de travail : ${orgName}`);
  const ownerMembers = ownerPage.getByRole('list', { name: 'Membres' });
  await expect(ownerMembers.getByRole('listitem')).toHaveCount(1);
  await expect(ownerMembers).toContainText('Camille Martin');

  await ownerPage.getByLabel('Adresse e-mail à inviter').fill(colleague.email);
  await ownerPage.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(ownerPage.getByText(`Invitation envoyée à ${colleague.email}`)).toBeVisible();

  // The colleague opens the link of the mail while signed out: sign-in first, then the invitation.
  const colleaguePage = await (await browser.newContext()).newPage();
  const invitationLink = await linkFromOutbox(colleague.email, /Invitation/);
  await colleaguePage.goto(invitationLink);
  await expect(colleaguePage).toHaveURL(/\/auth\/sign-in\?redirect=%2Finvitations%2F/);
  await colleaguePage.getByLabel('Adresse e-mail').fill(colleague.email);
  await colleaguePage.getByLabel('Mot de passe', { exact: true }).fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(colleaguePage).toHaveURL(/\/invitations\//);
  await expect(
    colleaguePage.getByRole('heading', { name: `Invitation à rejoindre « ${orgName} »` }),
  ).toBeVisible();
  await colleaguePage.getByRole('button', { name: "Accepter l'invitation" }).click();
  await expect(colleaguePage).toHaveURL(/\/organisation$/);
  const colleagueMembers = colleaguePage.getByRole('list', { name: 'Membres' });
  await expect(colleagueMembers).toContainText('Camille Martin');
  await expect(colleagueMembers).toContainText('Louis Bernard');
  await expect(switcher(colleaguePage)).toHaveAccessibleName(`Contexte de travail : ${orgName}`);

  await ownerPage.reload();
  await expect(ownerMembers.getByRole('listitem')).toHaveCount(2);
  await expect(ownerMembers).toContainText('Louis Bernard');

  await chooseContext(colleaguePage, 'Mode privé');
  await expect(colleaguePage.getByText('Mode privé activé')).toBeVisible();
  await expect(switcher(colleaguePage)).toHaveAccessibleName('Contexte de travail : Mode privé');
  await colleaguePage.reload();
  await expect(switcher(colleaguePage)).toHaveAccessibleName('Contexte de travail : Mode privé');
  await chooseContext(colleaguePage, orgName);
  await expect(colleaguePage.getByText(`Organisation active : ${orgName}`)).toBeVisible();
  await expect(switcher(colleaguePage)).toHaveAccessibleName(`Contexte de travail : ${orgName}`);

  // The only owner may not leave; the colleague may.
  await ownerPage.getByRole('button', { name: "Quitter l'organisation" }).click();
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Quitter', exact: true }).click();
  await expect(ownerPage.getByRole('dialog').getByText(/seul propriétaire/)).toBeVisible();
  await ownerPage.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();

  await colleaguePage.getByRole('button', { name: "Quitter l'organisation" }).click();
  await colleaguePage
    .getByRole('dialog')
    .getByRole('button', { name: 'Quitter', exact: true })
    .click();
  await expect(colleaguePage.getByText(`Vous avez quitté « ${orgName} »`)).toBeVisible();
  await expect(colleaguePage.getByText('Aucune organisation')).toBeVisible();
  await expect(switcher(colleaguePage)).toHaveAccessibleName('Contexte de travail : Mode privé');

  await ownerPage.reload();
  await expect(ownerMembers.getByRole('listitem')).toHaveCount(1);
});

test('an invitation meant for someone else cannot be accepted', async ({ page, request }) => {
  const stranger = await createConfirmedAccount(request, { firstName: 'Nina', lastName: 'Roux' });
  await signInThroughPage(page, stranger.email);
  await page.goto('/invitations/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Invitation indisponible' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Accepter l'invitation" })).toHaveCount(0);
});

test('someone invited without an account signs up from the link and lands on the invitation', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createConfirmedAccount(request, { firstName: 'Sarah', lastName: 'Moreau' });
  const orgName = `Centre Arc-en-ciel ${randomBytes(2).toString('hex')}`;
  const newcomerEmail = uniqueEmail('invitee');
  await signInThroughPage(page, owner.email);
  await page.goto('/organisation');
  await page.getByLabel("Nom de l'organisation").fill(orgName);
  await page.getByRole('button', { name: "Créer l'organisation" }).click();
  await page.getByLabel('Adresse e-mail à inviter').fill(newcomerEmail);
  await page.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText(`Invitation envoyée à ${newcomerEmail}`)).toBeVisible();

  const newcomer = await (await browser.newContext()).newPage();
  await newcomer.goto(await linkFromOutbox(newcomerEmail, /Invitation/));
  await newcomer.getByRole('link', { name: 'Créer un compte' }).click();
  await newcomer.getByLabel('Prénom').fill('Inès');
  await newcomer.getByLabel('Nom', { exact: true }).fill('Garnier');
  await newcomer.getByLabel('Adresse e-mail').fill(newcomerEmail);
  await newcomer.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await newcomer.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(newcomer).toHaveURL(/\/auth\/verify-email\?email=/);

  await newcomer.goto(await linkFromOutbox(newcomerEmail, /Confirmez/));
  await newcomer.getByRole('button', { name: 'Continuer' }).click();
  await expect(newcomer).toHaveURL(/\/invitations\//);
  await newcomer.getByRole('button', { name: "Accepter l'invitation" }).click();
  await expect(newcomer.getByRole('list', { name: 'Membres' })).toContainText('Sarah Moreau');
  await expect(newcomer.getByRole('list', { name: 'Membres' })).toContainText('Inès Garnier');
});

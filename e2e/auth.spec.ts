import { expect, test, type Page } from '@playwright/test';
import {
  PASSWORD,
  createConfirmedAccount,
  signInThroughPage,
  uniqueEmail,
} from './support/accounts';
import { linkFromOutbox } from './support/outbox';
import { refusedWithFocusOn } from './support/forms';

const greeting = (firstName: string) =>
  new RegExp(`^(Bonjour|Bon après-midi|Bonsoir) ${firstName}$`);

/** Fills the sign-up form and submits it; `refusedOn`: the submit is refused, that field focused. */
async function fillSignUp(
  page: Page,
  values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>>,
  refusedOn?: string,
) {
  await page.getByLabel('Prénom').fill(values.first ?? '');
  await page.getByLabel('Nom', { exact: true }).fill(values.last ?? '');
  await page.getByLabel('Adresse e-mail').fill(values.email ?? '');
  await page.getByLabel('Mot de passe', { exact: true }).fill(values.password ?? '');
  await page.getByLabel('Confirmer le mot de passe').fill(values.confirm ?? '');
  if (refusedOn) await refusedWithFocusOn(page, 'Créer mon compte', refusedOn);
  else await page.getByRole('button', { name: 'Créer mon compte' }).click();
}

test('sign up with the form, confirm the address from the mail, then sign in', async ({ page }) => {
  const email = uniqueEmail('inscription');
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await fillSignUp(page, {
    first: 'Élodie',
    last: 'Durand',
    email,
    password: PASSWORD,
    confirm: PASSWORD,
  });

  await expect(page).toHaveURL(/\/auth\/verify-email\?email=/);
  await expect(page.getByRole('heading', { name: 'Vérifiez votre adresse e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Le lien expire dans 15 minutes.')).toBeVisible();

  await page.goto(await linkFromOutbox(email, /Confirmez/));
  await expect(page.getByRole('heading', { name: 'Adresse e-mail confirmée' })).toBeVisible();
  await page.getByRole('button', { name: 'Accéder à mon tableau de bord' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 2, name: greeting('Élodie') })).toBeVisible();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await signInThroughPage(page, email);
  await expect(page.getByRole('heading', { level: 2, name: greeting('Élodie') })).toBeVisible();
  await expect(page.getByText('Bienvenue sur votre tableau de bord')).toBeVisible();
  const today = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(new Date());
  await expect(page.getByText(today)).toBeVisible();
});

test('sign-up shows each validation message of the spec under its field, first error only', async ({
  page,
}) => {
  await page.goto('/auth/sign-up');
  const alerts = page.getByRole('alert');

  await fillSignUp(page, {}, 'Prénom');
  await expect(page.getByText("L'email est requis")).toBeVisible();
  await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();

  const cases: Array<[string, string]> = [
    ['abc', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['abcdefgh', 'Le mot de passe doit contenir au moins une lettre majuscule'],
    ['ABCDEFGH', 'Le mot de passe doit contenir au moins une lettre minuscule'],
    ['Abcdefgh', 'Le mot de passe doit contenir au moins un chiffre'],
  ];
  for (const [password, message] of cases) {
    await fillSignUp(
      page,
      { first: 'Léa', last: 'Petit', email: 'pas-un-email', password, confirm: password },
      'Adresse e-mail',
    );
    await expect(page.getByText("Format d'email invalide")).toBeVisible();
    await expect(alerts.filter({ hasText: /^Le mot de passe doit/ })).toHaveText([message]);
  }

  await fillSignUp(page, {
    first: 'Léa',
    last: 'Petit',
    email: uniqueEmail(),
    password: PASSWORD,
    confirm: `${PASSWORD}x`,
  });
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
});

test('sign-in validation, wrong password, and the reset request and reset page rules', async ({
  page,
  request,
}) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("L'email est requis")).toBeVisible();
  await expect(page.getByText('Le mot de passe est requis')).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill('camille@exemple');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("Format d'email invalide")).toBeVisible();

  const account = await createConfirmedAccount(request);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-request$/);
  await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
  await expect(page.getByText("L'adresse e-mail est requise")).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);

  await page.goto('/auth/reset?token=jeton-inconnu');
  const update = 'Mettre à jour le mot de passe';
  await refusedWithFocusOn(page, update, 'Nouveau mot de passe');
  await expect(page.getByText('Tous les champs sont requis')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('abcdef');
  await page.getByLabel('Confirmer le mot de passe').fill('abcdeg');
  await refusedWithFocusOn(page, update, 'Confirmer le mot de passe');
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('abc');
  await page.getByLabel('Confirmer le mot de passe').fill('abc');
  await refusedWithFocusOn(page, update, 'Nouveau mot de passe');
  await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('abcdef');
  await page.getByLabel('Confirmer le mot de passe').fill('abcdef');
  await page.getByRole('button', { name: update }).click();
  await expect(page.getByText('Échec de la mise à jour du mot de passe')).toBeVisible();
});

test('an unconfirmed account is sent to verify-email, where the mail can be sent again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('nonconfirme');
  const res = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: PASSWORD,
      name: 'Hugo Lefèvre',
      firstName: 'Hugo',
      lastName: 'Lefèvre',
    },
  });
  expect(res.ok()).toBe(true);

  await page.goto('/auth/sign-in');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email\?email=/);
  await page.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }).click();
  await expect(
    page.getByText('E-mail de confirmation envoyé ! Vérifiez votre boîte de réception.'),
  ).toBeVisible();

  await page.goto('/auth/verify-email');
  await page.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }).click();
  await expect(page.getByText('No email address found')).toBeVisible();
});

test('a protected page while signed out goes to sign-in, then back to that page', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request);
  await page.goto('/support');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fsupport$/);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
});

test('reset the password from the mail, then sign in with the new one', async ({
  page,
  request,
}) => {
  const account = await createConfirmedAccount(request);
  await page.goto('/auth/reset-request');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }).click();
  await expect(page.getByText(/Si un compte existe avec cette adresse/)).toBeVisible();

  await page.goto(await linkFromOutbox(account.email, /Réinitialisation/));
  await expect(page).toHaveURL(/\/auth\/reset\?token=/);
  await page.getByLabel('Nouveau mot de passe').fill('Nouveau2');
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau2');
  await page.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
  await expect(page.getByText(/Votre mot de passe a été mis à jour/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/, { timeout: 8_000 });

  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughPage(page, account.email, 'Nouveau2');
  await expect(
    page.getByRole('heading', { level: 2, name: greeting(account.firstName) }),
  ).toBeVisible();
});

test('the root path leads to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});

test('the reset page without a token goes to sign-in; a broken link explains itself', async ({
  page,
}) => {
  await page.goto('/auth/reset');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  await page.goto('/auth/reset?error=INVALID_TOKEN');
  await expect(page.getByRole('heading', { name: 'Lien invalide ou expiré' })).toBeVisible();
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-request$/);
});

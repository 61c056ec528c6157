import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

test('reminder rules: create with the live preview, refuse a duplicate, edit, delete', async ({
  page,
  request,
}) => {
  await signInAsNewAccount(page, request);

  await page.goto('/settings?tab=reminder-rules');
  await expect(page.getByText('Aucune règle de rappel')).toBeVisible();
  await expect(page.getByText(/Créez d.abord un type de séance/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nouvelle règle' })).toBeDisabled();

  // A session type first, through the settings page.
  await page.getByRole('link', { name: 'Types de séance' }).first().click();
  await page.getByLabel('Nom').fill('Séance de suivi');
  await page.getByRole('button', { name: 'Ajouter le type de séance' }).click();
  await expect(toast(page, 'Type de séance créé avec succès')).toBeVisible();
  await page.goto('/settings?tab=reminder-rules');

  await expect(page.getByText('{patient_name}').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle règle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle règle de rappel' });
  const message = dialog.getByLabel('Message', { exact: true });
  const preview = dialog.getByRole('region', { name: 'Aperçu du message' });
  await expect(message).toHaveValue(/^Bonjour \{patient_name\}/);
  await expect(preview).toContainText('Bonjour Léa Martin');
  await expect(dialog.getByLabel('Délai', { exact: true })).toHaveValue('1');

  // A new rule takes the default of the channel chosen.
  await message.fill('Texte à moi');
  await dialog.getByLabel('SMS').check();
  await expect(message).toHaveValue(/RDV le \{date_rdv\}/);
  await dialog.getByLabel('Email').check();
  await expect(message).toHaveValue(/^Bonjour \{patient_name\},\n/);

  await refusedWithFocusOn(dialog, 'Créer la règle', 'Type de séance');
  await expect(dialog.getByText('Veuillez sélectionner un type de séance')).toBeVisible();
  await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance de suivi (45 min)' });
  await dialog.getByLabel('Unité').selectOption('hours');
  await dialog.getByLabel('Délai', { exact: true }).fill('200');
  await message.fill('');
  await refusedWithFocusOn(dialog, 'Créer la règle', 'Délai');
  await expect(
    dialog.getByText('Le délai ne peut pas dépasser 168 heures (7 jours)'),
  ).toBeVisible();
  await expect(dialog.getByText('Le message est requis')).toBeVisible();

  await dialog.getByRole('button', { name: 'Email : 2 jours avant' }).click();
  await expect(dialog.getByLabel('Délai', { exact: true })).toHaveValue('2');
  await expect(dialog.getByLabel('Unité')).toHaveValue('days');
  await message.fill('Bonjour , à bientôt.');
  await message.evaluate((el) =>
    (el as unknown as { setSelectionRange: (a: number, b: number) => void }).setSelectionRange(
      8,
      8,
    ),
  );
  await dialog.getByRole('button', { name: 'Insérer {patient_name}' }).click();
  await expect(message).toHaveValue('Bonjour {patient_name}, à bientôt.');
  await expect(preview).toContainText('Bonjour Léa Martin, à bientôt.');
  await dialog.getByRole('button', { name: 'Créer la règle' }).click();
  await expect(toast(page, 'Règle de rappel créée avec succès')).toBeVisible();

  const list = page.getByRole('list', { name: 'Mes règles de rappel' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Séance de suivi');
  await expect(list).toContainText('2 jours avant');

  // The same type and channel a second time is refused with the spec's message.
  await page.getByRole('button', { name: 'Nouvelle règle' }).click();
  await dialog.getByLabel('Type de séance').selectOption({ label: 'Séance de suivi (45 min)' });
  await dialog.getByRole('button', { name: 'Créer la règle' }).click();
  await expect(
    dialog.getByText('Une règle de rappel Email existe déjà pour "Séance de suivi"'),
  ).toBeVisible();
  await expect(toast(page, 'Erreur lors de la sauvegarde de la règle')).toBeVisible();
  // SMS for the same type is another rule.
  await dialog.getByLabel('SMS').check();
  await dialog.getByRole('button', { name: 'Créer la règle' }).click();
  await expect(toast(page, 'Règle de rappel créée avec succès')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Editing: an own text is kept when the channel changes.
  await page.getByRole('button', { name: 'Modifier la règle Email Séance de suivi' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la règle de rappel' });
  await expect(edit.getByLabel('Message', { exact: true })).toHaveValue(
    'Bonjour {patient_name}, à bientôt.',
  );
  await edit.getByLabel('SMS').check();
  await expect(edit.getByLabel('Message', { exact: true })).toHaveValue(
    'Bonjour {patient_name}, à bientôt.',
  );
  await edit.getByLabel('Email').check();
  await edit.getByLabel('Délai', { exact: true }).fill('3');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Règle de rappel modifiée avec succès')).toBeVisible();
  await expect(list).toContainText('3 jours avant');

  await page.getByRole('button', { name: 'Supprimer la règle SMS Séance de suivi' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Règle de rappel supprimée avec succès')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

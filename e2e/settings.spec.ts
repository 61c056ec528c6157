import { expect, test } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { openSettingsTab, toast } from './support/settings';
import { refusedWithFocusOn } from './support/forms';

test.describe('settings', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAsNewAccount(page, request);
  });

  test('the tab comes from the query parameter, with practitioner-info as default and fallback', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Informations personnelles' }),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Rubriques des paramètres' });
    await expect(menu.getByRole('link')).toHaveText([
      'Informations personnelles',
      'Motifs de consultation',
      'Types de séance',
      'Types de trame',
      'Mes documents',
      'Exercices & Documents',
      'Rappels & Communications',
      'Instructions agents',
      'Sécurité',
    ]);
    await openSettingsTab(page, 'Types de trame');
    await expect(page).toHaveURL(/\/settings\?tab=trame-types$/);
    await expect(menu.getByRole('link', { name: 'Types de trame' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/settings?tab=knowledge');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Exercices & Documents' }),
    ).toBeVisible();
    await page.goto('/settings?tab=nimporte-quoi');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Informations personnelles' }),
    ).toBeVisible();
  });

  test('on a narrow screen the tabs are a select', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/settings');
    await expect(page.getByRole('navigation', { name: 'Rubriques des paramètres' })).toBeHidden();
    await page
      .getByRole('combobox', { name: 'Rubrique' })
      .selectOption({ label: 'Rappels & Communications' });
    await expect(page).toHaveURL(/tab=reminder-rules/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Rappels & Communications' }),
    ).toBeVisible();
  });

  test('the profile: completion, validation messages, digits-only fields, save', async ({
    page,
  }) => {
    await page.goto('/settings?tab=practitioner-info');
    await expect(page.getByText('2/4 champs obligatoires')).toBeVisible();
    await expect(page.getByText('Complétez votre profil')).toBeVisible();
    const missing = page.getByRole('list', { name: 'Champs obligatoires manquants' });
    await expect(missing.getByRole('listitem')).toHaveText(['Civilité', 'Profession']);
    await expect(
      page.getByRole('list', { name: 'Champs recommandés' }).getByRole('listitem'),
    ).toHaveText(['Téléphone', 'Adresse du cabinet', 'Numéro RPPS']);

    await page.getByRole('button', { name: 'Modifier mes informations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier mes informations' });
    await dialog.getByLabel('Prénom *').fill('');
    await dialog.getByLabel('Numéro RPPS').pressSequentially('12ab3');
    await expect(dialog.getByLabel('Numéro RPPS')).toHaveValue('123');
    await dialog.getByLabel('Code postal').pressSequentially('75-0x11');
    await expect(dialog.getByLabel('Code postal')).toHaveValue('75011');
    await dialog.getByLabel('Téléphone').fill('12');
    await refusedWithFocusOn(dialog, 'Enregistrer', 'Civilité *');
    await expect(dialog.getByText('Le prénom est obligatoire')).toBeVisible();
    await expect(dialog.getByText('La civilité est obligatoire')).toBeVisible();
    await expect(dialog.getByText('La profession est obligatoire')).toBeVisible();
    await expect(
      dialog.getByText('Le numéro RPPS doit contenir exactement 11 chiffres'),
    ).toBeVisible();
    await expect(
      dialog.getByText('Format invalide. Utilisez : +33612345678 ou 0612345678'),
    ).toBeVisible();

    await dialog.getByLabel('Civilité *').selectOption('Mme');
    await dialog.getByLabel('Prénom *').fill('Camille');
    await dialog.getByLabel('Profession *').selectOption({ label: 'Psychomotricien·ne' });
    await dialog.getByLabel('Téléphone').fill('06 12 34 56 78');
    await dialog.getByLabel('Numéro RPPS').fill('10101010101');
    await dialog.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas');
    await dialog.getByLabel('Ville').fill('Paris');
    await dialog.getByLabel('Pays').selectOption({ label: 'Belgique' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Profil mis à jour avec succès')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profil complet', { exact: true })).toBeVisible();
    await expect(page.getByText('100 %')).toBeVisible();
    await expect(page.getByText('Complétez votre profil')).toBeHidden();
    await expect(page.getByText('Mme Camille Martin')).toBeVisible();
    await expect(page.getByText('12 rue des Lilas, 75011 Paris')).toBeVisible();
    await expect(page.getByText('Belgique')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Profil complet', { exact: true })).toBeVisible();
  });

  test('appointment types: add, validate, edit, delete', async ({ page }) => {
    await page.goto('/settings?tab=appointment-types');
    await expect(page.getByText('Aucun type de séance')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mes types de séance (0)' })).toBeVisible();

    await page.getByLabel('Durée (minutes)').fill('500');
    await refusedWithFocusOn(page, 'Ajouter le type de séance', 'Nom');
    await expect(page.getByText('Le nom est requis')).toBeVisible();
    await expect(page.getByText('La durée ne peut pas dépasser 8 heures')).toBeVisible();

    await page.getByLabel('Nom').fill('Bilan psychomoteur');
    await page.getByLabel('Durée (minutes)').fill('90');
    await page.getByLabel('Lieu').selectOption('Domicile');
    await page.getByLabel('Tests utilisés').fill('BHK\nM-ABC');
    await page.getByRole('button', { name: 'Ajouter le type de séance' }).click();
    await expect(toast(page, 'Type de séance créé avec succès')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mes types de séance (1)' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Mes types de séance' });
    await expect(list).toContainText('Bilan psychomoteur');
    await expect(list).toContainText('90 min');
    await expect(list).toContainText('Domicile');
    await expect(list).toContainText('Tests : BHK, M-ABC');
    await expect(page.getByLabel('Nom')).toHaveValue('');

    await page.getByRole('button', { name: 'Modifier Bilan psychomoteur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le type de séance' });
    await expect(dialog.getByLabel('Durée (minutes)')).toHaveValue('90');
    await dialog.getByLabel('Nom').fill('Bilan psychomoteur complet');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Type de séance modifié avec succès')).toBeVisible();
    await expect(list).toContainText('Bilan psychomoteur complet');

    await page.getByRole('button', { name: 'Supprimer Bilan psychomoteur complet' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Supprimer le type de séance « Bilan psychomoteur complet » ?',
    );
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Type de séance supprimé avec succès')).toBeVisible();
    await expect(page.getByText('Aucun type de séance')).toBeVisible();
  });

  test('consultation reasons: add, edit in its dialog, delete', async ({ page }) => {
    await page.goto('/settings?tab=consultation-reasons');
    await expect(page.getByText('Aucun motif de consultation')).toBeVisible();
    await refusedWithFocusOn(page, 'Ajouter le motif', 'Libellé');
    await expect(page.getByText('Le libellé est requis')).toBeVisible();
    await page.getByLabel('Libellé').fill('Troubles de la coordination');
    await page.getByLabel('Description').fill('Maladresse, chutes fréquentes');
    await page.getByRole('button', { name: 'Ajouter le motif' }).click();
    await expect(toast(page, 'Motif créé avec succès')).toBeVisible();
    const list = page.getByRole('list', { name: 'Mes motifs de consultation' });
    await expect(list).toContainText('Troubles de la coordination');
    await expect(list).toContainText('Maladresse, chutes fréquentes');

    await page.getByRole('button', { name: 'Modifier Troubles de la coordination' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le motif' });
    await dialog.getByLabel('Libellé').fill('T'.repeat(121));
    await refusedWithFocusOn(dialog, 'Enregistrer', 'Libellé');
    await expect(dialog.getByText('Le libellé ne peut pas dépasser 120 caractères')).toBeVisible();
    await dialog.getByLabel('Libellé').fill('Troubles de la coordination motrice');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Motif modifié avec succès')).toBeVisible();
    await expect(list).toContainText('Troubles de la coordination motrice');

    await page
      .getByRole('button', { name: 'Supprimer Troubles de la coordination motrice' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Motif supprimé avec succès')).toBeVisible();
    await expect(page.getByText('Aucun motif de consultation')).toBeVisible();
  });

  test('trame types: create with the Bilan flag, edit, archive, reactivate, delete for good', async ({
    page,
  }) => {
    await page.goto('/settings?tab=trame-types');
    await expect(page.getByText('Aucun type de trame')).toBeVisible();
    await page.getByRole('button', { name: 'Nouveau type de trame' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau type de trame' });
    await refusedWithFocusOn(dialog, 'Créer le type', 'Nom');
    await expect(dialog.getByText('Le nom est requis')).toBeVisible();
    await dialog.getByLabel('Nom').fill('B');
    await expect(dialog.getByText('Le nom est requis')).toBeHidden();
    await dialog.getByLabel('Nom').fill('Bilan initial');
    await dialog.getByLabel('Description').fill('Premier bilan psychomoteur');
    await dialog.getByLabel('Type bilan').check();
    await dialog.getByRole('button', { name: 'Créer le type' }).click();
    await expect(toast(page, 'Type de trame créé avec succès')).toBeVisible();

    const row = page.getByRole('list', { name: 'Mes types de trame' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Bilan initial');
    await expect(row).toContainText('Premier bilan psychomoteur');
    await expect(row).toContainText(/Créé le \d{1,2} \S+ \d{4}/);
    await expect(row.getByText('Bilan', { exact: true })).toBeVisible();
    await expect(row.getByText('Actif', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Modifier Bilan initial' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le type de trame' });
    await edit.getByLabel('Nom').fill('Bilan initial complet');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Type de trame modifié avec succès')).toBeVisible();

    await page.getByRole('button', { name: 'Archiver Bilan initial complet' }).click();
    await expect(toast(page, 'Type archivé')).toBeVisible();
    await expect(row.getByText('Archivé', { exact: true })).toBeVisible();
    await expect(row.getByText('Bilan', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Réactiver Bilan initial complet' }).click();
    await expect(toast(page, 'Type réactivé')).toBeVisible();
    await expect(row.getByText('Actif', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Supprimer Bilan initial complet' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('irréversible');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(row).toHaveCount(1);
    await page.getByRole('button', { name: 'Supprimer Bilan initial complet' }).click();
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(toast(page, 'Type de trame supprimé avec succès')).toBeVisible();
    await expect(page.getByText('Aucun type de trame')).toBeVisible();
  });

  test('agents: inactive before 15h and 17h local time, active after', async ({ page }) => {
    const agentCard = (name: string) =>
      page.getByRole('list', { name: 'Agents' }).getByRole('listitem').filter({ hasText: name });
    const clinic = () => agentCard('Agent clinique & agenda');
    const documents = () => agentCard('Agent génération de documents');

    await page.clock.setFixedTime(new Date('2026-03-10T14:59:00+01:00'));
    await page.goto('/settings?tab=agent-instructions');
    await expect(page.getByText(/arrive dans une prochaine version/)).toBeVisible();
    await expect(clinic().getByText('Inactif', { exact: true })).toBeVisible();
    await expect(documents().getByText('Inactif', { exact: true })).toBeVisible();

    await page.clock.setFixedTime(new Date('2026-03-10T15:00:00+01:00'));
    await page.reload();
    await expect(clinic().getByText('Actif', { exact: true })).toBeVisible();
    await expect(documents().getByText('Inactif', { exact: true })).toBeVisible();

    await page.clock.setFixedTime(new Date('2026-03-10T17:30:00+01:00'));
    await page.reload();
    await expect(clinic().getByText('Actif', { exact: true })).toBeVisible();
    await expect(documents().getByText('Actif', { exact: true })).toBeVisible();
  });
});

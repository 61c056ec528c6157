import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks a form's submit and waits for the refusal's focus on `field`, the first field in error.
 * React-hook-form focuses that field during the click and once more a moment later from its own
 * timer: a field filled before that second focus could see its text land in the first one
 * (it happened under CI load). Fill the form again only after this.
 */
export async function refusedWithFocusOn(scope: Locator | Page, button: string, field: string) {
  await scope.getByRole('button', { name: button, exact: true }).click();
  await expect(scope.getByLabel(field, { exact: true })).toBeFocused();
}

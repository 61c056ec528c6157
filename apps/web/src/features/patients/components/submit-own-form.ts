import type { FormEvent } from 'react';

/**
 * Submits a dialog's form without submitting the form of the screen that opened it: React
 * events bubble along the component tree, through the dialog's portal, up to that outer form.
 */
export function submitOwnForm(
  event: FormEvent<HTMLFormElement>,
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
): void {
  event.stopPropagation();
  void submit(event);
}

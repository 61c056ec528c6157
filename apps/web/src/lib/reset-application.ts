import type { QueryClient } from '@tanstack/react-query';
import { wipeBrowserStorage } from './storage-wipe';

/**
 * Spec 1 §2 'Réinitialiser l'application' and spec 3 §2.10 'Clear All Storage': forget every
 * cache and local store, sign out, and reload on the sign-in page. Throws if storage cannot be
 * cleared (nothing else has happened then but the query cache being emptied).
 */
export async function resetApplication(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await wipeBrowserStorage();
  try {
    // Fetched here: the error screen is part of the sign-in page's first load (issue 15).
    const { authClient } = await import('./auth-client');
    await authClient.signOut();
  } catch {
    // Already signed out or offline: the session cookie is refused by the server anyway.
  }
  window.location.assign('/auth/sign-in');
}

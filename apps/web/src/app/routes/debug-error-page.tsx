export const DEBUG_ERROR_MESSAGE = 'Erreur volontaire de la page /debug/error';

/**
 * /debug/error: fails while rendering, so that support (and the e2e tests) can check the
 * unrecoverable error screen, as /debug/storage checks the storage.
 */
export function DebugErrorPage(): never {
  throw new Error(DEBUG_ERROR_MESSAGE);
}

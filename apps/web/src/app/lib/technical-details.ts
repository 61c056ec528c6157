/**
 * What 'Détails techniques' shows: the message, and only in development the error's name and
 * its (English) stack — practitioners get the message alone (issue 10 §12).
 */
export function technicalDetails(error: unknown, isDevelopment: boolean): string {
  if (error instanceof Error) {
    if (!isDevelopment) return error.message;
    return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  }
  if (!isDevelopment) return typeof error === 'string' ? error : 'Erreur inconnue';
  try {
    return JSON.stringify(error, null, 2);
  } catch {
    return String(error);
  }
}

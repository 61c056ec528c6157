/**
 * The French sentence for an error of the HTTP listener, instead of a stack trace: what happened
 * and what to change. Undefined for errors that are not about the address.
 */
export function listenErrorMessage(err: unknown, port: number, host?: string): string | undefined {
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  const where = host ? `${host}:${port}` : `${port}`;
  if (code === 'EADDRINUSE') {
    return `Le port ${where} est déjà utilisé (un autre Praxis ou un autre programme tourne-t-il déjà ?). Arrêtez-le ou choisissez un autre port avec PORT=… dans la configuration.`;
  }
  if (code === 'EACCES') return `Le port ${where} est réservé : choisissez un port au-dessus de 1024 avec PORT=… dans la configuration.`;
  if (code === 'EADDRNOTAVAIL') return `L'adresse ${where} n'existe pas sur cette machine : vérifiez HOST dans la configuration.`;
  return undefined;
}

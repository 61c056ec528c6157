/**
 * A time zone name ('Europe/Paris', 'UTC') that ICU knows. Its own module: the web's early script
 * uses it and must not carry zod.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('fr', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

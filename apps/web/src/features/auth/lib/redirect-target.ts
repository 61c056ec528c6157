/** Query parameter carrying the page to return to after sign-in. */
export const REDIRECT_PARAM = 'redirect';
export const HOME_PATH = '/app';

/** Only same-origin absolute paths are followed (no open redirect). */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return HOME_PATH;
  if (value.startsWith('/auth/')) return HOME_PATH;
  return value;
}

/** Adds `redirect=<target>` to a path unless the target is the default home page. */
export function withRedirect(path: string, target: string | null | undefined): string {
  const safe = safeRedirect(target);
  if (safe === HOME_PATH) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${REDIRECT_PARAM}=${encodeURIComponent(safe)}`;
}

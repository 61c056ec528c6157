import { VERSION_CHECK_INTERVAL_MS } from '@praxis/shared/constants';

async function fetchBuildTime(): Promise<string | null> {
  const response = await fetch(`/version.json?t=${Date.now()}`, {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) return null;
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null || !('buildTime' in body)) return null;
  return typeof body.buildTime === 'string' ? body.buildTime : null;
}

/**
 * Spec 3 §9: every 5 minutes and on window focus, compare the served build time with the one
 * compiled in; a newer build reloads the page silently. Returns a function that stops it.
 */
export function startVersionCheck(currentBuildTime: string): () => void {
  const current = Date.parse(currentBuildTime);
  let isChecking = false;
  const check = async () => {
    if (isChecking) return;
    isChecking = true;
    try {
      const served = await fetchBuildTime();
      if (served && Date.parse(served) > current) window.location.reload();
    } catch {
      // Offline or server restarting: try again at the next tick.
    } finally {
      isChecking = false;
    }
  };
  const onFocus = () => void check();
  const timer = window.setInterval(onFocus, VERSION_CHECK_INTERVAL_MS);
  window.addEventListener('focus', onFocus);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', onFocus);
  };
}

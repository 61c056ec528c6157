import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { isToasterRequested, requestToaster, subscribeToToasterRequest } from '@/lib/toast';

const ThemedToaster = lazy(async () => ({
  default: (await import('./themed-toaster')).ThemedToaster,
}));

/** Once the page has loaded and the main thread is idle (at most 3 s after the load event). */
function afterFirstScreen(run: () => void) {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
    else timer = setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Mounts the toaster after the first screen, or at the first toast if one comes earlier: no page
 * shows a toast before a user action, and a page's first scripts stay without sonner (issue 15).
 */
export function ToasterHost() {
  const isRequested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    isToasterRequested,
  );
  useEffect(() => afterFirstScreen(() => void requestToaster()), []);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

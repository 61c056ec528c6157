import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import {
  isToasterRequested,
  requestToaster,
  subscribeToToasterRequest,
  toasterFailed,
} from '@/lib/toast';

/** The toaster comes this long after the page's load event if the user has not acted before. */
const QUIET_DELAY_MS = 4000;
const GESTURES = ['pointerdown', 'keydown'] as const;

/**
 * At the user's first press of a pointer or a key, or a while after the page's load event, on an
 * idle main thread: not during the first screen's drawing, whose scripts it would join (a page's
 * largest paint waited for sonner in Lighthouse's record runs, the idle callback having come
 * between two of its answers).
 */
function onFirstGestureOrLater(run: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const stop = () => {
    for (const gesture of GESTURES) window.removeEventListener(gesture, fire, true);
    window.removeEventListener('load', wait);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
  };
  function fire() {
    stop();
    run();
  }
  function wait() {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(fire, { timeout: 2000 });
      else fire();
    }, QUIET_DELAY_MS);
  }
  for (const gesture of GESTURES)
    window.addEventListener(gesture, fire, { capture: true, passive: true });
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return stop;
}

/**
 * Mounts the toaster at the user's first gesture or a few seconds after the page has loaded, or at
 * the first toast if one comes earlier (lib/toast.ts waits for it): a page's first scripts stay
 * without sonner (issue 15), and its chunk is there before the answer to a first action comes.
 * Its code is fetched here rather than by React.lazy: this host sits outside the app's error
 * boundary, and a failed fetch (the tablet went offline) thrown while rendering would have
 * emptied the whole page. A failure is told to lib/toast.ts, which shows the waiting messages
 * plainly and tries again at the next toast.
 */
export function ToasterHost() {
  const isRequested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    isToasterRequested,
  );
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => onFirstGestureOrLater(() => void requestToaster().catch(() => undefined)), []);
  useEffect(() => {
    if (!isRequested || Toaster !== null) return;
    let isCurrent = true;
    import('./themed-toaster').then(
      (module) => {
        if (isCurrent) setToaster(() => module.ThemedToaster);
      },
      (error: unknown) => {
        if (isCurrent) toasterFailed(error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isRequested, Toaster]);
  return Toaster === null ? null : <Toaster />;
}

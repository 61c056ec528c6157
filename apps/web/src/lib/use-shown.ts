import { useEffect, useState } from 'react';

/** An Element Timing entry: the paint of an element marked `elementtiming="…"`. */
type TElementTiming = PerformanceEntry & { identifier?: string };

/** How long to wait for the element's paint before starting anyway (a hidden tab paints nothing). */
const SHOWN_FALLBACK_MS = 1000;

/**
 * Calls back once the element marked `elementtiming={name}` is on screen: the browser reports its
 * paint (Element Timing) after the frame holding it has been presented. Where the browser does
 * not report element paints, two frames after the call stand in for it. Returns a cancel.
 *
 * For work that must not compete with a screen's first paint: started from a frame callback, a
 * request could still go out before that frame was shown, and Lighthouse then counts it as needed
 * by the page's largest paint (issue 15).
 */
export function whenShown(name: string, callback: () => void): () => void {
  const cleanups: (() => void)[] = [];
  let isSettled = false;
  const cancel = () => {
    isSettled = true;
    for (const cleanup of cleanups) cleanup();
  };
  const settle = () => {
    if (isSettled) return;
    cancel();
    callback();
  };
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('element')
  ) {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as TElementTiming[];
      if (entries.some((entry) => entry.identifier === name)) settle();
    });
    // buffered: an element painted before the observer started counts too.
    observer.observe({ type: 'element', buffered: true });
    cleanups.push(() => observer.disconnect());
  } else {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(settle);
    });
    cleanups.push(() => cancelAnimationFrame(frame));
  }
  const timer = setTimeout(settle, SHOWN_FALLBACK_MS);
  cleanups.push(() => clearTimeout(timer));
  return cancel;
}

/** False until the element marked `elementtiming={name}` is on screen (whenShown), then true. */
export function useShown(name: string): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => whenShown(name, () => setIsShown(true)), [name]);
  return isShown;
}

import { useEffect, useState, type RefObject } from 'react';

/** Frames without a change of height after which the calendar counts as laid out. */
const STABLE_FRAMES = 2;
/** Shown after this long whatever happens (a calendar that keeps resizing is still shown). */
export const SETTLE_TIMEOUT_MS = 1_000;

/**
 * Calls `onSettled` once the element's height has stayed the same for two frames, or after
 * SETTLE_TIMEOUT_MS at most. Returns a function that stops waiting.
 */
export function whenSizeSettles(element: Element, onSettled: () => void): () => void {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  let lastHeight = -1;
  let stableFrames = 0;
  let frame = 0;
  const check = () => {
    const height = element.getBoundingClientRect().height;
    stableFrames = height === lastHeight ? stableFrames + 1 : 0;
    lastHeight = height;
    if (stableFrames >= STABLE_FRAMES || performance.now() > deadline) onSettled();
    else frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}

/**
 * False until the element's size has settled (whenSizeSettles): FullCalendar 7 sizes a month over
 * a few frames (its rows grow as their events are measured), and a calendar shown meanwhile jumps
 * under the practitioner's eyes — a layout shift Lighthouse counted as 0.44 (issue 15). The
 * calendar is hidden (not removed) until then, so it lays out as usual.
 */
export function useSettledSize(ref: RefObject<HTMLElement | null>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (settled || !element) return;
    return whenSizeSettles(element, () => setSettled(true));
  }, [ref, settled]);
  return settled;
}

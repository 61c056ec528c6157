import { useEffect, useState } from 'react';

/**
 * False until the component's first screen has been painted, then true (at the start of the frame
 * after the one that drew its first commit). For work that must not hold up that paint: a
 * component drawn in the same commit as the screen starts fetching its code before the browser
 * paints, and a task queued from the first frame's callback still ran before the paint was shown
 * (issue 15).
 */
export function usePainted(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setIsPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return isPainted;
}

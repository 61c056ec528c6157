import { useEffect, useState } from 'react';

/**
 * False until the component's first screen has been painted, then true (a frame, then a task,
 * after its first commit). For work that must not hold up that paint: a component drawn in the
 * same commit as the screen starts fetching its code before the browser paints (issue 15).
 */
export function usePainted(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setIsPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return isPainted;
}

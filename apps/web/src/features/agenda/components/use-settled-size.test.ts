import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_TIMEOUT_MS, whenSizeSettles } from './use-settled-size';

let frames: FrameRequestCallback[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame(performance.now());
};

/** An element whose height the test sets. */
function element(heights: { current: number }): Element {
  return { getBoundingClientRect: () => ({ height: heights.current }) } as unknown as Element;
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSizeSettles', () => {
  it('waits until the height has stayed the same for two frames', () => {
    const heights = { current: 100 };
    const settled = vi.fn();
    whenSizeSettles(element(heights), settled);
    runFrame(); // 100: first reading
    heights.current = 300;
    runFrame(); // 300: changed
    runFrame(); // 300: stable 1
    expect(settled).not.toHaveBeenCalled();
    heights.current = 420;
    runFrame(); // 420: changed again, the count starts over
    runFrame(); // stable 1
    expect(settled).not.toHaveBeenCalled();
    runFrame(); // stable 2
    expect(settled).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });

  it('gives up waiting after the timeout, for a calendar that keeps resizing', () => {
    const heights = { current: 0 };
    const settled = vi.fn();
    whenSizeSettles(element(heights), settled);
    for (let i = 0; i < 5; i++) {
      heights.current += 10;
      runFrame();
    }
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SETTLE_TIMEOUT_MS + 1);
    heights.current += 10;
    runFrame();
    expect(settled).toHaveBeenCalledOnce();
  });

  it('stops when cancelled', () => {
    const settled = vi.fn();
    const stop = whenSizeSettles(element({ current: 50 }), settled);
    stop();
    runFrame();
    runFrame();
    runFrame();
    expect(settled).not.toHaveBeenCalled();
  });
});

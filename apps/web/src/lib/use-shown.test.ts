import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenShown } from './use-shown';

type TObserverCallback = (list: { getEntries: () => { identifier?: string }[] }) => void;

/** A PerformanceObserver that reports the paints the test hands it. */
class FakeObserver {
  /** The observer whenShown made last (the test's own). */
  static get made(): FakeObserver {
    if (!FakeObserver.current) throw new Error('whenShown made no observer');
    return FakeObserver.current;
  }
  static supportedEntryTypes = ['element', 'paint'];
  static current: FakeObserver | null = null;
  observed: unknown = null;
  isDisconnected = false;
  constructor(private readonly callback: TObserverCallback) {
    FakeObserver.current = this;
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.isDisconnected = true;
  }
  report(...identifiers: string[]) {
    this.callback({ getEntries: () => identifiers.map((identifier) => ({ identifier })) });
  }
}

let frames: (() => void)[] = [];
const runFrame = () => {
  const due = frames;
  frames = [];
  for (const frame of due) frame();
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  FakeObserver.current = null;
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenShown, where the browser reports element paints', () => {
  beforeEach(() => vi.stubGlobal('PerformanceObserver', FakeObserver));

  it('calls back once the named element has been painted, and only then', () => {
    const shown = vi.fn();
    whenShown('agenda-title', shown);
    const observer = FakeObserver.made;
    expect(observer.observed).toEqual({ type: 'element', buffered: true });
    runFrame();
    runFrame();
    observer.report('page-title');
    expect(shown).not.toHaveBeenCalled();
    observer.report('page-title', 'agenda-title');
    expect(shown).toHaveBeenCalledTimes(1);
    expect(observer.isDisconnected).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('starts anyway after a second without the paint (a hidden tab paints nothing)', () => {
    const shown = vi.fn();
    whenShown('agenda-title', shown);
    vi.advanceTimersByTime(999);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledTimes(1);
    FakeObserver.made.report('agenda-title');
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('cancelled, never calls back', () => {
    const shown = vi.fn();
    const cancel = whenShown('agenda-title', shown);
    cancel();
    expect(FakeObserver.made.isDisconnected).toBe(true);
    FakeObserver.made.report('agenda-title');
    vi.advanceTimersByTime(5_000);
    expect(shown).not.toHaveBeenCalled();
  });
});

describe('whenShown, where the browser does not report element paints', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'PerformanceObserver',
      class extends FakeObserver {
        static override supportedEntryTypes = ['paint'];
      },
    ),
  );

  it('calls back two frames later', () => {
    const shown = vi.fn();
    whenShown('agenda-title', shown);
    expect(FakeObserver.current).toBeNull();
    runFrame();
    expect(shown).not.toHaveBeenCalled();
    runFrame();
    expect(shown).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('cancelled, never calls back', () => {
    const shown = vi.fn();
    whenShown('agenda-title', shown)();
    runFrame();
    runFrame();
    vi.advanceTimersByTime(5_000);
    expect(shown).not.toHaveBeenCalled();
  });
});

/**
 * No error stacks while the entry's modules initialise: main.tsx imports this module first and
 * calls `resumeErrorStacks` as soon as its own code runs, before anything renders.
 *
 * react-dom creates an Error when its module runs. With a browser's inspector attached (DevTools,
 * Lighthouse, Playwright), V8 then records the line and column of every function on the stack,
 * and one of them is react-dom's whole module: V8 parses most of the react chunk's 315 KB again,
 * 60–120 ms on a 2-core machine, four times that in Lighthouse's slowed CPU (issue 15,
 * docs/performance.md). A stack limit that is not a number makes V8 capture no stack at all.
 * Without an inspector nobody paid this; with one, the pages measured paid it on every load.
 */
// V8's limit, which the DOM's types do not declare as settable to anything but a number.
const errorConstructor = Error as unknown as { stackTraceLimit?: unknown };
const limit = errorConstructor.stackTraceLimit;
errorConstructor.stackTraceLimit = undefined;

/** Error stacks as before (the entry's modules have run). */
export function resumeErrorStacks(): void {
  errorConstructor.stackTraceLimit = limit;
}

import { Worker } from 'node:worker_threads';
import { cpuPerRequest, cpuSnapshot, type CpuPerRequest } from './cpu-accounting';

/** A small closed-loop HTTP load: a fixed number of requests, a few at a time, within a time limit. */

export type LoadResult = {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  perSecond: number;
  statuses: Record<number, number>;
  /** True when the time limit stopped the run before all requests were sent. */
  cutShort: boolean;
  cpu: CpuPerRequest;
};

export type LoadOptions = {
  name: string;
  /** One address per request, cycled (several search terms in one scenario). */
  urls: string[];
  cookie: string;
  requests: number;
  concurrency: number;
  warmup: number;
  timeLimitMs: number;
};

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

/** Status 0 stands for a request that got no HTTP answer (connection error): counted, not thrown. */
async function timedGet(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const urlAt = (i: number) => o.urls[i % o.urls.length] ?? '';
  for (let i = 0; i < o.warmup; i++) await timedGet(urlAt(i), o.cookie);

  const durations: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  const deadline = started + o.timeLimitMs;
  const worker = async () => {
    while (next < o.requests && performance.now() < deadline) {
      const i = next++;
      const { ms, status } = await timedGet(urlAt(i), o.cookie);
      durations.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(), durations.length);
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    name: o.name,
    requests: durations.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: durations.length / elapsed,
    statuses,
    cutShort: durations.length < o.requests,
    cpu,
  };
}

/**
 * runLoad in a worker thread (load-worker.ts): the bench serves the app in its own process, and a
 * client sharing that event loop would queue its own fetch and decompression work with the
 * requests it times (docs/decisions.md "The bench's load client runs in a thread of its own").
 */
export function runLoadOffThread(o: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), {
      workerData: o,
      execArgv: [...process.execArgv],
    });
    let result: LoadResult | undefined;
    worker.once('message', (message: LoadResult) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`load worker exited with code ${code} and no result`));
    });
  });
}

import { readFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

/**
 * Where a scenario's CPU goes, per request: the whole machine (/proc/stat: PostgreSQL's backends,
 * this process and anything else running), this process (the server and the load client), and
 * the load client's own thread. Read around the timed phase of a load run; printed by the bench
 * so that a p95 can be told apart into "waiting for a core" and "work" (docs/performance.md).
 */
export type CpuPerRequest = {
  /** Busy CPU of every core (user, nice, system, irq, softirq), ms per request. */
  machineMs: number;
  /** CPU the hypervisor gave to other guests while this one wanted it, ms per request. */
  stealMs: number;
  /** This process without the load client's thread: the server (with the client when it shares its thread), ms per request. */
  serverMs: number;
  /** The load client's thread (fetch, decompression), ms per request; null when it shares the server's thread. */
  clientMs: number | null;
  /** Cores busy on average during the run (machine busy time ÷ elapsed time). */
  busyCores: number;
};

type Snapshot = { at: number; machineBusy: number; steal: number; process: number; thread: number };

/** Milliseconds of one /proc/stat tick (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

function machineTicks(): { busy: number; steal: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
    return { busy: user + nice + system + irq + softirq, steal };
  } catch {
    return { busy: Number.NaN, steal: Number.NaN };
  }
}

const micros = (u: NodeJS.CpuUsage) => u.user + u.system;

export function cpuSnapshot(): Snapshot {
  const machine = machineTicks();
  return {
    at: performance.now(),
    machineBusy: machine.busy,
    steal: machine.steal,
    process: micros(process.cpuUsage()),
    thread: micros(process.threadCpuUsage()),
  };
}

export function cpuPerRequest(before: Snapshot, after: Snapshot, requests: number): CpuPerRequest {
  const per = (value: number) => (requests > 0 ? value / requests : Number.NaN);
  const clientMicros = isMainThread ? null : after.thread - before.thread;
  const processMicros = after.process - before.process;
  const machineMs = (after.machineBusy - before.machineBusy) * TICK_MS;
  return {
    machineMs: per(machineMs),
    stealMs: per((after.steal - before.steal) * TICK_MS),
    serverMs: per((processMicros - (clientMicros ?? 0)) / 1000),
    clientMs: clientMicros === null ? null : per(clientMicros / 1000),
    busyCores: machineMs / (after.at - before.at),
  };
}

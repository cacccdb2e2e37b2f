// CPU time of the calling thread, in milliseconds: the clock behind the solver's CPU budget. In a
// worker thread `process.cpuUsage()` counts the whole process (every worker), so a budget read
// from it runs out N times too fast with N workers. On Linux each thread's own time is in
// /proc/thread-self: schedstat in nanoseconds, or stat in clock ticks (10 ms). Newer Node has
// process.threadCpuUsage(). Elsewhere the process's time is the best there is, and the clock says so.

import { closeSync, openSync, readSync } from 'node:fs';

export interface CpuClock {
  /** CPU milliseconds used by the calling thread so far (only differences mean anything). */
  readonly now: () => number;
  /** Where the time comes from, for messages and tests. */
  readonly source: 'threadCpuUsage' | 'schedstat' | 'stat' | 'process';
}

const buf = Buffer.alloc(512);

/** Reads a small /proc file with one open and one read (no stream, no string beyond the line). */
function readProc(path: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const n = readSync(fd, buf, 0, buf.length, 0);
    return buf.toString('latin1', 0, n);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function schedstatMs(): number | undefined {
  const t = readProc('/proc/thread-self/schedstat');
  const ns = t === undefined ? NaN : Number(t.slice(0, t.indexOf(' ')));
  return Number.isFinite(ns) ? ns / 1e6 : undefined;
}

/** Clock ticks a second for /proc stat times: 100 on every Linux that Node runs on. */
const TICKS = 100;

function statMs(): number | undefined {
  const t = readProc('/proc/thread-self/stat');
  if (t === undefined) return undefined;
  // Fields after the command name (which may hold spaces, so start after its closing parenthesis): utime is the 14th field of the line, stime the 15th.
  const f = t.slice(t.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(f[11]) + Number(f[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS : undefined;
}

type ThreadCpuUsage = () => { user: number; system: number };

/** The best per-thread CPU clock this platform offers (see the file's head). */
export function threadCpuClock(): CpuClock {
  const native = (process as unknown as { threadCpuUsage?: ThreadCpuUsage }).threadCpuUsage;
  if (typeof native === 'function') {
    return {
      source: 'threadCpuUsage',
      now: () => {
        const u = native.call(process);
        return (u.user + u.system) / 1000;
      },
    };
  }
  // A kernel without scheduler statistics shows 0 there for ever: use it only if it is counting.
  if ((schedstatMs() ?? 0) > 0) return { source: 'schedstat', now: () => schedstatMs() ?? 0 };
  if (statMs() !== undefined) return { source: 'stat', now: () => statMs() ?? 0 };
  return {
    source: 'process',
    now: () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    },
  };
}

/** CPU time the benchmarked servers' processes use, read from /proc (Linux's 100 ticks a second). */
import { readdirSync, readFileSync } from 'node:fs';
import { processStat } from './shop-server';

/**
 * CPU seconds each process has used so far, as `read` counts them (/proc's ticks by default); one
 * that is gone is left out.
 */
export function cpuByPid(pids: readonly number[], read: (pid: number) => number | null = (pid) => processStat(pid)?.cpuSeconds ?? null): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const seconds = read(pid);
    if (seconds !== null) used.set(pid, seconds);
  }
  return used;
}

/**
 * CPU seconds used between two readings by the processes `counted` accepts: one that started
 * meanwhile (a PostgreSQL backend) counts in full; one that ended is left out, losing its last
 * share rather than taking its whole life off the sum.
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>, counted: (pid: number) => boolean = () => true): number {
  let spent = 0;
  for (const [pid, seconds] of after) if (counted(pid)) spent += seconds - (before.get(pid) ?? 0);
  return spent;
}

/** PostgreSQL's processes, whatever their titles say. */
export const isPostgres = (pid: number) => processStat(pid)?.name === 'postgres';

/**
 * CPU seconds the process has used so far, to the nanosecond: the sum over its threads (V8's
 * collector and libuv's pool too) of the scheduler's own count (/proc/<pid>/task/<tid>/schedstat),
 * where /proc/<pid>/stat counts in 10 ms ticks, too coarse for one call of a few milliseconds.
 * null when the process has ended.
 */
export function preciseCpuSeconds(pid: number): number | null {
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  let nanoseconds = 0;
  for (const thread of threads) {
    // A thread that ended meanwhile has nothing more to count.
    const line = (() => {
      try {
        return readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8');
      } catch {
        return '0';
      }
    })();
    nanoseconds += Number(line.split(' ')[0]);
  }
  return nanoseconds / 1e9;
}

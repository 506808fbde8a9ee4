/**
 * Puts the shop and the load generator on different cores for a throughput benchmark. On this
 * 2-core machine they otherwise share both cores as the scheduler pleases: the shop's socket writes,
 * autocannon's reads and the kernel's loopback work between them took turns, and a page's rate
 * moved by 20% from one run to the next with where they landed. With the shop on core 0 and
 * autocannon on the rest, each page is measured against a whole core of server.
 * BENCH_PIN=off leaves both where the scheduler puts them.
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

function pin(pid: number, cpus: string): boolean {
  // -a: every thread of the process (V8's collector and libuv's pool too), not only the first.
  const result = spawnSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { encoding: 'utf8' });
  return result.status === 0;
}

/** Pins `serverPids` to CPU 0 and this process to the others; says what it did, for the report. */
export function separateCores(serverPids: readonly number[], server = 'the shop', loader = 'autocannon'): string {
  if (process.env.BENCH_PIN === 'off') return 'not pinned (BENCH_PIN=off)';
  // The machine's cores, not this process's: once pinned, its own parallelism is one.
  const cores = cpus().length;
  if (cores < 2) return 'not pinned: one core';
  if (serverPids.length === 0) return 'not pinned: the shop was not started here (BASE_URL)';
  if (spawnSync('taskset', ['--version']).status !== 0) return 'not pinned: taskset (util-linux) not found';
  const others = cores === 2 ? '1' : `1-${cores - 1}`;
  // A process that ended meanwhile cannot be pinned, and does not matter.
  const pinned = serverPids.filter((pid) => pin(pid, '0'));
  if (pinned.length === 0 || !pin(process.pid, others)) return 'not pinned: taskset refused';
  return `${server} (${pinned.length} process${pinned.length === 1 ? '' : 'es'}) on CPU 0, ${loader} on CPU ${others}`;
}

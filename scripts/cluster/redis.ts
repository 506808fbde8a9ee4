/**
 * Debian's redis-server for the cluster: on loopback, its own port, nothing saved to disk (the page
 * cache and rate limits it holds are worth nothing after a restart), its memory bounded.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { spawnNamed } from '../child-process';
import { REDIS_SERVER } from './binaries';
import { HOST } from './layout';
import { REDIS_PID_FILE } from './leftovers';
import { readyOrKilled } from './wait-until';

function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * What the cluster's Redis holds is bounded, as docs/deploy.md asks of any Redis the shop uses: the
 * page cache and the rate limits set an expiry on every key, so past this much memory Redis evicts
 * the least recently used of them rather than growing (without it, share cards for made-up
 * addresses filled it with keys kept for a year; issue 39).
 */
export const REDIS_MAX_MEMORY = '256mb';
export const REDIS_EVICTION_POLICY = 'volatile-lru';

export function redisServerArguments(port: number, runDir: string): string[] {
  return [
    '--port', String(port),
    '--bind', HOST,
    '--save', '',
    '--appendonly', 'no',
    '--maxmemory', REDIS_MAX_MEMORY,
    '--maxmemory-policy', REDIS_EVICTION_POLICY,
    // The page cache's package learns of expired and evicted entries from these events (docs/adr/0027).
    '--notify-keyspace-events', 'Exe',
    // Absolute: Redis works in --dir, and a later start finds a leftover Redis by it (leftovers.ts).
    '--dir', path.resolve(runDir),
    '--pidfile', path.resolve(runDir, REDIS_PID_FILE),
    '--daemonize', 'no',
    '--protected-mode', 'yes',
  ];
}

export async function startRedis(port: number, runDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawnNamed('redis', REDIS_SERVER.path, redisServerArguments(port, runDir));
  await readyOrKilled(child, `Redis on ${HOST}:${port}`, () => pong(port), 15_000);
  return { child, url: `redis://${HOST}:${port}` };
}

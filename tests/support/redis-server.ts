/**
 * A real redis-server for a test, on a free port of 127.0.0.1, set up as the shop expects
 * (docs/adr/0027) unless `keyEvents` is false. Stopped by its own process id; `restart()` brings one back on the same port,
 * empty as after a crash or, with `keepData`, holding what it held (its append-only file, written
 * at every command, in a folder of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

export interface TestRedis {
  port: number;
  url: string;
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Freezes the server (SIGSTOP): its connections stay open and nothing answers, as when it hangs. */
  pause(): void;
  resume(): void;
  /** Stops it for good and removes what it kept. */
  remove(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function launch(port: number, dataDir: string | undefined, keyEvents: boolean): Promise<ChildProcess> {
  const storage = dataDir ? ['--dir', dataDir, '--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  const events = keyEvents ? ['--notify-keyspace-events', 'Exe'] : [];
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...events, ...storage];
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start on ${port}: ${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${REDIS_SERVER} could not be run (${error.message}): install Debian's redis-server, or point REDIS_SERVER_BIN at one.`));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(child.pid!, 'SIGKILL');
  });
}

export async function startRedis({ keepData = false, keyEvents = true } = {}): Promise<TestRedis> {
  const port = await freePort();
  const dataDir = keepData ? mkdtempSync(path.join(os.tmpdir(), 'highland-redis-')) : undefined;
  let child = await launch(port, dataDir, keyEvents);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop: () => stopped(child),
    async restart() {
      await stopped(child);
      child = await launch(port, dataDir, keyEvents);
    },
    remove: async () => {
      await stopped(child);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    pause: () => process.kill(child.pid!, 'SIGSTOP'),
    resume: () => process.kill(child.pid!, 'SIGCONT'),
  };
}

/** Polls until `check` holds, or fails with what it last saw after `withinMs`. */
export async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, withinMs = 5_000): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`still ${JSON.stringify(value)} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts tests/support/cache-instance.ts as separate processes, as separate shop servers would be. */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Ask } from './cache-instance';

export interface CacheInstance {
  ask<T = unknown>(ask: Ask): Promise<T>;
  stop(): Promise<void>;
}

export function startCacheInstance(env: Record<string, string>): Promise<CacheInstance> {
  const child: ChildProcess = fork(path.join(__dirname, 'cache-instance.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, NODE_ENV: 'test' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let next = 1;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.result);
  });
  const instance: CacheInstance = {
    ask<T>(ask: Ask) {
      const id = next++;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, ask });
      });
    },
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        process.kill(child.pid!, 'SIGKILL');
      });
    },
  };
  return new Promise((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(instance), reject });
    child.once('exit', (code) => reject(new Error(`cache instance exited with ${code}`)));
  });
}

import type { ChildProcess } from 'node:child_process';
import { isRunning } from '../child-process';

/** Polls `check` until it holds; gives up when the process it waits for has died, or at the deadline. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs, alive }: { timeoutMs: number; alive: () => boolean },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what}: the process stopped before it was ready`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
}

/** True when GET url answers with one of `statuses` (the body is read and dropped). */
export async function answers(url: string, statuses: readonly number[] = [200]): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return statuses.includes(response.status);
}

/**
 * Waits for a started server to be ready; one that does not get ready is killed, since the cluster
 * stops only the parts that came up.
 */
export async function readyOrKilled(child: ChildProcess, what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  try {
    await waitUntil(what, check, { timeoutMs, alive: () => isRunning(child) });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

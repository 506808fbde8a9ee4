/**
 * A cluster killed outright (SIGKILL, a closed terminal) leaves nginx and Redis running: its
 * instances exit by themselves (scripts/exit-with-parent.cjs) and the database is recovered on its
 * next start (lib/db/embedded.ts), but these two would keep their ports. Their pid files in the run
 * folder name them; a pid is only stopped while it is still that program working in that folder,
 * never a process that has since taken the number.
 */
import { readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export const NGINX_PID_FILE = 'nginx.pid';
export const REDIS_PID_FILE = 'redis.pid';
/** The launcher's own pid: while it lives, what it started is not left over. */
export const CLUSTER_PID_FILE = 'cluster.pid';

function readOr(file: string, fallback: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

function cwdOf(pid: number): string {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

/** Is `pid` still `program`, started by a cluster on `runDir`? nginx names the folder on its command line; Redis works in it. */
function isOurs(pid: number, program: string, runDir: string): boolean {
  const commandLine = readOr(`/proc/${pid}/cmdline`, '').replaceAll('\0', ' ');
  return commandLine.includes(program) && (commandLine.includes(runDir) || cwdOf(pid) === runDir);
}

async function gone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** The pid of a cluster launcher still running on `runDir`, if any. */
export function runningCluster(runDir: string): number | null {
  const pid = Number(readOr(path.join(path.resolve(runDir), CLUSTER_PID_FILE), '').trim());
  if (!(pid > 0) || pid === process.pid) return null;
  return readOr(`/proc/${pid}/cmdline`, '').includes('cluster') ? pid : null;
}

/** Stops what an earlier cluster on `runDir` left running; returns what it stopped, for the log. */
export async function stopLeftovers(runDir: string): Promise<string[]> {
  const absolute = path.resolve(runDir);
  const stopped: string[] = [];
  for (const [program, pidFile] of [
    ['nginx', NGINX_PID_FILE],
    ['redis-server', REDIS_PID_FILE],
  ] as const) {
    const pid = Number(readOr(path.join(absolute, pidFile), '').trim());
    if (!(pid > 0) || !isOurs(pid, program, absolute)) continue;
    process.kill(pid, 'SIGTERM');
    if (!(await gone(pid, 5_000))) process.kill(pid, 'SIGKILL');
    stopped.push(`${program} (pid ${pid})`);
  }
  return stopped;
}

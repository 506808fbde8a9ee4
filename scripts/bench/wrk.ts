/**
 * wrk (Debian's `wrk` package), for loads a Node load generator cannot keep up with: through nginx,
 * autocannon parses every response in JavaScript and used all of its core at 20,000-37,000 req/s,
 * so it measured itself. wrk's C parser leaves the server side the busy one; each run reports the
 * share of a core wrk used, so a run where the client was the limit can still be told apart.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { missingBinaries, WRK } from '../cluster/binaries';

export interface WrkRun {
  reqPerSec: number;
  /** Responses outside 2xx and 3xx, and socket errors of any kind. */
  failures: number;
  /** Share of one core wrk used over the run. */
  loadCpu: number;
}

/** Fails with what to install when wrk is missing, before any run. */
export function requireWrk(): void {
  const missing = missingBinaries([WRK]);
  if (missing.length > 0) throw new Error(missing.join('\n'));
}

/** CPU seconds used by this process's finished children (cutime + cstime of /proc/self/stat, in Linux's 100 ticks a second). */
function childrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /s, '').split(' ');
  // After the command name, field 3 is the state: cutime and cstime are fields 16 and 17 of the whole line.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

export async function wrk(url: string, { seconds, connections, headers }: { seconds: number; connections: number; headers: Record<string, string> }): Promise<WrkRun> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const startedCpu = childrenCpuSeconds();
  const startedAt = process.hrtime.bigint();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(WRK.path, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`))));
  });
  const wallSeconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const reqPerSec = number(/Requests\/sec:\s+([\d.]+)/);
  if (!reqPerSec) throw new Error(`wrk printed no rate for ${url}:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    reqPerSec,
    failures: number(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((sum, one) => sum + Number(one), 0) : 0),
    loadCpu: (childrenCpuSeconds() - startedCpu) / wallSeconds,
  };
}

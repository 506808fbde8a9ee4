/**
 * The shop's production build for a benchmark, started exactly as the README says (`npm start`:
 * embedded PostgreSQL, migrate, seed, build when sources changed, `next start`) and stopped again,
 * also when the benchmark is interrupted or crashes. With BASE_URL set, that server is used and
 * nothing is started. BENCH_PORT (3211) picks the port, BENCH_VERBOSE=1 shows the shop's output.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const READY_PATH = '/api/categories';
// The first start builds the shop, which takes minutes on a small machine.
const START_TIMEOUT_MS = 15 * 60_000;
const STOP_GRACE_MS = 20_000;
const KEPT_LINES = 100;

type Cleanup = () => unknown;

/** The started shop's embedded database: BENCH_DATA_DIR, or the benchmarks' shared one. */
export function benchDataDir(): string {
  return process.env.BENCH_DATA_DIR ?? '.data/bench-postgres';
}

/** Refuses anything but this machine: benchmarks load a server, and only our own may be loaded. */
export function loopbackBaseUrl(raw: string): string {
  const url = new URL(raw);
  if (!/^(127(\.\d{1,3}){3}|localhost|\[::1\])$/.test(url.hostname)) {
    throw new Error(`A benchmark's address must be on this machine (127.0.0.1), not ${url.hostname}`);
  }
  return url.origin;
}

/**
 * Members of a process group that have not exited. Zombies are skipped: PID 1 here need not reap
 * the orphans, and a zombie would otherwise look like a server that will not stop.
 */
function liveMembers(pgid: number): number[] {
  return processesWhere(({ state, pgrp }) => pgrp === pgid && state !== 'Z');
}

/** A process as /proc/<pid>/stat describes it. */
export interface ProcessStat {
  pid: number;
  /** Its command name (`comm`, at most 15 characters): "postgres" for PostgreSQL's processes, whatever their titles say. */
  name: string;
  state: string;
  ppid: number;
  pgrp: number;
  /** CPU seconds (user + system) it has used so far (Linux's 100 ticks a second). */
  cpuSeconds: number;
}

/** What /proc says of one process, or null when it has ended. */
export function processStat(pid: number): ProcessStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const closing = stat.lastIndexOf(')');
    // The fields after the ")" that closes the command name, which may itself hold spaces.
    const fields = stat.slice(closing + 2).split(' ');
    return {
      pid,
      name: stat.slice(stat.indexOf('(') + 1, closing),
      state: fields[0] ?? '',
      ppid: Number(fields[1]),
      pgrp: Number(fields[2]),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100,
    };
  } catch {
    return null;
  }
}

/** Every process on this machine now. */
function liveProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => processStat(Number(entry)) ?? []);
}

/** The processes on this machine for which `test` holds. */
export function processesWhere(test: (process: ProcessStat) => boolean): number[] {
  return liveProcesses()
    .filter(test)
    .map((process) => process.pid);
}

/** The processes and every live process they started, however deep. */
function withDescendants(roots: readonly number[]): number[] {
  const children = new Map<number, number[]>();
  for (const { pid, ppid, state } of liveProcesses()) if (state !== 'Z') children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found = new Set(roots);
  for (const pid of found) for (const child of children.get(pid) ?? []) found.add(child);
  return [...found];
}

/**
 * A shop started elsewhere (`setsid npm start`, a process group of its own), found by the port it
 * serves on: its group and whatever they started, PostgreSQL's backends among them (as
 * ShopProcess.pids). None when nothing listens there.
 */
export function shopProcessesOn(port: number): number[] {
  const listening = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const pid = Number(/pid=(\d+)/.exec(listening)?.[1] ?? 0);
  const group = pid > 0 ? processStat(pid)?.pgrp : undefined;
  return group ? withDescendants(liveMembers(group)) : [];
}

async function waitForGroupExit(pgid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (liveMembers(pgid).length === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return liveMembers(pgid).length === 0;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

class ShopProcess {
  private readonly lines: string[] = [];
  private stopping: Promise<void> | undefined;
  readonly child: ChildProcess;
  readonly exited: Promise<void>;

  constructor(readonly port: number) {
    const verbose = process.env.BENCH_VERBOSE === '1';
    this.child = spawn('npm', ['start'], {
      // Its own process group, so stop() reaches npm, the start script, next and postgres at once.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', HIGHLAND_DATA_DIR: benchDataDir(), DATABASE_URL: '' },
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    // Always drained: a full pipe would block the shop.
    for (const [stream, sink] of [
      [this.child.stdout, process.stdout],
      [this.child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream! }).on('line', (line) => {
        this.lines.push(line);
        if (this.lines.length > KEPT_LINES) this.lines.shift();
        if (verbose) sink.write(`[shop] ${line}\n`);
      });
    }
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * The shop's processes now running: its group (npm, the start script, the server and PostgreSQL's
   * postmaster) and whatever they started, PostgreSQL's backends and workers among them, which each
   * start a session of their own and so are outside the group.
   */
  pids(): number[] {
    return this.child.pid === undefined ? [] : withDescendants(liveMembers(this.child.pid));
  }

  printLastLines(): void {
    console.error(`--- last ${this.lines.length} lines of the shop's output ---\n${this.lines.join('\n')}\n---`);
  }

  async waitUntilReady(baseUrl: string): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(`npm start exited (${this.child.signalCode ?? `exit code ${this.child.exitCode}`}) before the shop answered`);
      }
      const status = await fetch(`${baseUrl}${READY_PATH}`, { signal: AbortSignal.timeout(10_000) })
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0);
      if (status === 200) return;
      await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
    throw new Error(`The shop did not answer ${READY_PATH} with 200 within ${START_TIMEOUT_MS / 60_000} minutes`);
  }

  get stopRequested(): boolean {
    return this.stopping !== undefined;
  }

  stop(): Promise<void> {
    this.stopping ??= this.stopGroup();
    return this.stopping;
  }

  private async stopGroup(): Promise<void> {
    const pgid = this.child.pid;
    if (pgid === undefined) return;
    signalGroup(pgid, 'SIGTERM');
    if (!(await waitForGroupExit(pgid, STOP_GRACE_MS))) {
      console.error(`The shop did not stop within ${STOP_GRACE_MS / 1000} s; killing it (pids ${liveMembers(pgid).join(', ')}).`);
      signalGroup(pgid, 'SIGKILL');
      await waitForGroupExit(pgid, 5_000);
    }
  }
}

/**
 * Runs `bench` against a started shop (or BASE_URL) and stops the shop afterwards, whatever
 * happens. `shopPids` lists the started shop's processes (none with BASE_URL). `onAbort` registers clean-ups (a browser, say) for when the bench is interrupted by a
 * signal or an uncaught error, since the process then exits without unwinding `bench`.
 */
export async function withShop<T>(
  bench: (baseUrl: string, onAbort: (cleanup: Cleanup) => void, shopPids: () => number[]) => Promise<T>,
): Promise<T> {
  const cleanups: Cleanup[] = [];
  const onAbort = (cleanup: Cleanup) => void cleanups.push(cleanup);
  if (process.env.BASE_URL) {
    const baseUrl = loopbackBaseUrl(process.env.BASE_URL);
    console.log(`Using the shop at ${baseUrl} (BASE_URL); nothing is started.`);
    return bench(baseUrl, onAbort, () => []);
  }

  const port = Number(process.env.BENCH_PORT ?? 3211);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Another server there would answer the readiness check, and we would measure it instead.
  if (await fetch(baseUrl, { signal: AbortSignal.timeout(5_000) }).then(() => true, () => false)) {
    throw new Error(`Something already answers on ${baseUrl}: stop it, or pick another BENCH_PORT (or use it with BASE_URL).`);
  }
  console.log(`Starting the shop with npm start on ${baseUrl} (the first start builds it; BENCH_VERBOSE=1 shows its output)...`);
  const startedAt = Date.now();
  const shop = new ShopProcess(port);

  let aborting = false;
  const abort = async (reason: string, code: number) => {
    if (aborting) return;
    aborting = true;
    console.error(`\n${reason}: stopping the shop...`);
    for (const cleanup of cleanups) await Promise.resolve().then(cleanup).catch(() => {});
    await shop.stop();
    process.exit(code);
  };
  const handlers = {
    SIGINT: () => void abort('Interrupted', 130),
    SIGTERM: () => void abort('Terminated', 143),
    uncaughtException: (error: unknown) => {
      console.error(error);
      void abort('Uncaught error', 1);
    },
  };
  for (const [event, handler] of Object.entries(handlers)) process.on(event, handler);
  process.on('unhandledRejection', handlers.uncaughtException);

  try {
    try {
      await shop.waitUntilReady(baseUrl);
    } catch (error) {
      shop.printLastLines();
      throw error;
    }
    console.log(`The shop answered after ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
    void shop.exited.then(() => {
      if (!shop.stopRequested) {
        console.error('The shop stopped by itself during the benchmark.');
        shop.printLastLines();
      }
    });
    return await bench(baseUrl, onAbort, () => shop.pids());
  } finally {
    await shop.stop();
    for (const [event, handler] of Object.entries(handlers)) process.off(event, handler);
    process.off('unhandledRejection', handlers.uncaughtException);
  }
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function firstSlug(baseUrl: string, apiPath: string): Promise<string> {
  const items = await getJson<unknown>(`${baseUrl}${apiPath}`);
  const slug = Array.isArray(items) ? (items[0] as { slug?: unknown } | undefined)?.slug : undefined;
  if (typeof slug !== 'string' || !slug) throw new Error(`GET ${apiPath} gave no item with a slug`);
  return slug;
}

/** Real slugs from the running shop, so the detail pages measured are ones that exist. */
export async function discoverSlugs(baseUrl: string): Promise<{ product: string; story: string; adventure: string }> {
  const [product, story, adventure] = await Promise.all([
    firstSlug(baseUrl, '/api/products?per_page=1'),
    firstSlug(baseUrl, '/api/articles'),
    firstSlug(baseUrl, '/api/adventures'),
  ]);
  return { product, story, adventure };
}

/** The resident memory, in MB, of the started shop's Node processes (its database left out). */
export function serverRssMb(pids: number[]): number | null {
  let kb = 0;
  let found = false;
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node')) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      found = true;
    } catch {
      // Gone since it was listed.
    }
  }
  return found ? kb / 1024 : null;
}

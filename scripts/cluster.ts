/**
 * `npm run cluster`: the shop as it runs scaled out, on this machine (docs/deploy.md). A PostgreSQL
 * of its own standing in for a managed one, Redis, the production build migrated and seeded once,
 * two instances on ports 3001 and 3002 started as npm start starts one, and nginx balancing them on
 * 8080. Everything listens on 127.0.0.1. Ctrl-C or SIGTERM stops it all.
 *
 * A part that fails to start stops everything. Once the cluster is up, an instance that dies is
 * what the balancer is for: its traffic goes to the other, and the cluster keeps running until the
 * last instance, nginx, Redis or the database is gone.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded';
import { isRunning, nameOutput, onStopRequest, stopChild } from './child-process';
import { startBalancer } from './cluster/balancer';
import { missingBinaries, NGINX, REDIS_SERVER } from './cluster/binaries';
import {
  balancerUrl,
  BALANCER_PORT,
  DATABASE_DIR,
  DATABASE_URL_FILE,
  HOST,
  INSTANCES,
  INSTANCES_FILE,
  instanceUrl,
  RUN_DIR,
  type InstanceRecord,
} from './cluster/layout';
import { CLUSTER_PID_FILE, runningCluster, stopLeftovers } from './cluster/leftovers';
import { startRedis } from './cluster/redis';
import { answers, waitUntil } from './cluster/wait-until';
import { prepareShop, startNextServer } from './production-build';

const log = (message: string) => console.log(`[cluster] ${message}`);

if (existsSync('.env')) process.loadEnvFile('.env');

interface Part {
  name: string;
  child: ChildProcess;
  /** nginx finishes its open requests on SIGQUIT; the others stop cleanly on SIGTERM. */
  signal: NodeJS.Signals;
  instance: boolean;
}

/** Stopped in reverse: the balancer first, so nothing is sent to an instance that is stopping. */
const parts: Part[] = [];
let database: EmbeddedDatabase | undefined;
let up = false;
let ownsState = false;
let stopping: Promise<never> | undefined;

function shutdown(code: number, reason?: string): Promise<never> {
  stopping ??= (async () => {
    if (reason) console.error(`[cluster] ${reason}`);
    log('Stopping the cluster...');
    for (const part of [...parts].reverse()) {
      if (isRunning(part.child)) log(`Stopping ${part.name} (pid ${part.child.pid})...`);
      await stopChild(part.child, { signal: part.signal, graceMs: 10_000 });
    }
    if (database) {
      log('Stopping the database...');
      await database.stop().catch((error: unknown) => log(`The database did not stop cleanly: ${String(error)}`));
    }
    // Only this cluster's: a start refused because another runs leaves that one's files alone.
    if (ownsState) {
      for (const file of [DATABASE_URL_FILE, INSTANCES_FILE, path.join(RUN_DIR, CLUSTER_PID_FILE)]) rmSync(file, { force: true });
    }
    log('Stopped.');
    process.exit(code);
  })();
  return stopping;
}

onStopRequest(() => void shutdown(0));

function watch(part: Part): void {
  part.child.once('exit', (code, signal) => {
    // Ctrl-C in a terminal (or Playwright stopping its web server) signals every process of the
    // group at once: a part may exit a moment before this process has handled the same signal.
    setTimeout(() => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      const instancesLeft = parts.filter((other) => other.instance && isRunning(other.child));
      if (up && part.instance && instancesLeft.length > 0) {
        log(`Instance ${part.name} stopped (${how}); nginx sends its requests to ${instancesLeft.map((other) => other.name).join(', ')}.`);
        return;
      }
      void shutdown(1, `${part.name} stopped unexpectedly (${how}).`);
    }, 300);
  });
}

function add(part: Omit<Part, 'instance'> & { instance?: boolean }): ChildProcess {
  const full = { instance: false, ...part };
  parts.push(full);
  watch(full);
  return full.child;
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const missing = missingBinaries([REDIS_SERVER, NGINX]);
  if (missing.length) return shutdown(1, `Cannot start the cluster:\n  ${missing.join('\n  ')}`);
  const other = runningCluster(RUN_DIR);
  if (other) return shutdown(1, `Cannot start the cluster: another one is running (pid ${other}). Stop it first (Ctrl-C there, or kill ${other}).`);
  for (const leftover of await stopLeftovers(RUN_DIR)) log(`Stopped ${leftover}, left running by a cluster that was killed.`);
  const ports = [BALANCER_PORT, ...INSTANCES.map((instance) => instance.port)];
  const taken = (await Promise.all(ports.map(async (port) => ((await portTaken(port)) ? [port] : [])))).flat();
  if (taken.length) return shutdown(1, `Cannot start the cluster: something already listens on ${taken.map((port) => `${HOST}:${port}`).join(', ')} (another cluster?).`);

  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(path.join(RUN_DIR, CLUSTER_PID_FILE), String(process.pid));
  ownsState = true;

  database = await startEmbeddedPostgres({ dataDir: DATABASE_DIR, log: (line) => process.env.DEBUG_POSTGRES && console.log(`[postgres] ${line}`) });
  log(`PostgreSQL: ${database.url} (data in ${DATABASE_DIR})`);
  writeFileSync(DATABASE_URL_FILE, `${database.url}\n`);

  const redis = await startRedis(await freePort(), RUN_DIR);
  add({ name: 'redis', child: redis.child, signal: 'SIGTERM' });
  log(`Redis: ${redis.url} (nothing kept on disk)`);

  // The database migrated as `npm run db:migrate` does before a deploy: once, before any instance starts.
  const shared = { ...process.env, DATABASE_URL: database.url, REDIS_URL: redis.url, NEXT_TELEMETRY_DISABLED: '1' };
  if (!prepareShop(shared, { logPrefix: 'cluster' })) return shutdown(1, 'The shop could not be prepared (see above).');

  const records: Record<string, InstanceRecord> = {};
  for (const { name, port } of INSTANCES) {
    const env = { ...shared, PORT: String(port), HOST, TRUSTED_PROXIES: '1', SHOW_INSTANCE: '1', INSTANCE_NAME: name };
    const child = add({ name, child: nameOutput(name, startNextServer({ port: String(port), host: HOST, env, stdio: ['ignore', 'pipe', 'pipe'] })), signal: 'SIGTERM', instance: true });
    records[name] = { port, pid: child.pid! };
  }
  // They only serve: the database was migrated once above, as a deploy does before rolling instances.
  await Promise.all(
    INSTANCES.map(({ name, port }) => {
      const part = parts.find((one) => one.name === name)!;
      return waitUntil(`Instance ${name} on ${instanceUrl(port)}`, () => answers(`${instanceUrl(port)}/api/health`), { timeoutMs: 120_000, alive: () => isRunning(part.child) });
    }),
  );
  writeFileSync(INSTANCES_FILE, `${JSON.stringify(records, null, 2)}\n`);

  add({ name: 'nginx', child: await startBalancer(INSTANCES.map((instance) => instance.port), RUN_DIR), signal: 'SIGQUIT' });
  up = true;

  log(`The cluster is up after ${((Date.now() - startedAt) / 1000).toFixed(0)} s:`);
  log(`  load balancer  ${balancerUrl}  (nginx, config in ${RUN_DIR}/nginx.conf)`);
  for (const { name, port } of INSTANCES) log(`  instance ${name}     ${instanceUrl(port)}  (pid ${records[name]!.pid})`);
  log(`  PostgreSQL     ${database.url}`);
  log(`  Redis          ${redis.url}`);
  log(`  state          ${DATABASE_URL_FILE}, ${INSTANCES_FILE}`);
  log('Ctrl-C stops everything.');
}

main().catch((error: unknown) => void shutdown(1, `Could not start the cluster: ${error instanceof Error ? error.message : String(error)}`));

/**
 * `npm start`: the whole shop from one command. Without DATABASE_URL it runs an embedded
 * PostgreSQL (data kept in .data/), migrates, seeds an empty database, renders the catalogue
 * artwork that is missing or out of date (scripts/artwork-freshness.ts), builds when the sources
 * changed, and serves on PORT (3000). Ctrl-C or SIGTERM stops the web server and then the database,
 * cleanly. `--dev` serves with `next dev` instead.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded';
import { parseTrustedProxies } from '@/lib/http/client-address';
import { commerceBackendProblem } from '@/lib/commerce/backend-check';
import { instanceSettingsProblem } from '@/lib/settings/instance-settings';
import { paymentSettings } from '@/lib/settings/payment-settings';
import { isRunning, onStopRequest, stopChild } from './child-process';
import { prepareShop, startNextServer } from './production-build';

const dev = process.argv.includes('--dev');
const log = (message: string) => console.log(`[highland-home] ${message}`);

if (existsSync('.env')) process.loadEnvFile('.env');

let database: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;
let stopping = false;

let stoppingDone: Promise<void> | undefined;

/**
 * Stops the web server, then the database. A second call (npm's shell dying right after a signal,
 * say) waits for the first to finish instead of exiting while the database is still stopping.
 */
async function shutdown(code: number): Promise<never> {
  stoppingDone ??= stopEverything();
  await stoppingDone;
  process.exit(code);
}

async function stopEverything(): Promise<void> {
  stopping = true;
  if (server && isRunning(server)) {
    log('Stopping the web server...');
    await stopChild(server);
  }
  if (database) {
    log('Stopping the database...');
    await database.stop().catch((error: unknown) => log(`The database did not stop cleanly: ${String(error)}`));
  }
}

onStopRequest(() => void shutdown(0));

function refuseToStart(problem: string): never {
  console.error(`[highland-home] Cannot start: ${problem}`);
  process.exit(1);
}

async function main() {
  // Refused before anything starts: a shop that would take test payments where real ones are meant.
  const payments = paymentSettings({ ...process.env, NODE_ENV: dev ? 'development' : 'production' });
  if (!payments.ok) refuseToStart(payments.problem);
  const proxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  if (!proxies.ok) refuseToStart(proxies.problem);
  const instanceProblem = instanceSettingsProblem(process.env);
  if (instanceProblem) refuseToStart(instanceProblem);
  const commerceCheck = await commerceBackendProblem(process.env);
  if (commerceCheck.problem !== null) refuseToStart(commerceCheck.problem);
  log(commerceCheck.summary);
  log(payments.mode === 'stripe' ? 'Card payments go through Stripe.' : 'Test payments: no real payment is taken (pay with 4242 4242 4242 4242).');

  let url = process.env.DATABASE_URL;
  if (url) {
    log('Using the database at DATABASE_URL.');
  } else {
    database = await startEmbeddedPostgres({
      dataDir: process.env.HIGHLAND_DATA_DIR ?? path.join('.data', 'postgres'),
      log: (line) => process.env.DEBUG_POSTGRES && console.log(`[postgres] ${line}`),
    });
    url = database.url;
    log(`Embedded PostgreSQL is running on 127.0.0.1:${database.port}.`);
  }

  const env = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: '1' };
  if (!prepareShop(env, { dev, logPrefix: 'highland-home' })) return shutdown(1);

  const port = process.env.PORT ?? '3000';
  const host = process.env.HOST ?? '127.0.0.1';
  server = startNextServer({ port, host, env, dev });
  server.on('exit', (code, signal) => {
    if (!stopping) {
      log(`The web server stopped (${signal ?? `exit code ${code}`}).`);
      void shutdown(code ?? 1);
    }
  });
  log(`Highland Home is opening at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  console.error(`[highland-home] Could not start: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});

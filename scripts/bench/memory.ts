/**
 * A fresh instance's memory (issue 42, target 2; docs/adr/0036): the shop's web server process
 * (server.ts, started by `npm start` as the README says, its database left out) read from
 * /proc/<pid>/status, against the floor measured in the same sitting: an empty Next 16 page served
 * by `next start` (./empty-next-page.ts), given the same number of requests.
 *
 * - idle: VmRSS once the server answers and has settled (BENCH_SETTLE_SECONDS, 5);
 * - after a page pass: each main page (home, /products, a product, a story, an adventure) loaded
 *   once, then VmRSS and VmHWM, the peak the process ever reached, start-up included.
 *
 * - under load: bench:checkout's 50 shoppers paying at once (./checkout-shoppers.ts) for at least
 *   BENCH_SECONDS (30), while a crawler renders product pages four at a time until the pages and
 *   their RSC payloads it was sent add up to more than the page cache's limit (PAGE_CACHE_MAX_MB, 128): the cache is full and
 *   evicting by the end. The product pages are BENCH_FILL_PRODUCTS generated products (./synthetic-
 *   catalogue.ts) added to the bench's own database (BENCH_DATA_DIR, .data/bench-memory-postgres, so
 *   the other benches' catalogue stays the shop's). Then VmRSS, and VmHWM over the whole life.
 *
 * Each line also splits the resident memory into anonymous pages (the JavaScript heap, native
 * allocations, buffers) and file-backed ones (node's binary and the shared libraries mapped in).
 * Targets: idle at most 250 MB, peak at most 400 MB under that load.
 *
 *   npm run bench:memory      (BASE_URL=http://127.0.0.1:3000 with HIGHLAND_DATA_DIR or DATABASE_URL for a
 *                              running shop: its idle figure is then whatever it holds now)
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from '@/lib/db/schema';
import { checkouts, databaseUrl, rscParamFor, SHOPPERS, stockedProducts } from './checkout-shoppers';
import { startEmptyNextPage } from './empty-next-page';
import { discoverSlugs, processStat, withShop } from './shop-server';
import { addSyntheticProducts } from './synthetic-catalogue';

const EMPTY_PAGE_PORT = Number(process.env.BENCH_EMPTY_PORT ?? 3214);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 5) * 1000;
const IDLE_TARGET_MB = 250;
const PEAK_TARGET_MB = 400;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const FILL_PRODUCTS = Number(process.env.BENCH_FILL_PRODUCTS ?? 2500);
const PAGE_CACHE_BYTES = Number(process.env.PAGE_CACHE_MAX_MB ?? 128) * 1024 * 1024;
const CRAWLERS = 4;
// Its own database: the generated products would otherwise show in the other benches' listings.
process.env.BENCH_DATA_DIR ??= '.data/bench-memory-postgres';

type Memory = { rssMb: number; peakMb: number; anonMb: number; fileMb: number; threads: number };

/** The process's resident memory, from the kernel's own accounting. */
export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { rssMb: mb('VmRSS'), peakMb: mb('VmHWM'), anonMb: mb('RssAnon'), fileMb: mb('RssFile'), threads: mb('Threads') * 1024 };
}

/** The shop's web server among its processes: the Node process running server.ts (not npm, not the launcher). */
function serverPid(pids: number[]): number {
  const found = pids.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').some((arg) => arg.endsWith('server.ts'));
    } catch {
      return false;
    }
  });
  if (found === undefined) throw new Error('No process runs server.ts: is the shop started by npm start?');
  return found;
}

/** The process listening on the port of `baseUrl` (a shop given by BASE_URL), found by its socket's inode. */
function listeningPid(baseUrl: string): number {
  const port = Number(new URL(baseUrl).port).toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl, local address, remote address, state (0A: listening), ..., inode
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${port}`) && fields[3] === '0A') inodes.add(`socket:[${fields[9]}]`);
    }
  }
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) return Number(pid);
    } catch {
      // Not ours to read, or gone.
    }
  }
  throw new Error(`No process of ours listens on ${baseUrl}`);
}

async function load(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

type Row = { name: string; idle: Memory; afterPages: Memory };

type Load = { memory: Memory; seconds: number; checkouts: number; failedCheckouts: number; pages: number; pageMb: number };

async function bytesOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return body.byteLength;
}

/**
 * Renders product pages, CRAWLERS at a time, until the bytes sent exceed the page cache's limit;
 * returns pages and bytes. A cached page keeps its HTML and its RSC payload (the router's, fetched
 * with `RSC: 1`) and more, so once both add up to the limit the cache is full.
 */
async function fillPageCache(baseUrl: string, slugs: readonly string[]): Promise<{ pages: number; bytes: number }> {
  let next = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: CRAWLERS }, async () => {
      while (bytes <= PAGE_CACHE_BYTES && next < slugs.length) {
        const url = `${baseUrl}/products/${slugs[next++]}`;
        const sent = (await bytesOf(url)) + (await bytesOf(url, { rsc: '1' }));
        bytes += sent;
      }
    }),
  );
  if (bytes <= PAGE_CACHE_BYTES) throw new Error(`${next} product pages made only ${(bytes / 2 ** 20).toFixed(0)} MB: raise BENCH_FILL_PRODUCTS`);
  return { pages: next, bytes };
}

/**
 * The load the peak target is set under: 50 shoppers checking out, in rounds of LOAD_SECONDS, for as
 * long as the crawler takes to fill the page cache (and at least one round).
 */
async function underLoad(baseUrl: string, pid: number): Promise<Load> {
  const url = await databaseUrl();
  if (!url) throw new Error('No shop database found to add the generated products to: with BASE_URL, set HIGHLAND_DATA_DIR or DATABASE_URL.');
  const pool = new Pool({ connectionString: url, max: 2 });
  const slugs = await addSyntheticProducts(drizzle(pool, { schema }), FILL_PRODUCTS).finally(() => pool.end());
  const products = await stockedProducts();
  const rscParam = await rscParamFor(baseUrl);
  console.log(`Under load: ${SHOPPERS} shoppers paying while product pages fill the ${PAGE_CACHE_BYTES / 2 ** 20} MB page cache (${FILL_PRODUCTS} generated products)...`);
  const started = performance.now();
  let filled = false;
  const fill = fillPageCache(baseUrl, slugs).finally(() => (filled = true));
  let paid = 0;
  let failed = 0;
  do {
    const { tally } = await checkouts(baseUrl, products, LOAD_SECONDS, rscParam);
    paid += tally.checkouts;
    failed += [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  } while (!filled);
  const { pages, bytes } = await fill;
  const seconds = (performance.now() - started) / 1000;
  return { memory: memoryOf(pid), seconds, checkouts: paid, failedCheckouts: failed, pages, pageMb: bytes / 2 ** 20 };
}

async function measureShop(baseUrl: string, pid: number): Promise<{ row: Row; requests: number }> {
  await settle();
  const idle = memoryOf(pid);
  const slugs = await discoverSlugs(baseUrl);
  const pages = ['/', '/products', `/products/${slugs.product}`, `/articles/${slugs.story}`, `/adventures/${slugs.adventure}`];
  for (const page of pages) await load(`${baseUrl}${page}`);
  await settle();
  // The readiness check, the three slug lookups and the pages.
  return { row: { name: 'shop (server.ts)', idle, afterPages: memoryOf(pid) }, requests: 1 + 3 + pages.length };
}

async function measureEmptyPage(requests: number): Promise<Row> {
  const empty = await startEmptyNextPage(EMPTY_PAGE_PORT);
  try {
    if (empty.pid === undefined) throw new Error('The empty Next page has no process id');
    await settle();
    const idle = memoryOf(empty.pid);
    // Its readiness check was one request already.
    for (let index = 1; index < requests; index += 1) await load(`${empty.baseUrl}/`);
    await settle();
    return { name: 'empty Next 16 page', idle, afterPages: memoryOf(empty.pid) };
  } finally {
    empty.stop();
  }
}

const fixed = (mb: number) => mb.toFixed(0).padStart(6);

function printRows(rows: Row[], requests: number): void {
  console.log(`\nResident memory in MB (/proc/<pid>/status), after ${requests} requests each; anon = heap and native allocations, file = mapped binaries and libraries.`);
  console.log(`${'server'.padEnd(22)} ${'idle'.padStart(6)} ${'anon'.padStart(6)} ${'file'.padStart(6)} | ${'pages'.padStart(6)} ${'anon'.padStart(6)} ${'file'.padStart(6)} ${'peak'.padStart(6)} threads`);
  for (const { name, idle, afterPages } of rows) {
    console.log(`${name.padEnd(22)} ${fixed(idle.rssMb)} ${fixed(idle.anonMb)} ${fixed(idle.fileMb)} | ${fixed(afterPages.rssMb)} ${fixed(afterPages.anonMb)} ${fixed(afterPages.fileMb)} ${fixed(afterPages.peakMb)} ${String(afterPages.threads).padStart(7)}`);
  }
  const [shop, floor] = rows;
  if (!shop || !floor) return;
  console.log(`\nShop idle ${shop.idle.rssMb.toFixed(0)} MB (target ${IDLE_TARGET_MB}: ${shop.idle.rssMb <= IDLE_TARGET_MB ? 'met' : 'NOT met'}): ${(shop.idle.rssMb / floor.idle.rssMb).toFixed(1)}x the empty page's ${floor.idle.rssMb.toFixed(0)} MB.`);
  console.log(`Shop peak after the page pass ${shop.afterPages.peakMb.toFixed(0)} MB (target under load ${PEAK_TARGET_MB}): ${(shop.afterPages.peakMb / floor.afterPages.peakMb).toFixed(1)}x the empty page's ${floor.afterPages.peakMb.toFixed(0)} MB.`);
}

function printLoad({ memory, seconds, checkouts: paid, failedCheckouts, pages, pageMb }: Load): void {
  console.log(
    `\nUnder load for ${seconds.toFixed(0)} s: ${paid} paid checkouts (${failedCheckouts} failed) by ${SHOPPERS} shoppers at once, and ${pages} product pages rendered (${pageMb.toFixed(0)} MB of HTML and RSC payload sent, over the page cache's ${PAGE_CACHE_BYTES / 2 ** 20} MB).`,
  );
  console.log(`Shop after the load ${memory.rssMb.toFixed(0)} MB (anon ${memory.anonMb.toFixed(0)}, file ${memory.fileMb.toFixed(0)}); peak over its whole life ${memory.peakMb.toFixed(0)} MB (target ${PEAK_TARGET_MB}): ${memory.peakMb <= PEAK_TARGET_MB && failedCheckouts === 0 ? 'met' : 'NOT met'}.`);
}

/**
 * The shop's other Node processes, which live as long as the server on the same machine: npm and
 * the launcher (scripts/start.ts), which rendered the artwork and migrated the database before it.
 */
function printCompanions(pids: number[], server: number): void {
  let postgres = { processes: 0, pssMb: 0 };
  for (const pid of pids) {
    if (pid === server) continue;
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // The postmaster and its workers ("postgres: checkpointer"), listed with the shop's processes.
      if (processStat(pid)?.name === 'postgres') {
        postgres = { processes: postgres.processes + 1, pssMb: postgres.pssMb + proportionalMb(pid) };
        continue;
      }
      // npm names itself "npm start" in its command line.
      if (!args[0]?.endsWith('node') && !args[0]?.startsWith('npm')) continue;
      const { rssMb, peakMb } = memoryOf(pid);
      console.log(`Beside it: ${args.join(' ').slice(0, 60)} holds ${rssMb.toFixed(0)} MB (peak ${peakMb.toFixed(0)} MB).`);
    } catch {
      // Gone since it was listed.
    }
  }
  if (postgres.processes > 0) {
    console.log(`Beside it: the embedded PostgreSQL, ${postgres.processes} processes, holds ${postgres.pssMb.toFixed(0)} MB (their proportional share, shared memory counted once).`);
  }
}

/** A process's proportional set size: its private pages plus its share of the pages it shares (PostgreSQL's buffers). */
function proportionalMb(pid: number): number {
  return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0) / 1024;
}

async function main(): Promise<void> {
  const { row, requests, load } = await withShop(async (baseUrl, _onAbort, shopPids) => {
    const pids = shopPids();
    const pid = pids.length > 0 ? serverPid(pids) : listeningPid(baseUrl);
    const measured = await measureShop(baseUrl, pid);
    const load = await underLoad(baseUrl, pid);
    printCompanions(shopPids(), pid);
    return { ...measured, load };
  });
  const floor = await measureEmptyPage(requests);
  printRows([row, floor], requests);
  printLoad(load);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

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
 * Each line also splits the resident memory into anonymous pages (the JavaScript heap, native
 * allocations, buffers) and file-backed ones (node's binary and the shared libraries mapped in).
 * Targets: idle at most 250 MB, peak at most 400 MB under load (the load is bench:checkout's).
 *
 *   npm run bench:memory      (BASE_URL=http://127.0.0.1:3000 for a running shop: its idle figure is then whatever it holds now)
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { startEmptyNextPage } from './empty-next-page';
import { discoverSlugs, withShop } from './shop-server';

const EMPTY_PAGE_PORT = Number(process.env.BENCH_EMPTY_PORT ?? 3214);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 5) * 1000;
const IDLE_TARGET_MB = 250;
const PEAK_TARGET_MB = 400;

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
  console.log(`\nShop idle ${shop.idle.rssMb.toFixed(0)} MB (target ${IDLE_TARGET_MB}): ${(shop.idle.rssMb / floor.idle.rssMb).toFixed(1)}x the empty page's ${floor.idle.rssMb.toFixed(0)} MB.`);
  console.log(`Shop peak after the page pass ${shop.afterPages.peakMb.toFixed(0)} MB (target under load ${PEAK_TARGET_MB}): ${(shop.afterPages.peakMb / floor.afterPages.peakMb).toFixed(1)}x the empty page's ${floor.afterPages.peakMb.toFixed(0)} MB.`);
}

/**
 * The shop's other Node processes, which live as long as the server on the same machine: npm and
 * the launcher (scripts/start.ts), which rendered the artwork and migrated the database before it.
 */
function printCompanions(pids: number[], server: number): void {
  for (const pid of pids) {
    if (pid === server) continue;
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // npm names itself "npm start" in its command line.
      if (!args[0]?.endsWith('node') && !args[0]?.startsWith('npm')) continue;
      const { rssMb, peakMb } = memoryOf(pid);
      console.log(`Beside it: ${args.join(' ').slice(0, 60)} holds ${rssMb.toFixed(0)} MB (peak ${peakMb.toFixed(0)} MB).`);
    } catch {
      // Gone since it was listed.
    }
  }
}

async function main(): Promise<void> {
  const { row, requests } = await withShop(async (baseUrl, _onAbort, shopPids) => {
    const pids = shopPids();
    const pid = pids.length > 0 ? serverPid(pids) : listeningPid(baseUrl);
    const measured = await measureShop(baseUrl, pid);
    printCompanions(pids, pid);
    return measured;
  });
  const floor = await measureEmptyPage(requests);
  printRows([row, floor], requests);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Catalogue speed at scale: a scratch embedded PostgreSQL with the shop's catalogue plus 10,000
 * generated products, then the median and p95 server time of GET /api/products (parse, SQL and
 * JSON, measured around the route handler in-process) for a search, a category filter and sorts,
 * and of the /collections page's reads (the commerce port, in-process): each region's first page,
 * the largest region's last page, and the tab counts.
 *
 *   npm run bench:catalogue            (BENCH_PRODUCTS=50000 for more, BENCH_RUNS=300 for more runs)
 *
 * With `-- --woocommerce` it compares the two back ends on the same catalogue (the shop's own 51
 * products, imported into the store the WOOCOMMERCE_* settings name with `npm run woocommerce:import`):
 * each runs in a process of its own, the built-in one on a scratch database with no generated
 * products, then the p95 of each is printed side by side with their ratio. WooCommerce's cold
 * figures come first: the first request (the catalogue read from the store) and searches never
 * asked before (each one a call to the store).
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { Pool } from 'pg';
import { startEmbeddedPostgres } from '@/lib/db/embedded';
import { prepareDatabase } from '@/lib/db/prepare';
import * as schema from '@/lib/db/schema';
import { closeDb } from '@/lib/db/client';
import { commerce } from '@/lib/commerce';
import { PRODUCTS_PER_PAGE } from '@/lib/domain/catalogue';
import { REGION_IDS, type RegionId } from '@/lib/domain/collections';
import { addSyntheticProducts } from './synthetic-catalogue';

const SIDE = process.env.BENCH_SIDE as 'local' | 'woocommerce' | undefined;
const EXTRA = SIDE ? 0 : Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;

const SCENARIOS: [string, (run: number) => string][] = [
  ['search "tarten" (typo)', () => '?search=tarten&per_page=12'],
  ['search "heather apron"', () => '?search=heather%20apron&per_page=12'],
  ['category filter aprons,wall-art', (run) => `?categories=aprons,wall-art&per_page=12&page=${1 + (run % 20)}`],
  ['sort price-asc, page 1-50', (run) => `?sort=price-asc&per_page=12&page=${1 + (run % 50)}`],
  ['sort name-asc, per_page=100', () => '?sort=name-asc&per_page=100'],
  ['sort newest + category + search', () => '?sort=newest&categories=chopping-boards&search=oak%20board'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const RESULT = 'BENCH_RESULT ';

/** Times one scenario over the warm-up and measured runs and prints its row; `run` answers its row count. */
async function measure(label: string, run: (index: number) => Promise<number>, { warmup = WARMUP, runs = RUNS } = {}): Promise<void> {
  const timings: number[] = [];
  let rows = 0;
  for (let index = 0; index < warmup + runs; index++) {
    const t0 = performance.now();
    rows = await run(index);
    const elapsed = performance.now() - t0;
    if (index >= warmup) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  // A side of the comparison (--woocommerce) hands its figures to the process comparing them.
  if (SIDE) console.log(`${RESULT}${JSON.stringify({ label, median: percentile(timings, 50), p95: percentile(timings, 95) })}`);
  console.log(
    `${label.padEnd(40)} ${String(rows).padStart(5)} ${percentile(timings, 50).toFixed(2).padStart(10)} ${percentile(timings, 95).toFixed(2).padStart(8)} ${timings.at(-1)!.toFixed(2).padStart(8)}`,
  );
}

/** What /collections reads for one region's page: that page and the tabs' counts, together. */
async function collectionsPage(region: RegionId, page: number): Promise<number> {
  const [shown] = await Promise.all([commerce().listRegionProducts(region, page, PRODUCTS_PER_PAGE), commerce().countRegionProducts()]);
  return shown.products.length;
}

/** GET /api/products with this query, through the route handler; answers the products it listed. */
async function listing(query: string): Promise<number> {
  const { GET } = await import('@/app/api/products/route');
  const response = await GET(new NextRequest(new URL(`/api/products${query}`, 'http://127.0.0.1')), { params: Promise.resolve({}) });
  if (response.status !== 200) throw new Error(`${query}: status ${response.status}`);
  return ((await response.json()) as unknown[]).length;
}

/** The WooCommerce side: the store's catalogue, cold first, then warm, through the same handler. */
async function measureWooCommerce(): Promise<void> {
  process.env.COMMERCE_BACKEND = 'woocommerce';
  console.log(`\n${'WooCommerce, cold'.padEnd(40)} ${'rows'.padStart(5)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  await measure('first request (catalogue read)', () => listing('?per_page=12'), { warmup: 0, runs: 1 });
  await measure('search never asked before', (run) => listing(`?search=tartan%20${run}x&per_page=12`), { warmup: 0, runs: 20 });
  console.log(`\n${'GET /api/products (warm)'.padEnd(40)} ${'rows'.padStart(5)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const [label, query] of SCENARIOS) await measure(label, (run) => listing(query(run)));
}

/** Runs both sides, each in a process of its own, and prints their p95 side by side. */
function compareWithWooCommerce(): void {
  const side = (name: 'local' | 'woocommerce') => {
    const run = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!], { env: { ...process.env, BENCH_SIDE: name }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (run.status !== 0) throw new Error(`The ${name} side of the comparison failed.`);
    const lines = run.stdout.split('\n');
    console.log(`\n=== ${name === 'local' ? 'Built-in back end (PostgreSQL)' : 'WooCommerce'} ===`);
    console.log(lines.filter((line) => !line.startsWith(RESULT)).join('\n').trim());
    return new Map(lines.filter((line) => line.startsWith(RESULT)).map((line) => JSON.parse(line.slice(RESULT.length)) as { label: string; median: number; p95: number }).map((row) => [row.label, row]));
  };
  const local = side('local');
  const woo = side('woocommerce');
  console.log(`\n${'p95 of GET /api/products, warm'.padEnd(40)} ${'built-in'.padStart(9)} ${'WooCommerce'.padStart(12)} ${'ratio'.padStart(6)}`);
  for (const [label] of SCENARIOS) {
    const [a, b] = [local.get(label)!, woo.get(label)!];
    console.log(`${label.padEnd(40)} ${a.p95.toFixed(2).padStart(9)} ${b.p95.toFixed(2).padStart(12)} ${(b.p95 / a.p95).toFixed(2).padStart(6)}`);
  }
  console.log('\nTarget: WooCommerce within 1.2x of the built-in back end, warm. Same catalogue, same machine, same sitting.');
}

async function main() {
  if (!SIDE && process.argv.includes('--woocommerce')) return compareWithWooCommerce();
  if (SIDE === 'woocommerce') return measureWooCommerce();
  const dataDir = path.join('.data', 'bench-postgres');
  await rm(dataDir, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({ dataDir, ephemeral: true });
  try {
    await prepareDatabase(database.url);
    const pool = new Pool({ connectionString: database.url, max: 4 });
    const db = drizzle(pool, { schema });
    const started = performance.now();
    await addSyntheticProducts(db, EXTRA);
    const [{ n }] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)).rows as [{ n: number }];
    await pool.end();
    console.log(`Seeded ${EXTRA} generated products in ${((performance.now() - started) / 1000).toFixed(1)} s; ${n} products in all.`);

    process.env.DATABASE_URL = database.url;
    const { GET } = await import('@/app/api/products/route');
    const context = { params: Promise.resolve({}) };

    console.log(`\n${'GET /api/products'.padEnd(40)} ${'rows'.padStart(5)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    for (const [label, query] of SCENARIOS) {
      await measure(label, async (run) => {
        const request = new NextRequest(new URL(`/api/products${query(run)}`, 'http://127.0.0.1'));
        const response = await GET(request, context);
        const body = (await response.json()) as unknown[];
        if (response.status !== 200) throw new Error(`${label}: status ${response.status}`);
        return body.length;
      });
    }

    const counts = await commerce().countRegionProducts();
    console.log(`\nRegions: ${REGION_IDS.map((region) => `${region} ${counts[region]}`).join(', ')} products.`);
    const largest = REGION_IDS.reduce((a, b) => (counts[b] > counts[a] ? b : a));
    const lastPage = Math.max(1, Math.ceil(counts[largest] / PRODUCTS_PER_PAGE));
    console.log(`\n${'/collections (page + tab counts)'.padEnd(40)} ${'rows'.padStart(5)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
    for (const region of REGION_IDS) await measure(`${region}, page 1`, () => collectionsPage(region, 1));
    await measure(`${largest}, last page (${lastPage})`, () => collectionsPage(largest, lastPage));
    await measure(`${largest}, pages 1, 2, 3… in turn`, (run) => collectionsPage(largest, 1 + (run % lastPage)));
    await measure('tab counts alone', async () => Object.keys(await commerce().countRegionProducts()).length);
    console.log(`\n${RUNS} runs per scenario after ${WARMUP} warm-up runs; target p95 under 50 ms.`);
  } finally {
    await closeDb();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

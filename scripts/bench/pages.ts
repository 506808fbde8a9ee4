/**
 * Page throughput of the production build: autocannon against each page, compared with /about
 * (a static page, the best the server can do). Target: every page at 0.9x /about or better.
 * /about is measured first and last, and the mean of the two is the baseline, so drift over the
 * run (a warming JIT, a busy machine) does not flatter or punish the pages in between.
 *
 * Requests ask for compressed pages as every browser and crawler does (Chromium's Accept-Encoding);
 * BENCH_ACCEPT_ENCODING=identity asks for plain HTML instead.
 *
 *   npm run bench:pages      (BENCH_SECONDS=10 for longer runs, BENCH_WARMUP_SECONDS=2 untimed first, BASE_URL=http://127.0.0.1:3000 for a running shop)
 */
import autocannon from 'autocannon';
import { discoverSlugs, withShop } from './shop-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 50;
const TARGET = 0.9;
const HEADERS = { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd' };

interface Measurement {
  page: string;
  reqPerSec: number;
  p99: number;
  non2xx: number;
  errors: number;
  cache: string;
  kb: number;
  sentKb: number;
}

async function warm(url: string): Promise<{ status: number; cache: string; cacheControl: string; bytes: number; sent: number }> {
  let response: Response | undefined;
  let bytes = 0;
  // The first request may render and fill the cache, the second is Next's hit, and the third is
  // what the benchmark will get (a remembered hit, lib/http/page-replay.ts).
  for (let i = 0; i < 3; i++) {
    response = await fetch(url, { redirect: 'manual', headers: HEADERS, signal: AbortSignal.timeout(60_000) });
    bytes = (await response.arrayBuffer()).byteLength;
  }
  return {
    status: response!.status,
    cache: response!.headers.get('x-nextjs-cache') ?? '-',
    cacheControl: response!.headers.get('cache-control') ?? '-',
    bytes,
    sent: Number(response!.headers.get('content-length') ?? NaN),
  };
}

async function measure(baseUrl: string, page: string, label = page): Promise<Measurement> {
  const url = `${baseUrl}${page}`;
  const warmed = await warm(url);
  console.log(`${label}: warm-up ${warmed.status}, x-nextjs-cache ${warmed.cache}, cache-control ${warmed.cacheControl}`);
  // A page's first seconds under load also compile its route's code: measured alone they read as
  // 20% slower from one run to the next. Load it untimed first, then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: HEADERS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
  return {
    page: label,
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cache: warmed.cache,
    kb: warmed.bytes / 1024,
    sentKb: warmed.sent / 1024,
  };
}

function printTable(rows: Measurement[], baseline: number): void {
  const header = ['page', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'x-nextjs-cache', 'HTML KB', 'sent KB', 'vs /about', `>= ${TARGET}x`];
  const lines = rows.map((row) => {
    const ratio = row.reqPerSec / baseline;
    return [
      row.page,
      row.reqPerSec.toFixed(0),
      String(row.p99),
      String(row.non2xx),
      String(row.errors),
      row.cache,
      row.kb.toFixed(0),
      Number.isFinite(row.sentKb) ? row.sentKb.toFixed(0) : '-',
      ratio.toFixed(2),
      // A page that fails fast is not a fast page.
      ratio >= TARGET && row.non2xx === 0 && row.errors === 0 ? 'yes' : 'NO',
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(`\nBaseline: mean /about = ${baseline.toFixed(0)} req/s; ${CONNECTIONS} connections, ${SECONDS} s per page, Accept-Encoding: ${HEADERS['accept-encoding']}.`);
}

async function main() {
  await withShop(async (baseUrl) => {
    const slugs = await discoverSlugs(baseUrl);
    console.log(`Slugs: product ${slugs.product}, story ${slugs.story}, adventure ${slugs.adventure}`);
    const pages = [
      '/',
      '/products',
      '/products?category=aprons',
      `/products/${slugs.product}`,
      '/articles',
      `/articles/${slugs.story}`,
      '/adventures',
      `/adventures/${slugs.adventure}`,
      '/collections',
      '/sitemap',
    ];

    const rows = [await measure(baseUrl, '/about', '/about (first)')];
    for (const page of pages) rows.push(await measure(baseUrl, page));
    rows.push(await measure(baseUrl, '/about', '/about (last)'));
    printTable(rows, (rows[0]!.reqPerSec + rows.at(-1)!.reqPerSec) / 2);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

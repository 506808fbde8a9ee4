/**
 * First-load JavaScript per page, gzip, measured from the production build as a browser gets it:
 * every <script src> the server-rendered HTML loads, fetched from the running shop and gzipped here.
 * Inline scripts (mostly the React Server Components payload, which is data) are reported apart.
 *
 * The yardstick, measured in the same run: an empty Next.js page built with the same Next and React
 * in a temporary folder (scripts/bench/empty-next-page.ts). The target is within 10% of it.
 *
 *   npm run bench:first-load-js [-- /path …]   # starts the shop itself (or BASE_URL=… for a running one)
 */
import { gzipSync } from 'node:zlib';
import { startEmptyNextPage } from './empty-next-page';
import { discoverSlugs, withShop } from './shop-server';

const EMPTY_PAGE_PORT = Number(process.env.BENCH_EMPTY_PORT ?? 3212);
const TARGET_RATIO = 1.1;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function measure(baseUrl: string, path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  // `noModule` scripts are polyfills that only browsers without ES modules load: not first-load JS.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)];
  const isPolyfill = (tag: RegExpMatchArray) => /\snomodule/i.test(`${tag[1]} ${tag[3]}`);
  const sources = [...new Set(tags.filter((tag) => !isPolyfill(tag)).map((tag) => tag[2]!))];
  const polyfills = [...new Set(tags.filter(isPolyfill).map((tag) => tag[2]!))];
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

  let external = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer());
    external += gzipSync(body, { level: 9 }).length;
  }
  const inlineBytes = gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length;
  const htmlBytes = gzipSync(Buffer.from(html), { level: 9 }).length;
  return { path, scripts: sources.length, external, inlineBytes, htmlBytes, skipped: polyfills.length };
}

type Row = Awaited<ReturnType<typeof measure>>;

function printRows(title: string, rows: Row[], baseline: Row) {
  console.log(`${title} (gzip -9)\n`);
  console.log('page'.padEnd(48) + 'files'.padStart(6) + 'JS files'.padStart(12) + 'x empty'.padStart(9) + 'inline'.padStart(11) + 'HTML'.padStart(11) + '  target');
  for (const row of rows) {
    const ratio = row.external / baseline.external;
    console.log(
      row.path.padEnd(48) +
        String(row.scripts).padStart(6) +
        kb(row.external).padStart(12) +
        ratio.toFixed(2).padStart(9) +
        kb(row.inlineBytes).padStart(11) +
        kb(row.htmlBytes).padStart(11) +
        (ratio <= TARGET_RATIO ? '  met' : `  over by ${kb(row.external - baseline.external * TARGET_RATIO)}`),
    );
  }
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  await withShop(async (baseUrl, onAbort) => {
    const slugs = await discoverSlugs(baseUrl);
    const paths = requested.length
      ? requested
      : ['/', '/products', `/products/${slugs.product}`, '/articles', `/articles/${slugs.story}`, '/adventures', `/adventures/${slugs.adventure}`, '/collections', '/cart', '/checkout'];
    const rows: Row[] = [];
    for (const path of paths) rows.push(await measure(baseUrl, path));

    console.log('Building an empty Next.js page for comparison...');
    const empty = await startEmptyNextPage(EMPTY_PAGE_PORT);
    onAbort(empty.stop);
    let baseline: Row;
    try {
      baseline = { ...(await measure(empty.baseUrl, '/')), path: 'empty Next.js page' };
    } finally {
      empty.stop();
    }
    printRows(`First-load JavaScript from ${baseUrl}, against an empty Next.js page`, [baseline, ...rows], baseline);
    const skipped = Math.max(...rows.map((row) => row.skipped));
    if (skipped) console.log(`\n(${skipped} noModule polyfill file(s) per page left out: modern browsers never load them.)`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

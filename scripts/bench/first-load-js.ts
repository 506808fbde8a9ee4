/**
 * First-load JavaScript per page, gzip, measured from the production build as a browser gets it:
 * every <script src> the server-rendered HTML loads, fetched from the running shop and gzipped here.
 * Inline scripts (mostly the React Server Components payload, which is data) are reported apart.
 *
 *   npm start            # in one terminal (or BASE_URL=… for another server)
 *   npm run bench:first-load-js [-- /path …]
 */
import { gzipSync } from 'node:zlib';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const DEFAULT_PATHS = ['/', '/products', '/products/thistle-engraved-oak-chopping-board'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function measure(path: string) {
  const response = await fetch(`${BASE_URL}${path}`);
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
    const body = Buffer.from(await (await fetch(new URL(source, BASE_URL))).arrayBuffer());
    external += gzipSync(body, { level: 9 }).length;
  }
  const inlineBytes = gzipSync(Buffer.from(inline.join('\n')), { level: 9 }).length;
  const htmlBytes = gzipSync(Buffer.from(html), { level: 9 }).length;
  return { path, scripts: sources.length, external, inlineBytes, htmlBytes, skipped: polyfills.length };
}

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const rows = [];
  for (const path of paths.length ? paths : DEFAULT_PATHS) rows.push(await measure(path));
  console.log(`First-load JavaScript from ${BASE_URL} (gzip -9)\n`);
  console.log('page'.padEnd(48) + 'files'.padStart(6) + 'JS files'.padStart(12) + 'inline'.padStart(11) + 'HTML'.padStart(11));
  for (const row of rows) {
    console.log(row.path.padEnd(48) + String(row.scripts).padStart(6) + kb(row.external).padStart(12) + kb(row.inlineBytes).padStart(11) + kb(row.htmlBytes).padStart(11));
  }
  const skipped = Math.max(...rows.map((row) => row.skipped));
  if (skipped) console.log(`\n(${skipped} noModule polyfill file(s) per page left out: modern browsers never load them.)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

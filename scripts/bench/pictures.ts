/**
 * What the owner's pictures cost (docs/adr/0031), against the production build over loopback:
 *
 * 1. Upload to visible: each of BENCH_PICTURES photographs (4000×3000 JPEGs of 2-3 MB, made from the
 *    shop's own product artwork with grain added, so each is new and keeps a photograph's detail) uploaded to one product through
 *    `POST /api/admin/products/{id}/pictures`; the time until the upload answered, until the product
 *    page's HTML names the picture, and until the optimizer serves it at a page's width.
 * 2. Database growth per picture: pg_total_relation_size('pictures') (its TOAST included) before and
 *    after those uploads, divided by their number; beside it the stored WebP's own size.
 * 3. A product page's first render after an edit, BENCH_EDITS times: the main picture's alt text
 *    changed with `PATCH …/pictures`, then the page asked for at once; the p50 and p95 of that first
 *    answer, and of the time until the page shows the change.
 * 4. Decompression bombs: BENCH_BOMBS uploads of a 90-byte PNG whose header claims 30000×30000, all
 *    at once; their answers and times, and the shop's resident memory before and after.
 *
 *   npm run bench:pictures      (BENCH_PICTURES=10, BENCH_EDITS=20; BENCH_PORT=3211; BASE_URL for a running shop, with BENCH_DATA_DIR its data folder)
 *
 * The owner account it signs in with is added to the shop's database with `npm run owner -- add`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { runningEmbeddedUrl } from '@/lib/db/embedded';
import { serverRssMb, withShop } from './shop-server';
import { crc32 } from 'node:zlib';

const PICTURES = Number(process.env.BENCH_PICTURES ?? 10);
const EDITS = Number(process.env.BENCH_EDITS ?? 20);
const BOMBS = Number(process.env.BENCH_BOMBS ?? 20);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.data/bench-postgres';
const OWNER = { email: 'bench-pictures@highland-home.example', password: 'benchmark the bothy roof' };
const ARTWORK = 'public/images/generated/products';
const POLL_MS = 25;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * A photograph-sized JPEG: one of the shop's artworks enlarged to 4000×3000, with grain of its own at
 * two scales, so that, like a phone's photograph, it keeps detail once shrunk to 1600 px (2-3 MB in,
 * about 250 KB stored; flat artwork alone would store at a fifth of that and flatter the figures).
 */
async function photograph(index: number): Promise<Buffer> {
  const files = readdirSync(ARTWORK).filter((name) => /\.(webp|png|jpe?g)$/.test(name));
  const grain = (width: number, height: number, sigma: number) =>
    sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } }).png({ compressionLevel: 1 }).toBuffer();
  const coarse = await sharp(await grain(1600, 1200, 16)).resize(4000, 3000, { kernel: 'cubic' }).png({ compressionLevel: 1 }).toBuffer();
  return sharp(path.join(ARTWORK, files[index % files.length]!))
    .resize(4000, 3000, { fit: 'cover' })
    .composite([
      { input: coarse, blend: 'soft-light' },
      { input: await grain(4000, 3000, 12), blend: 'soft-light' },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A real 1×1 PNG whose header is rewritten to claim 30000×30000, its checksum made good again. */
async function bomb(): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function waitFor(check: () => Promise<boolean>, limitMs = 30_000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`Not seen within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - started;
}

async function main(baseUrl: string, shopPids: () => number[]): Promise<void> {
  const url = await runningEmbeddedUrl(DATA_DIR);
  if (!url) throw new Error(`No shop database is running in ${DATA_DIR} (BENCH_DATA_DIR).`);
  execFileSync('npm', ['run', '--silent', 'owner', '--', 'add', OWNER.email, '--replace'], {
    env: { ...process.env, OWNER_PASSWORD: OWNER.password, HIGHLAND_DATA_DIR: DATA_DIR, DATABASE_URL: '' },
    stdio: 'pipe',
  });
  const signIn = await fetch(`${baseUrl}/api/admin/session`, { method: 'POST', headers: { origin: baseUrl, 'content-type': 'application/json' }, body: JSON.stringify(OWNER) });
  if (signIn.status !== 200) throw new Error(`Sign-in answered ${signIn.status}`);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const headers = { origin: baseUrl, cookie };

  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; slug: string; images: { url: string; alt: string }[] }>(
      "SELECT id, slug, images FROM products WHERE visible AND archived_at IS NULL AND type = 'simple' ORDER BY id DESC LIMIT 1",
    );
    const product = rows[0]!;
    const endpoint = `${baseUrl}/api/admin/products/${product.id}/pictures`;
    const pageUrl = `${baseUrl}/products/${product.slug}`;
    const sizeOf = async () => Number((await db.query<{ size: string }>("SELECT pg_total_relation_size('pictures') AS size")).rows[0]!.size);
    console.log(`Product ${product.slug} (${product.id}), ${baseUrl}`);
    await fetch(pageUrl).then((response) => response.text());

    // 1 and 2: uploads.
    const photos = await Promise.all(Array.from({ length: PICTURES }, (_, index) => photograph(index)));
    const sizeBefore = await sizeOf();
    const answered: number[] = [];
    const onPage: number[] = [];
    const optimized: number[] = [];
    const stored: number[] = [];
    for (const [index, photo] of photos.entries()) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
      form.set('alt', `Benchmark photograph ${index + 1}`);
      const started = performance.now();
      const response = await fetch(endpoint, { method: 'POST', headers, body: form });
      if (response.status !== 201) throw new Error(`Upload answered ${response.status}: ${await response.text()}`);
      const { url: pictureUrl } = (await response.json()) as { url: string };
      answered.push(performance.now() - started);
      await waitFor(async () => (await (await fetch(pageUrl)).text()).includes(encodeURIComponent(pictureUrl)));
      onPage.push(performance.now() - started);
      await waitFor(async () => (await fetch(`${baseUrl}/_next/image?url=${encodeURIComponent(pictureUrl)}&w=828&q=75`, { headers: { accept: 'image/webp' } })).status === 200);
      optimized.push(performance.now() - started);
      stored.push((await db.query<{ byte_size: number }>('SELECT byte_size FROM pictures WHERE id = $1', [Number(/\/(\d+)-/.exec(pictureUrl)![1])])).rows[0]!.byte_size);
    }
    const growth = (await sizeOf()) - sizeBefore;
    const sent = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length;
    console.log(`\nUpload to visible, ${PICTURES} photographs of ${(sent / 1048576).toFixed(2)} MB on average (4000×3000 JPEG):`);
    console.log(`  upload answered 201:        median ${ms(percentile(answered, 0.5))}, max ${ms(Math.max(...answered))}`);
    console.log(`  product page names it:      median ${ms(percentile(onPage, 0.5))}, max ${ms(Math.max(...onPage))}`);
    console.log(`  optimizer serves it (828w): median ${ms(percentile(optimized, 0.5))}, max ${ms(Math.max(...optimized))}`);
    console.log(`\nDatabase growth: ${kb(growth)} for ${PICTURES} pictures, ${kb(growth / PICTURES)} per picture (stored WebP ${kb(stored.reduce((a, b) => a + b, 0) / stored.length)} on average, 1600 px wide).`);

    // 3: first render after an edit.
    const first: number[] = [];
    const visible: number[] = [];
    let firstShowed = 0;
    for (let edit = 0; edit < EDITS; edit++) {
      const current = (await (await fetch(endpoint, { headers })).json()) as { pictures: { url: string; alt: string }[] };
      const alt = `Benchmark edit ${edit + 1}, ${Date.now().toString(36)}`;
      const body = JSON.stringify({ pictures: current.pictures.map((picture, index) => (index === 0 ? { ...picture, alt } : picture)) });
      const patched = await fetch(endpoint, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body });
      if (patched.status !== 200) throw new Error(`PATCH answered ${patched.status}: ${await patched.text()}`);
      const started = performance.now();
      const html = await (await fetch(pageUrl)).text();
      first.push(performance.now() - started);
      if (html.includes(alt)) firstShowed += 1;
      visible.push(html.includes(alt) ? performance.now() - started : (await waitFor(async () => (await (await fetch(pageUrl)).text()).includes(alt))) + (performance.now() - started));
    }
    console.log(`\nA product page's first render after an edit (${EDITS} edits of the main picture's alt text):`);
    console.log(`  first GET after the PATCH:  p50 ${ms(percentile(first, 0.5))}, p95 ${ms(percentile(first, 0.95))} (it already showed the change ${firstShowed} of ${EDITS} times)`);
    console.log(`  until the page shows it:    p50 ${ms(percentile(visible, 0.5))}, p95 ${ms(percentile(visible, 0.95))}`);

    // 4: decompression bombs, all at once.
    const bombFile = await bomb();
    const rssBefore = serverRssMb(shopPids());
    const bombTimes: number[] = [];
    const statuses = await Promise.all(
      Array.from({ length: BOMBS }, async () => {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(bombFile)], { type: 'image/png' }), 'bomb.png');
        form.set('alt', 'A bomb');
        const started = performance.now();
        const response = await fetch(endpoint, { method: 'POST', headers, body: form });
        await response.arrayBuffer();
        bombTimes.push(performance.now() - started);
        return response.status;
      }),
    );
    const rssAfter = serverRssMb(shopPids());
    const rss = rssBefore === null || rssAfter === null ? 'RSS not measured (BASE_URL)' : `shop RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB (${(rssAfter - rssBefore).toFixed(0)} MB)`;
    console.log(`\n${BOMBS} decompression bombs at once (${bombFile.length} bytes claiming 30000×30000): answers [${[...new Set(statuses)].join(', ')}], p50 ${ms(percentile(bombTimes, 0.5))}, max ${ms(Math.max(...bombTimes))}; ${rss}`);

    // The product as it was, through the same calls, so its cached pages follow; the benchmark's
    // pictures stay in the table, as any removed picture does.
    for (let left = PICTURES; left > 0; left--) await fetch(`${endpoint}/${product.images.length}`, { method: 'DELETE', headers });
    if (product.images.length > 0) {
      await fetch(endpoint, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ pictures: product.images }) });
    }
  } finally {
    await db.end();
  }
}

withShop((baseUrl, _onAbort, shopPids) => main(baseUrl, shopPids)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

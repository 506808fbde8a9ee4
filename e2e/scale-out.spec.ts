/**
 * The shop scaled out (issue 14, docs/deploy.md): `npm run cluster` runs instances a (3001) and b
 * (3002) on one PostgreSQL and one Redis, behind nginx on 8080 (playwright.cluster.config.ts). What
 * one instance does must hold for the other: a sold-out product, a client's rate limit, an unpaid
 * order's expiry. The last test kills an instance, so it must stay last.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import sharp from 'sharp';
import { TRACKING_LIMIT } from '../lib/http/rate-limit';
import { MICRO_CACHE_SECONDS, STALE_WHILE_FETCHING_SECONDS } from '../scripts/cluster/nginx-config';
import { balancerUrl, DATABASE_URL_FILE, INSTANCES_FILE, instanceUrl, JOURNEY_SWEEP_SECONDS, type InstanceName, type InstanceRecord } from '../scripts/cluster/layout';
import { ADDRESS } from '../tests/support/address';

const A = instanceUrl(3001);
const B = instanceUrl(3002);

function instances(): Record<InstanceName, InstanceRecord> {
  return JSON.parse(readFileSync(INSTANCES_FILE, 'utf8')) as Record<InstanceName, InstanceRecord>;
}

async function withDatabase<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: readFileSync(DATABASE_URL_FILE, 'utf8').trim() });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** An unpaid order through `base`: its stock is held until the order is paid or expires. */
function placeOrder(request: APIRequestContext, base: string, productId: number, quantity: number) {
  return request.post(`${base}/api/create-order`, {
    headers: { origin: base },
    data: { shipping: ADDRESS, billing: ADDRESS, line_items: [{ product_id: productId, quantity }], payment_method: 'woocommerce_payments' },
  });
}

async function stockOf(db: Client, productId: number): Promise<number> {
  const { rows } = await db.query<{ stock_quantity: number }>('SELECT stock_quantity FROM products WHERE id = $1', [productId]);
  return rows[0]!.stock_quantity;
}

/** A simple product on sale with stock to spare, other than `besides`. */
async function productWithStock(db: Client, besides: string[] = []): Promise<{ id: number; slug: string }> {
  const { rows } = await db.query<{ id: number; slug: string }>(
    `SELECT id, slug FROM products WHERE type = 'simple' AND visible AND stock_quantity >= 3 AND NOT (slug = ANY($1)) ORDER BY id LIMIT 1`,
    [besides],
  );
  expect(rows, 'a simple product with stock').toHaveLength(1);
  return rows[0]!;
}

const SOLD_OUT = 'macleod-tartan-lambswool-scarf';

test('the balancer never keeps an order page, not even the not-found copy everyone without the order gets', async ({ request }) => {
  for (const path of ['/stripe-checkout?order_id=424242', '/order-success?order_id=424242']) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['x-cache'], path).not.toMatch(/^(HIT|STALE|UPDATING)$/);
    }
  }
});

test('the balancer keeps a page\'s document and its router payload apart, and every encoding apart', async ({ request }) => {
  // nginx is told to skip the pages' Vary (scripts/cluster/nginx-config.ts): its key must carry each
  // header that Vary names, or a cached document would be sent to the client router, or gzip to a
  // client that cannot read it.
  const path = '/about';
  for (let i = 0; i < 2; i++) await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
  const vary = (await request.get(path)).headers()['vary'] ?? '';
  for (const name of vary.split(',').map((one) => one.trim().toLowerCase())) {
    expect(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'accept-encoding'], `Vary: ${vary}`).toContain(name);
  }
  const payload = await request.get(path, { headers: { rsc: '1', 'accept-encoding': 'gzip' } });
  expect(payload.headers()['content-type']).toContain('text/x-component');
  const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toContain('<html');
  // Brotli for a browser, which the instances prefer, gzip for a client that takes only gzip; each
  // its own cached copy, and each the same page.
  const brotli = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(await brotli.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
});

test('the balancer keeps the build\'s scripts and stylesheets, and resized pictures, and sends them again without asking an instance', async ({ request }) => {
  const html = await (await request.get('/about')).text();
  const files = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  expect(files.length, 'the page names its scripts and stylesheet').toBeGreaterThan(1);
  for (const file of files.slice(0, 3)) {
    const first = await request.get(file, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.status(), file).toBe(200);
    const again = await request.get(file, { headers: { 'accept-encoding': 'gzip' } });
    expect(again.headers()['x-cache'], file).toBe('HIT');
    expect(await again.body(), file).toEqual(await first.body());
  }
  // A resized picture too, asked for as a browser asks.
  const picture = /src="(\/_next\/image\?[^"]+)"/.exec(await (await request.get('/')).text())?.[1]?.replaceAll('&amp;', '&');
  expect(picture, 'the home page shows a resized picture').toBeTruthy();
  const accept = { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
  expect((await request.get(picture!, { headers: accept })).status()).toBe(200);
  const pictureAgain = await request.get(picture!, { headers: accept });
  expect(pictureAgain.headers()['x-cache']).toBe('HIT');
  expect(pictureAgain.headers()['content-type']).toBe('image/webp');
  // A name no build made is answered 404 every time, never kept.
  for (let i = 0; i < 2; i++) {
    const missing = await request.get('/_next/static/chunks/no-such-chunk.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-cache']).not.toBe('HIT');
  }
});

test('a page just past its second is sent as it was while one request fetches it again, with the shop\'s own Cache-Control', async ({ request }) => {
  const path = '/articles';
  const own = (await request.get(`${A}${path}`)).headers()['cache-control'];
  expect(own).toMatch(/s-maxage=\d+/);
  const seen = new Set<string>();
  // Asked for every 100 ms: the copy is fresh for a second or two, then sent stale (STALE) while it
  // is fetched in the background, and fresh again (HIT) once the fetch is in.
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()['cache-control'], 'the client gets the shop\'s own Cache-Control, not the one the page cache keeps by').toBe(own);
        expect(response.headers()['x-shop-cache-control']).toBeUndefined();
        seen.add(response.headers()['x-cache'] ?? 'none');
        return seen.has('STALE') && seen.has('HIT');
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBe(true);
});

test('requests through the balancer are answered by both instances, each naming itself', async ({ request }) => {
  const seen: string[] = [];
  // Neither is kept by the balancer's cache: the API and a per-request page.
  for (let i = 0; i < 10; i++) {
    const response = await request.get(i % 2 ? '/api/health' : '/track');
    expect(response.status()).toBe(200);
    seen.push(response.headers()['x-instance'] ?? 'none');
  }
  expect(new Set(seen)).toEqual(new Set(['a', 'b']));
  expect((await (await request.get('/api/health')).json()).database).toBe('ok');
});

test('a product bought out through instance a shows "Out of stock" on instance b\'s cached page, and through the balancer\'s cache, within 5 s', async ({ page, request }) => {
  const product = await (await request.get(`${A}/api/products/${SOLD_OUT}`)).json();
  const path = `/products/${SOLD_OUT}`;
  // b has the page in its cache, as it would after any visitor: the change has to reach that copy.
  await expect.poll(async () => (await request.get(`${B}${path}`)).headers()['x-nextjs-cache'], { timeout: 15_000 }).toBe('HIT');
  const cached = await request.get(`${B}${path}`);
  expect(cached.headers()['x-instance']).toBe('b');
  expect(await cached.text()).toContain('In stock');
  // And the balancer has it in its own cache, as it would under any traffic.
  await expect.poll(async () => (await request.get(path)).headers()['x-cache'], { timeout: 5_000 }).toMatch(/^(HIT|STALE|UPDATING)$/);

  // More than the shop holds: the refusal says how many are left, which are then ordered.
  const refusal = await placeOrder(request, A, product.id, 99);
  expect(refusal.status()).toBe(409);
  const left = Number(/only (\d+) of/.exec((await refusal.json()).error.message)?.[1]);
  expect(left).toBeGreaterThan(0);
  expect((await placeOrder(request, A, product.id, left)).status()).toBe(201);

  const soldOutOn = (base: string) => async () => (await (await request.get(`${base}${path}`)).text()).includes('Out of stock');
  // Both within 5 s of the sale, watched side by side.
  await Promise.all([
    expect.poll(soldOutOn(B), { message: "b's page says Out of stock", timeout: 5_000, intervals: [250] }).toBe(true),
    expect.poll(soldOutOn(''), { message: 'the page through the balancer says Out of stock', timeout: 5_000, intervals: [250] }).toBe(true),
  ]);
  await page.goto(`${B}${path}`);
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
});

test('the first visitor through the balancer after a quiet spell gets the page as it is now, not a copy from before a sale', async ({ request }) => {
  await withDatabase(async (db) => {
    const product = await productWithStock(db, [SOLD_OUT]);
    const path = `/products/${product.slug}`;
    // The balancer has the page in its cache, as it would after any visitor.
    await expect.poll(async () => (await request.get(path)).headers()['x-cache'], { timeout: 5_000 }).toMatch(/^(HIT|STALE|UPDATING)$/);
    expect(await (await request.get(path)).text()).not.toContain('Out of stock');

    expect((await placeOrder(request, A, product.id, await stockOf(db, product.id))).status()).toBe(201);
    // Both instances have the change; nobody asks the balancer for the page meanwhile.
    for (const base of [A, B]) {
      await expect.poll(async () => (await (await request.get(`${base}${path}`)).text()).includes('Out of stock'), { timeout: 5_000, intervals: [250] }).toBe(true);
    }
    // A copy is fresh until the end of the second after its fetch, then sent stale for
    // STALE_WHILE_FETCHING_SECONDS more: a quiet spell just past both must not get it.
    await new Promise((resolve) => setTimeout(resolve, (MICRO_CACHE_SECONDS + 1 + STALE_WHILE_FETCHING_SECONDS) * 1000 + 500));

    const first = await request.get(path);
    expect(first.headers()['x-cache'], 'not the copy kept from before the quiet spell').not.toMatch(/^(HIT|STALE|UPDATING)$/);
    expect(await first.text()).toContain('Out of stock');
  });
});

test('the order-tracking rate limit counts a client\'s requests across both instances', async ({ request }) => {
  // One client, as nginx reports it to whichever instance it picks (TRUSTED_PROXIES=1).
  const client = `203.0.113.${(process.pid % 250) + 1}`;
  const track = (base: string) =>
    request.post(`${base}/api/track-order`, {
      headers: { origin: base, 'x-forwarded-for': client },
      data: { orderNumber: '999999', email: 'nobody@example.com' },
    });
  for (let i = 0; i < TRACKING_LIMIT.points; i++) {
    expect((await track(i % 2 ? B : A)).status(), `look-up ${i + 1} of ${TRACKING_LIMIT.points}`).not.toBe(429);
  }
  // Each instance has seen only half the limit: only a shared count refuses these.
  expect((await track(A)).status()).toBe(429);
  expect((await track(B)).status()).toBe(429);
});

test('through the balancer, the instances count a client by its own address: the page stage between the cache and the instances is no hop', async ({ request }) => {
  // nginx appends the address it sees (127.0.0.1 here) and the instances trust exactly that one hop
  // (TRUSTED_PROXIES=1). The page stage passes the header on as the balancer's front set it; had it
  // appended its own (`unix:`), every client would count as one.
  const track = (base: string, headers: Record<string, string> = {}) =>
    request.post(`${base}/api/track-order`, { headers: { origin: base, ...headers }, data: { orderNumber: '999998', email: 'nobody@example.com' } });
  for (let i = 0; i < TRACKING_LIMIT.points; i++) {
    expect((await track(balancerUrl)).status(), `look-up ${i + 1} of ${TRACKING_LIMIT.points} through the balancer`).not.toBe(429);
  }
  // The same client, as nginx reports it, straight to an instance: its count is spent.
  expect((await track(A, { 'x-forwarded-for': '127.0.0.1' })).status()).toBe(429);
  // Another client's is not.
  expect((await track(A, { 'x-forwarded-for': '198.51.100.9' })).status()).not.toBe(429);
});

test('an order left unpaid past its hold is cancelled once, its stock released once', async ({ request }) => {
  // The cluster sweeps every JOURNEY_SWEEP_SECONDS here (playwright.cluster.config.ts), not every minute.
  const sweepMs = JOURNEY_SWEEP_SECONDS * 1000;
  await withDatabase(async (db) => {
    const product = await productWithStock(db, [SOLD_OUT]);
    const before = await stockOf(db, product.id);
    const placed = await placeOrder(request, balancerUrl, product.id, 2);
    expect(placed.status()).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    expect(await stockOf(db, product.id)).toBe(before - 2);

    // Placed 61 minutes ago, so its 60-minute hold ran out a minute ago.
    await db.query(`UPDATE orders SET created_at = created_at - interval '61 minutes', expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    const agedAt = Date.now();

    const status = async () => (await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id])).rows[0]!.status;
    await expect.poll(status, { timeout: 3 * sweepMs, intervals: [500] }).toBe('cancelled');
    // Both instances have swept at least twice more since the ageing: let those rounds pass.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, agedAt + 3 * sweepMs - Date.now())));

    expect(await status()).toBe('cancelled');
    expect(await stockOf(db, product.id)).toBe(before);
    // An expiry writes no history entry and no e-mail (lib/checkout/expire-orders.ts): none, not two.
    const events = await db.query('SELECT kind FROM order_events WHERE order_id = $1', [id]);
    expect(events.rows).toEqual([]);
    const mails = await db.query('SELECT kind FROM email_outbox WHERE order_id = $1', [id]);
    expect(mails.rows).toEqual([]);
  });
});

test('a picture uploaded through instance a is served, byte for byte, by instance b and through the balancer', async ({ request }) => {
  const owner = { email: 'cluster-pictures@highland-home.example', password: 'two instances one shop' };
  execFileSync('npm', ['run', '--silent', 'owner', '--', 'add', owner.email, '--replace'], {
    env: { ...process.env, OWNER_PASSWORD: owner.password, DATABASE_URL: readFileSync(DATABASE_URL_FILE, 'utf8').trim() },
    stdio: 'pipe',
  });
  const signIn = await request.post(`${A}/api/admin/session`, { headers: { origin: A }, data: owner });
  expect(signIn.status()).toBe(200);
  const product = await withDatabase((db) => productWithStock(db, [SOLD_OUT]));
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 80, b: Math.floor(Math.random() * 256) } } }).jpeg().toBuffer();
  const uploaded = await request.post(`${A}/api/admin/products/${product.id}/pictures`, {
    headers: { origin: A },
    multipart: { file: { name: 'cluster.jpg', mimeType: 'image/jpeg', buffer: photo }, alt: 'A picture uploaded to instance a' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  expect(uploaded.headers()['x-instance']).toBe('a');
  const { url } = (await uploaded.json()) as { url: string };

  const fromA = await request.get(`${A}${url}`);
  const fromB = await request.get(`${B}${url}`);
  expect(fromB.status()).toBe(200);
  expect(fromB.headers()['x-instance']).toBe('b');
  expect(fromB.headers()['content-type']).toBe('image/webp');
  expect(fromB.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await fromB.body()).toEqual(await fromA.body());
  // Through the balancer, as is and resized, as the pages show it.
  expect(await (await request.get(url)).body()).toEqual(await fromA.body());
  const resized = await request.get(`${B}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, { headers: { accept: 'image/webp,*/*' } });
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toBe('image/webp');
  // Instance b's product page shows it once the change has reached it.
  await expect.poll(async () => (await request.get(`${B}/products/${product.slug}`)).text(), { timeout: 10_000 }).toContain(encodeURIComponent(url));
});

test('with instance b killed, the balancer keeps answering 200 from instance a', async ({ request }) => {
  const { b } = instances();
  process.kill(b.pid, 'SIGKILL');
  await expect.poll(() => request.get(`${B}/api/health`).then(() => 'up', () => 'down')).toBe('down');
  for (let i = 0; i < 12; i++) {
    const response = await request.get(i % 2 ? '/api/health' : '/about');
    expect(response.status(), `request ${i + 1}`).toBe(200);
    expect(response.headers()['x-instance']).toBe('a');
  }
});

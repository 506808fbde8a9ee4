/**
 * What a paid checkout costs the production build (issue 42, target 3): 50 shoppers check out at
 * once, for BENCH_SECONDS, each with a cart cookie of its own, making the five calls the browser
 * makes with the built-in test payments:
 *
 *   1. POST /api/cart                       the product page's Add to Cart (components/cart/useAddToCart.ts)
 *   2. POST /api/create-order               Continue to Payment (components/checkout/submit-checkout.ts)
 *   3. GET  /stripe-checkout?order_id&key   the payment page, fetched as the router fetches it (RSC), which
 *                                           starts the order's payment on the server (lib/checkout/order-pages.ts)
 *   4. POST /api/test-payments/confirm      Pay, with 4242 4242 4242 4242 (components/payment/TestCardForm.tsx)
 *   5. POST /api/update-order-payment       after the payment (components/payment/finish-payment.ts)
 *
 * The floor is measured in the same sitting: GET /api/health at the same 50 connections (autocannon).
 * A checkout's cost in health checks is the health rate over the checkout rate, both with the shop
 * saturated: how many health checks the server could have answered in the time one checkout took
 * it. The target is 8 or fewer, with 0 errors. When the shop was started here, the CPU time its
 * processes (Node and PostgreSQL) used per checkout and per health check is printed beside it.
 *
 *   npm run bench:checkout      (BENCH_SECONDS=20 per run; BASE_URL=http://127.0.0.1:3000 for a running shop)
 *
 * The bench raises the stock of the products bought in the shop's database so that no shopper meets "sold out":
 * the embedded database of the started shop (or HIGHLAND_DATA_DIR's, with BASE_URL), or DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { runningEmbeddedUrl } from '@/lib/db/embedded';
import { CART_COOKIE } from '@/lib/http/cart-cookie';
import { separateCores } from './separate-cores';
import { withShop } from './shop-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const SHOPPERS = 50;
const TARGET_HEALTH_CHECKS = 8;
/** The stock set before a run: far more than 50 shoppers buy in a run. */
const STOCK = 1_000_000;
const CALLS = ['cart', 'create-order', 'payment page', 'confirm', 'update-order-payment'] as const;
type Call = (typeof CALLS)[number];

const ADDRESS = {
  first_name: 'Morag',
  last_name: 'MacLeod',
  email: 'morag@example.com',
  address_1: '12 Castle Street',
  city: 'Inverness',
  postcode: 'IV2 3EA',
  country: 'GB',
};
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' };
/**
 * The headers of the router's request for the payment page when Continue to Payment is pressed on
 * /checkout (a client-side navigation): the RSC payload of what differs from the checkout page.
 */
const PAYMENT_PAGE_HEADERS = {
  accept: '*/*',
  rsc: '1',
  'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: ['(shop)', { children: ['checkout', { children: ['__PAGE__', {}] }] }] }, null, null])),
};

interface Product {
  id: number;
  slug: string;
}

interface Tally {
  checkouts: number;
  times: Record<Call, number[]>;
  /** "call status" to count, e.g. "confirm 500". */
  errors: Map<string, number>;
}

class CallFailed extends Error {
  constructor(readonly call: Call, readonly status: number | string, detail: string) {
    super(`${call} answered ${status}: ${detail.slice(0, 300)}`);
  }
}

/** One shopper: a cart cookie of its own, kept across its checkouts (each order empties the cart). */
class Shopper {
  private cookie = '';

  constructor(
    private readonly baseUrl: string,
    private readonly product: Product,
    private readonly rscParam: string,
  ) {}

  private async call(tally: Tally, call: Call, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> }, expected: number[]): Promise<string> {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          origin: this.baseUrl,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw new CallFailed(call, 'network', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    tally.times[call].push(performance.now() - started);
    if (!expected.includes(response.status)) throw new CallFailed(call, response.status, text);
    const cart = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${CART_COOKIE}=`));
    if (cart) this.cookie = cart.split(';')[0]!;
    return text;
  }

  async checkOut(tally: Tally): Promise<void> {
    await this.call(tally, 'cart', '/api/cart', { method: 'POST', body: { productId: this.product.id, quantity: 1, selectedVariations: {} } }, [201]);
    const order = JSON.parse(
      await this.call(
        tally,
        'create-order',
        '/api/create-order',
        { method: 'POST', body: { shipping: ADDRESS, billing: ADDRESS, line_items: [{ product_id: this.product.id, quantity: 1, meta_data: [] }] } },
        // 200: the cart's pending order, reused (after a failed payment, say), as the browser would get it.
        [200, 201],
      ),
    ) as { id: number; order_key: string };
    const page = await this.call(
      tally,
      'payment page',
      `/stripe-checkout?order_id=${order.id}&key=${encodeURIComponent(order.order_key)}&_rsc=${this.rscParam}`,
      { headers: PAYMENT_PAGE_HEADERS },
      [200],
    );
    const clientSecret = /pi_test_\w+?_secret_\w+/.exec(page)?.[0];
    if (!clientSecret) throw new CallFailed('payment page', 200, 'no client secret in the payment page');
    const paid = JSON.parse(await this.call(tally, 'confirm', '/api/test-payments/confirm', { method: 'POST', body: { clientSecret, card: CARD } }, [200])) as {
      status: string;
      paymentIntentId: string;
    };
    if (paid.status !== 'succeeded') throw new CallFailed('confirm', 200, `payment ${paid.status}`);
    await this.call(tally, 'update-order-payment', '/api/update-order-payment', { method: 'POST', body: { orderId: order.id, paymentIntentId: paid.paymentIntentId, status: 'processing' } }, [200]);
    tally.checkouts += 1;
  }
}

function emptyTally(): Tally {
  return { checkouts: 0, times: Object.fromEntries(CALLS.map((call) => [call, []])) as unknown as Record<Call, number[]>, errors: new Map() };
}

/**
 * The router's `_rsc` search parameter for PAYMENT_PAGE_HEADERS: a hash of them, which the browser
 * computes and the server checks, redirecting (307) to the address with the right one. It depends
 * on the headers only, so it is read once, from that redirect, for a made-up order.
 */
async function rscParamFor(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/stripe-checkout?order_id=1&key=x`, { headers: PAYMENT_PAGE_HEADERS, redirect: 'manual' });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  const param = location ? new URL(location, baseUrl).searchParams.get('_rsc') : null;
  if (response.status !== 307 || !param) throw new Error(`The payment page's RSC request answered ${response.status} without the router's _rsc parameter`);
  return param;
}

/** SHOPPERS shoppers checking out one checkout after another for `seconds`; a failed checkout is counted and the shopper starts again. */
async function checkouts(baseUrl: string, products: readonly Product[], seconds: number, rscParam: string): Promise<{ tally: Tally; elapsed: number }> {
  const tally = emptyTally();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, index) => {
      const shopper = new Shopper(baseUrl, products[index % products.length]!, rscParam);
      while (performance.now() < deadline) {
        try {
          await shopper.checkOut(tally);
        } catch (error) {
          const key = error instanceof CallFailed ? `${error.call} ${error.status}` : `other ${String(error)}`;
          if (!tally.errors.has(key)) console.error(`  first ${key}: ${error instanceof Error ? error.message : String(error)}`);
          tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  // Checkouts finished after the deadline count, and so does the time they took.
  return { tally, elapsed: (performance.now() - started) / 1000 };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! : NaN;
}

/** CPU seconds (user + system) the processes used so far, from /proc (Linux's 100 ticks a second). */
function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone since it was listed.
    }
  }
  return ticks / 100;
}

/** CPU seconds the shop's processes used while `work` ran, or null when the shop was not started here. */
async function withShopCpu<T>(shopPids: () => number[], work: () => Promise<T>): Promise<{ result: T; cpu: number | null }> {
  const before = shopPids();
  const startedCpu = cpuSeconds(before);
  const result = await work();
  if (before.length === 0) return { result, cpu: null };
  // Processes that started meanwhile (a PostgreSQL backend) count in full.
  const after = shopPids();
  const started = after.filter((pid) => !before.includes(pid));
  return { result, cpu: cpuSeconds(before) - startedCpu + cpuSeconds(started) };
}

async function databaseUrl(): Promise<string | null> {
  if (process.env.BASE_URL && process.env.DATABASE_URL) return process.env.DATABASE_URL;
  return runningEmbeddedUrl(process.env.BASE_URL ? (process.env.HIGHLAND_DATA_DIR ?? '.data/postgres') : '.data/bench-postgres');
}

/**
 * Simple products anyone can buy, with their stock raised so that no shopper meets "sold out". The
 * shoppers spread over them: 50 buying one product would queue on its stock row's lock, and the
 * run would measure that wait rather than the server's work.
 */
async function stockedProducts(): Promise<Product[]> {
  const url = await databaseUrl();
  if (!url) throw new Error("No shop database found to raise the products' stock in: with BASE_URL, set HIGHLAND_DATA_DIR (embedded) or DATABASE_URL.");
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<Product>(
      "SELECT id, slug FROM products WHERE visible AND archived_at IS NULL AND type = 'simple' AND stock_quantity IS NOT NULL ORDER BY id LIMIT $1",
      [SHOPPERS],
    );
    if (rows.length === 0) throw new Error('The shop has no simple product with counted stock.');
    await db.query('UPDATE products SET stock_quantity = $2 WHERE id = ANY($1)', [rows.map((product) => product.id), STOCK]);
    return rows;
  } finally {
    await db.end();
  }
}

interface Floor {
  rate: number;
  total: number;
  p99: number;
  failures: number;
}

async function health(baseUrl: string, seconds: number): Promise<Floor> {
  const result = await autocannon({ url: `${baseUrl}/api/health`, connections: SHOPPERS, duration: seconds });
  return { rate: result.requests.average, total: result.requests.total, p99: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts };
}

const ms = (value: number) => value.toFixed(0).padStart(6);

function report(tally: Tally, elapsed: number, checkoutCpu: number | null, floor: Floor, healthCpu: number | null, cores: string): boolean {
  const rate = tally.checkouts / elapsed;
  const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
  console.log(`\nPaid checkouts, ${SHOPPERS} shoppers at once, ${elapsed.toFixed(1)} s: ${tally.checkouts} checkouts, ${rate.toFixed(1)} a second.`);
  console.log(`\n${'call'.padEnd(22)}  ${'calls'.padStart(6)}  ${'p50 ms'.padStart(6)}  ${'p95 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}`);
  for (const call of CALLS) {
    const times = tally.times[call];
    console.log(`${call.padEnd(22)}  ${String(times.length).padStart(6)}  ${ms(percentile(times, 0.5))}  ${ms(percentile(times, 0.95))}  ${ms(percentile(times, 0.99))}`);
  }
  console.log(`\nErrors: ${errors}${errors ? ` (${[...tally.errors].map(([key, count]) => `${count} × ${key}`).join(', ')})` : ''} (target 0).`);
  console.log(`Floor: GET /api/health at ${SHOPPERS} connections, ${floor.rate.toFixed(0)} a second (p99 ${floor.p99} ms, ${floor.failures} failed).`);
  const ratio = floor.rate / rate;
  const met = ratio <= TARGET_HEALTH_CHECKS && errors === 0 && floor.failures === 0;
  console.log(
    `A checkout costs ${ratio.toFixed(1)} health checks of server time (health checks a second / checkouts a second, each with the shop saturated); target ${TARGET_HEALTH_CHECKS} or fewer with 0 errors: ${met ? 'met' : 'NOT met'}.`,
  );
  if (checkoutCpu !== null && healthCpu !== null) {
    const perCheckout = (checkoutCpu / tally.checkouts) * 1000;
    const perHealth = (healthCpu / floor.total) * 1000;
    console.log(
      `CPU time of the shop's processes (Node and PostgreSQL): ${perCheckout.toFixed(1)} ms a checkout, ${perHealth.toFixed(2)} ms a health check: ${(perCheckout / perHealth).toFixed(1)} health checks (informative).`,
    );
  }
  console.log(`Cores: ${cores}.`);
  return met;
}

async function main(): Promise<void> {
  await withShop(async (baseUrl, _onAbort, shopPids) => {
    const cores = separateCores(shopPids());
    const products = await stockedProducts();
    const rscParam = await rscParamFor(baseUrl);
    console.log(`Cores: ${cores}. ${products.length} simple products, each shopper buying one of them, their stock set to ${STOCK}.`);
    // Untimed: the first checkouts compile each route's code and fill the connection pool.
    console.log(`Warming up for ${WARMUP_SECONDS} s...`);
    await checkouts(baseUrl, products, WARMUP_SECONDS, rscParam);
    await health(baseUrl, Math.min(WARMUP_SECONDS, 3));
    console.log(`Checkouts for ${SECONDS} s...`);
    const { result: run, cpu: checkoutCpu } = await withShopCpu(shopPids, () => checkouts(baseUrl, products, SECONDS, rscParam));
    console.log(`Health checks for ${SECONDS} s...`);
    const { result: floor, cpu: healthCpu } = await withShopCpu(shopPids, () => health(baseUrl, SECONDS));
    if (!report(run.tally, run.elapsed, checkoutCpu, floor, healthCpu, cores)) process.exitCode = 1;
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

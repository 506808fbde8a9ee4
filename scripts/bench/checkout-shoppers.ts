/**
 * Shoppers paying with the built-in test card, as the browser does (five calls: see ./checkout.ts),
 * for the benchmarks that put a checkout load on the shop: bench:checkout and bench:memory.
 */
import { Client } from 'pg';
import { runningEmbeddedUrl } from '@/lib/db/embedded';
import { CART_COOKIE } from '@/lib/http/cart-cookie';
import { benchDataDir } from './shop-server';

export const SHOPPERS = 50;
/** The stock set before a run: far more than 50 shoppers buy in a run. */
export const STOCK = 1_000_000;
export const CALLS = ['cart', 'create-order', 'payment page', 'confirm', 'update-order-payment'] as const;
export type Call = (typeof CALLS)[number];

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

export interface Product {
  id: number;
  slug: string;
}

export interface Tally {
  checkouts: number;
  times: Record<Call, number[]>;
  /** "call status" to count, e.g. "confirm 500". */
  errors: Map<string, number>;
}

export class CallFailed extends Error {
  constructor(readonly call: Call, readonly status: number | string, detail: string) {
    super(`${call} answered ${status}: ${detail.slice(0, 300)}`);
  }
}

/** Runs one call's request and the reading of its answer: by default just that; a bench may measure around it. */
export type AroundCall = <T>(call: Call, send: () => Promise<T>) => Promise<T>;

const justSend: AroundCall = (_call, send) => send();

/** One shopper: a cart cookie of its own, kept across its checkouts (each order empties the cart). */
export class Shopper {
  private cookie = '';

  constructor(
    private readonly baseUrl: string,
    private readonly product: Product,
    private readonly rscParam: string,
    private readonly around: AroundCall = justSend,
  ) {}

  private async call(tally: Tally, call: Call, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> }, expected: number[]): Promise<string> {
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      ({ response, text } = await this.around(call, async () => {
        const sent = await fetch(`${this.baseUrl}${path}`, {
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
        // Read inside: the server's work on a streamed answer ends with its last byte.
        return { response: sent, text: await sent.text() };
      }));
    } catch (error) {
      throw new CallFailed(call, 'network', error instanceof Error ? error.message : String(error));
    }
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

export function emptyTally(): Tally {
  return { checkouts: 0, times: Object.fromEntries(CALLS.map((call) => [call, []])) as unknown as Record<Call, number[]>, errors: new Map() };
}

/**
 * The router's `_rsc` search parameter for PAYMENT_PAGE_HEADERS: a hash of them, which the browser
 * computes and the server checks, redirecting (307) to the address with the right one. It depends
 * on the headers only, so it is read once, from that redirect, for a made-up order.
 */
export async function rscParamFor(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/stripe-checkout?order_id=1&key=x`, { headers: PAYMENT_PAGE_HEADERS, redirect: 'manual' });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  const param = location ? new URL(location, baseUrl).searchParams.get('_rsc') : null;
  if (response.status !== 307 || !param) throw new Error(`The payment page's RSC request answered ${response.status} without the router's _rsc parameter`);
  return param;
}

/** SHOPPERS shoppers checking out one checkout after another for `seconds`; a failed checkout is counted and the shopper starts again. */
export async function checkouts(baseUrl: string, products: readonly Product[], seconds: number, rscParam: string): Promise<{ tally: Tally; elapsed: number }> {
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


export async function databaseUrl(): Promise<string | null> {
  if (process.env.BASE_URL && process.env.DATABASE_URL) return process.env.DATABASE_URL;
  return runningEmbeddedUrl(process.env.BASE_URL ? (process.env.HIGHLAND_DATA_DIR ?? '.data/postgres') : benchDataDir());
}

/**
 * Simple products anyone can buy, with their stock raised so that no shopper meets "sold out". The
 * shoppers spread over them: 50 buying one product would queue on its stock row's lock, and the
 * run would measure that wait rather than the server's work.
 */
export async function stockedProducts(givenUrl?: string): Promise<Product[]> {
  const url = givenUrl ?? (await databaseUrl());
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

/**
 * Property-based fuzzing of every API route (fast-check), for any back end: generated bad input,
 * from wrong types and out-of-range numbers to NUL characters, broken surrogates, junk bytes and
 * wrong content types. Every answer must be 4xx JSON with an error code, no table may change, and
 * neither may the back end's own store. Runs on a seeded database of its own, holding a cart and an
 * order for the bad input to aim at. tests/integration/api-fuzz.test.ts runs it on the built-in back
 * end, woocommerce-api-fuzz.test.ts on a WooCommerce store.
 */
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { GET as adventure } from '@/app/api/adventures/[id]/route';
import { GET as adventures } from '@/app/api/adventures/route';
import { GET as unknownApi } from '@/app/api/[...unknown]/route';
import { GET as article } from '@/app/api/articles/[slug]/route';
import { GET as articles } from '@/app/api/articles/route';
import { DELETE as removeItem, PATCH as updateItem } from '@/app/api/cart/[itemId]/route';
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as applyDiscount } from '@/app/api/cart/discount/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { GET as order } from '@/app/api/orders/[id]/route';
import { GET as variations } from '@/app/api/products/[slug]/variations/route';
import { GET as product } from '@/app/api/products/[slug]/route';
import { GET as products } from '@/app/api/products/route';
import { POST as authenticate } from '@/app/api/test-payments/authenticate/route';
import { POST as confirm } from '@/app/api/test-payments/confirm/route';
import { POST as trackOrder } from '@/app/api/track-order/route';
import { POST as updateOrderPayment } from '@/app/api/update-order-payment/route';
import { POST as vitals } from '@/app/api/vitals/route';
import { POST as stripeWebhook } from '@/app/api/webhooks/stripe/route';
import { POST as storeWebhook } from '@/app/api/webhooks/woocommerce/route';
import { closeDb, getDb } from '@/lib/db/client';
import { prepareDatabase } from '@/lib/db/prepare';
import { CART_COOKIE } from '@/lib/http/cart-cookie';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { sql } from 'drizzle-orm';
import { orderBody } from './checkout';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import { Shopper } from './shopper';

type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;

// A hundred requests per route take a second alone and far longer beside the other suites.
jest.setTimeout(120_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const ORIGIN = 'http://127.0.0.1:3000';
let sent = 0;
let peers = 0;

interface Attempt {
  method: string;
  path: string;
  params?: Record<string, string>;
  /** Raw body text, or bytes. */
  body?: string | Uint8Array;
  contentType?: string | null;
  cookie?: string;
}

async function send(handler: Handler, attempt: Attempt): Promise<{ status: number; json: unknown; text: string }> {
  sent += 1;
  peers += 1;
  const headers: Record<string, string> = { host: new URL(ORIGIN).host, origin: ORIGIN, [PEER_HEADER]: `10.${(peers >> 16) & 255}.${(peers >> 8) & 255}.${peers & 255}` };
  if (attempt.body !== undefined && attempt.contentType !== null) headers['content-type'] = attempt.contentType ?? 'application/json';
  if (attempt.cookie) headers.cookie = attempt.cookie;
  const body = attempt.body === undefined ? undefined : typeof attempt.body === 'string' ? attempt.body : Buffer.from(attempt.body);
  const response = await handler(new NextRequest(new URL(attempt.path, ORIGIN), { method: attempt.method, headers, body }), {
    params: Promise.resolve(attempt.params ?? {}) as Promise<never>,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Checked below: every refusal must be JSON.
  }
  return { status: response.status, json, text };
}

function expectRefusal(reply: { status: number; json: unknown; text: string }, attempt: Attempt): void {
  const described = `${attempt.method} ${attempt.path} ${JSON.stringify(attempt.params ?? {})} ${typeof attempt.body === 'string' ? attempt.body.slice(0, 200) : `[${attempt.body?.length ?? 0} bytes]`} -> ${reply.status} ${reply.text.slice(0, 200)}`;
  if (reply.status < 400 || reply.status > 499) throw new Error(`Not a 4xx: ${described}`);
  const error = (reply.json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') throw new Error(`Not a JSON error: ${described}`);
}

// ---- Generators of input that is wrong whatever else is around it ----

/** Text the database cannot store, or no text at all. */
const unstorable = fc.oneof(
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`),
  fc.string({ maxLength: 8 }).map((text) => `${text}\uD800${text}`),
  fc.string({ maxLength: 8 }).map((text) => `\uDFFF${text}`),
);
const notAString = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }));
/** Not a line's quantity: 0 to 99 are (0 removes the line), so no whole number in that range. */
const notACount = notAString.filter((value) => !(Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 99));
/** A number with a fraction: never a count. (-0 is left out: JSON writes it as 0.) */
const fractional = fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }).filter((value) => !Object.is(value, -0) && value !== 0);
/** Never a record id: zero or less, past the largest serial, fractional, or not a number at all. */
const badId = fc.oneof(
  fc.integer({ max: 0 }),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noInteger: true, noNaN: true }),
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
);
/** Never an e-mail address: no @, not text, or unstorable. */
const badEmail = fc.oneof(fc.string({ maxLength: 40 }).filter((text) => !text.includes('@')), notAString, unstorable, fc.constant('<a@b.co>'));
/** Not a product slug or id: slugs are lower-case letters, digits and hyphens. */
const badKey = fc.oneof(fc.string({ minLength: 1, maxLength: 30 }).filter((text) => !/^[a-z0-9-]+$/.test(text)), unstorable, fc.constant('9'.repeat(25)));
const anyJson = fc.jsonValue({ maxDepth: 3 });

/**
 * A URL can carry a NUL (%00) but not half a surrogate pair, which has no UTF-8 form: the route gets
 * the raw key as its parameter, and the URL shows a stand-in.
 */
const inPath = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
const queryUnstorable = fc.string({ maxLength: 8 }).map((text) => `${text.replace(/[\uD800-\uDFFF]/g, '')}\u0000`);
/** A body that is not a JSON object at all: junk text, bytes, JSON of another shape. */
const junkBody = fc.oneof(
  fc.string({ maxLength: 60 }).map((text) => ({ body: text })),
  fc.uint8Array({ maxLength: 60 }).map((bytes) => ({ body: bytes })),
  fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(anyJson, { maxLength: 3 })).map((value) => ({ body: JSON.stringify(value) })),
  fc.constant({ body: '{"a":' }),
);
const wrongType = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', null);

/** A JSON object: the one field that makes it wrong, and random others around it. */
function objectWith(wrong: fc.Arbitrary<Record<string, unknown>>, others: Record<string, fc.Arbitrary<unknown>>) {
  return fc.tuple(fc.record(others, { requiredKeys: [] }), wrong).map(([rest, bad]) => ({ body: JSON.stringify({ ...rest, ...bad }) }));
}

/** Every POST route: its own wrong bodies, plus junk and wrong content types, which all must refuse. */
function postBodies(specific: fc.Arbitrary<{ body: string }>) {
  return fc.oneof(
    { arbitrary: specific, weight: 3 },
    { arbitrary: junkBody, weight: 2 },
    { arbitrary: fc.tuple(specific, wrongType).map(([{ body }, contentType]) => ({ body, contentType })), weight: 1 },
  );
}

const address = orderBody([]).shipping;

export interface FuzzedBackend {
  name: string;
  /** The back end is not there to test: Jest reports the cases skipped. */
  skip?: boolean;
  /**
   * Readies the back end on the suite's scratch database and names a simple product with stock to
   * spare; `state` reads what the back end keeps outside the shop's tables, which must not change.
   */
  prepare(): Promise<{ productId: number; state?: () => Promise<string> }>;
  /** Tables the back end fills as it reads (a cache of what it saw), which any request may write. */
  readCaches?: string[];
}

export function fuzzEveryApiRoute(backend: FuzzedBackend): void {
(backend.skip ? describe.skip : describe)(`every API route on the ${backend.name} back end, fuzzed with bad input`, () => {
  let scratch: ScratchDatabase;
  let savedUrl: string | undefined;
  let cartCookie: string;
  let itemId: number;
  let orderId: number;
  let orderKey: string;
  let checksum: string;
  let storeState: (() => Promise<string>) | undefined;

  async function tables(): Promise<string> {
    const names = await getDb().execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
    const sums: string[] = [];
    for (const { table_name: name } of names.rows) {
      if (backend.readCaches?.includes(name)) continue;
      const [row] = (await getDb().execute<{ sum: string }>(sql.raw(`select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${name}" t`))).rows;
      sums.push(`${name}=${row!.sum}`);
    }
    if (storeState) sums.push(`the back end's store: ${await storeState()}`);
    return sums.join('\n');
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase('fuzz');
    await prepareDatabase(scratch.url);
    savedUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    const prepared = await backend.prepare();
    const { productId } = prepared;
    storeState = prepared.state;
    // Something to protect: a cart with an item in it, and a pending order.
    const shopper = new Shopper();
    itemId = (await shopper.call<{ id: number }>(addToCart, '/api/cart', { method: 'POST', body: { productId } })).body.id;
    cartCookie = shopper.cookie!;
    const placed = await shopper.call<{ id: number; order_key: string }>(createOrder, '/api/create-order', { method: 'POST', body: orderBody([{ product_id: productId, quantity: 1 }]) });
    orderId = placed.body.id;
    orderKey = placed.body.order_key;
    checksum = await tables();
  }, 120_000);

  afterAll(async () => {
    // The figure worth reporting; the assertions above say whether they were all refused.
    console.log(`API fuzzing, ${backend.name} back end: ${sent} bad requests sent.`);
    await closeDb();
    process.env.DATABASE_URL = savedUrl;
    await scratch.drop();
  });

  afterEach(async () => {
    expect(await tables()).toBe(checksum);
  });

  const check = (handler: Handler, attempts: fc.Arbitrary<Attempt>) =>
    fc.assert(
      fc.asyncProperty(attempts, async (attempt) => expectRefusal(await send(handler, attempt), attempt)),
      { numRuns: RUNS },
    );

  it('POST /api/cart', () =>
    check(
      addToCart,
      fc
        .tuple(postBodies(objectWith(fc.record({ productId: badId }), { quantity: anyJson, selectedVariations: anyJson, variationPrice: anyJson })), fc.boolean())
        .map(([body, withCart]) => ({ method: 'POST', path: '/api/cart', ...body, cookie: withCart ? cartCookie : undefined })),
    ));

  it('PATCH and DELETE /api/cart/{itemId}', () =>
    check(
      (request, context) => (request.method === 'PATCH' ? updateItem : removeItem)(request, context as never),
      fc.oneof(
        // My own item, with a wrong quantity or a wrong body.
        postBodies(objectWith(fc.record({ quantity: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 100 }), fractional, notACount) }), {})).map((body) => ({
          method: 'PATCH',
          path: `/api/cart/${itemId}`,
          params: { itemId: String(itemId) },
          cookie: cartCookie,
          ...body,
        })),
        // Item ids that are not ids, or not mine.
        fc.tuple(fc.oneof(badKey, fc.integer({ min: itemId + 1000 }).map(String), fc.constant(String(itemId))), fc.constantFrom('PATCH', 'DELETE'), fc.boolean()).map(([id, method, mine]) => ({
          method,
          path: `/api/cart/${inPath(id)}`,
          params: { itemId: id },
          cookie: mine && id !== String(itemId) ? cartCookie : `${CART_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`,
          ...(method === 'PATCH' ? { body: JSON.stringify({ quantity: 1 }) } : {}),
        })),
      ),
    ));

  it('POST /api/create-order', () =>
    check(
      createOrder,
      postBodies(
        fc.oneof(
          objectWith(fc.record({ line_items: fc.oneof(fc.constant([]), notAString.filter((value) => !Array.isArray(value) || value.length === 0), fc.array(fc.record({ product_id: badId, quantity: anyJson }), { minLength: 1, maxLength: 3 })) }), {
            shipping: fc.constant(address),
            billing: fc.constant(address),
            payment_method: fc.constant('woocommerce_payments'),
          }),
          objectWith(
            fc.oneof(fc.record({ email: badEmail }), fc.record({ city: unstorable }), fc.record({ country: fc.string({ maxLength: 3 }).filter((code) => !['GB', 'US', 'CA', 'AU', 'DE', 'FR'].includes(code.trim().toUpperCase())) })).map((bad) => ({ shipping: { ...address, ...bad } })),
            { line_items: fc.constant([{ product_id: 1, quantity: 1 }]), billing: fc.constant(address), payment_method: fc.constant('woocommerce_payments') },
          ),
        ),
      ).map((body) => ({ method: 'POST', path: '/api/create-order', ...body })),
    ));

  it('POST /api/cart/discount and create-order coupon_lines', () =>
    check(
      (request, context) => (request.nextUrl.pathname === '/api/cart/discount' ? applyDiscount : createOrder)(request, context as never),
      fc.oneof(
        // Codes no shop made: text of any shape, or not text at all.
        postBodies(objectWith(fc.record({ code: fc.oneof(fc.string({ maxLength: 70 }), notAString, unstorable) }), {})).map((body) => ({ method: 'POST', path: '/api/cart/discount', cookie: cartCookie, ...body })),
        postBodies(
          objectWith(fc.record({ coupon_lines: fc.oneof(notAString.filter((value) => !(Array.isArray(value) && value.length === 0)), fc.array(fc.record({ code: fc.oneof(fc.string({ maxLength: 70 }), notAString, unstorable) }), { minLength: 1, maxLength: 3 })) }), {
            shipping: fc.constant(address),
            billing: fc.constant(address),
            line_items: fc.constant([{ product_id: 1, quantity: 1 }]),
          }),
        ).map((body) => ({ method: 'POST', path: '/api/create-order', ...body })),
      ),
    ));

  it('POST /api/create-payment-intent and /api/update-order-payment', () =>
    check(
      (request, context) => (request.nextUrl.pathname === '/api/create-payment-intent' ? createPaymentIntent : updateOrderPayment)(request, context as never),
      fc
        .tuple(
          fc.constantFrom('/api/create-payment-intent', '/api/update-order-payment'),
          postBodies(
            fc.oneof(
              objectWith(fc.record({ orderId: badId }), { orderKey: fc.string(), paymentIntentId: fc.string(), amount: anyJson }),
              // A real order, with a key or intent that is not its own.
              objectWith(fc.record({ orderKey: fc.string({ maxLength: 40 }).filter((key) => key !== orderKey), paymentIntentId: fc.string({ maxLength: 40 }) }), { amount: anyJson, currency: anyJson }).map(({ body }) => ({
                body: JSON.stringify({ ...JSON.parse(body), orderId }),
              })),
            ),
          ),
        )
        .map(([path, body]) => ({ method: 'POST', path, ...body })),
    ));

  it('GET /api/orders/{id}', () =>
    check(
      order,
      fc.tuple(fc.oneof(badKey, fc.constant(String(orderId))), fc.option(fc.string({ maxLength: 40 }).filter((key) => key !== orderKey))).map(([id, key]) => ({
        method: 'GET',
        path: `/api/orders/${inPath(id)}${key === null ? '' : `?key=${inPath(key)}`}`,
        params: { id },
      })),
    ));

  it('POST /api/newsletter, /api/contact and /api/track-order', () =>
    check(
      (request, context) => ({ '/api/newsletter': newsletter, '/api/contact': contact, '/api/track-order': trackOrder })[request.nextUrl.pathname as '/api/newsletter'](request, context as never),
      fc.oneof(
        postBodies(objectWith(fc.record({ email: badEmail }), { name: anyJson })).map((body) => ({ method: 'POST', path: '/api/newsletter', ...body })),
        postBodies(objectWith(fc.record({ email: badEmail }), { name: anyJson, subject: anyJson, message: anyJson })).map((body) => ({ method: 'POST', path: '/api/contact', ...body })),
        postBodies(objectWith(fc.record({ orderNumber: fc.oneof(notAString, fc.string({ maxLength: 12 })), email: fc.oneof(badEmail, fc.emailAddress()) }), {})).map((body) => ({ method: 'POST', path: '/api/track-order', ...body })),
      ),
    ));

  it('POST /api/vitals', () =>
    check(
      vitals,
      postBodies(objectWith(fc.record({ name: fc.oneof(notAString, fc.string().filter((name) => !['CLS', 'FCP', 'INP', 'LCP', 'TTFB'].includes(name))) }), { value: anyJson, rating: anyJson, path: anyJson })).map((body) => ({
        method: 'POST',
        path: '/api/vitals',
        ...body,
      })),
    ));

  it('POST /api/test-payments/confirm and /authenticate, and the Stripe and WooCommerce webhooks', () =>
    check(
      (request, context) =>
        ({ '/api/test-payments/confirm': confirm, '/api/test-payments/authenticate': authenticate, '/api/webhooks/stripe': stripeWebhook, '/api/webhooks/woocommerce': storeWebhook })[
          request.nextUrl.pathname as '/api/webhooks/stripe'
        ](request, context as never),
      fc
        .tuple(
          fc.constantFrom('/api/test-payments/confirm', '/api/test-payments/authenticate', '/api/webhooks/stripe', '/api/webhooks/woocommerce'),
          postBodies(objectWith(fc.record({ clientSecret: fc.oneof(notAString, fc.string({ maxLength: 60 })) }), { card: anyJson, approve: anyJson, id: anyJson, type: anyJson })),
        )
        .map(([path, body]) => ({ method: 'POST', path, ...body })),
    ));

  it('GET routes with keys and queries that name nothing', () =>
    check(
      (request, context) => {
        const path = request.nextUrl.pathname;
        if (path.startsWith('/api/products/') && path.endsWith('/variations')) return variations(request, context as never);
        if (path.startsWith('/api/products/')) return product(request, context as never);
        if (path.startsWith('/api/articles/')) return article(request, context as never);
        if (path.startsWith('/api/adventures/')) return adventure(request, context as never);
        if (path === '/api/products') return products(request, context as never);
        if (path === '/api/articles') return articles(request, context as never);
        if (path === '/api/adventures') return adventures(request, context as never);
        return unknownApi(request, context as never);
      },
      fc.oneof(
        badKey.map((key) => ({ method: 'GET', path: `/api/products/${inPath(key)}`, params: { slug: key } })),
        badKey.map((key) => ({ method: 'GET', path: `/api/products/${inPath(key)}/variations`, params: { slug: key } })),
        badKey.map((key) => ({ method: 'GET', path: `/api/articles/${inPath(key)}`, params: { slug: key } })),
        badKey.map((key) => ({ method: 'GET', path: `/api/adventures/${inPath(key)}`, params: { id: key } })),
        fc
          .tuple(fc.constantFrom('page', 'per_page'), fc.oneof(fc.constantFrom('0', '-1', '101', '1.5', 'abc'), unstorable))
          .map(([name, value]) => ({ method: 'GET', path: `/api/products?${name}=${inPath(value)}&${name === 'page' ? 'per_page' : 'page'}=${inPath(value)}` })),
        fc.oneof(fc.string().filter((sort) => !['featured', 'newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc', ''].includes(sort.trim())), queryUnstorable).map((sort) => ({
          method: 'GET',
          path: `/api/products?sort=${inPath(sort)}`,
        })),
        queryUnstorable.map((text) => ({ method: 'GET', path: `/api/products?search=${inPath(text)}` })),
        fc.oneof(fc.string().filter((value) => value !== 'true' && value !== 'false' && value !== ''), queryUnstorable).map((value) => ({ method: 'GET', path: `/api/articles?featured=${inPath(value)}` })),
        fc.array(fc.string({ minLength: 1, maxLength: 10 }).filter((part) => !part.includes('/')), { minLength: 1, maxLength: 3 }).map((parts) => ({
          method: 'GET',
          path: `/api/${parts.map(inPath).join('/')}`,
          params: { unknown: parts },
        })) as unknown as fc.Arbitrary<Attempt>,
      ),
    ));
});
}

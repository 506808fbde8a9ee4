/**
 * Deeply nested JSON on every JSON route, the shopper's and the owner's (docs/adr/0013): each depth
 * from 10 to 100,000 levels, as arrays and as objects, whole or under a field, is answered 4xx JSON
 * and changes nothing. A body past the nesting limit is refused before anything walks it, so it
 * costs the one JavaScript thread next to nothing; the figures are printed, never asserted.
 */
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { POST as authenticate } from '@/app/api/test-payments/authenticate/route';
import { PATCH as updateItem } from '@/app/api/cart/[itemId]/route';
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { PATCH as messageState } from '@/app/api/admin/messages/[id]/route';
import { POST as orderAction } from '@/app/api/admin/orders/[id]/route';
import { PATCH as editProduct } from '@/app/api/admin/products/[id]/route';
import { POST as signIn } from '@/app/api/admin/session/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { POST as confirm } from '@/app/api/test-payments/confirm/route';
import { POST as trackOrder } from '@/app/api/track-order/route';
import { POST as updateOrderPayment } from '@/app/api/update-order-payment/route';
import { POST as vitals } from '@/app/api/vitals/route';
import { addOwner } from '@/lib/admin/owners';
import { getDb } from '@/lib/db/client';
import { auditLog, cartItems, contactMessages, newsletterSubscribers, orders, products } from '@/lib/db/schema';
import { MAX_JSON_DEPTH } from '@/lib/http/json-depth';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { apiRequest, params } from '../support/api';
import { Shopper } from '../support/shopper';
import { productBySlug } from '../support/stock';

type Handler = (request: NextRequest, context: { params: Promise<never> }) => Promise<Response>;

jest.setTimeout(120_000);

const ORIGIN = 'http://127.0.0.1:3000';
const OWNER = { email: 'deep-json@highland-home.example', password: 'nested but not deep 1' };
const DEPTHS = [10, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 100, 1_000, 2_950, 3_000, 6_000, 10_000, 16_000, 100_000];

interface JsonRoute {
  name: string;
  handler: Handler;
  method: string;
  path: string;
  params?: Record<string, string>;
  owner?: boolean;
  /** Sent with the cart that holds the item, so the route reads the body rather than refuse the item. */
  cart?: boolean;
}

const ROUTES: JsonRoute[] = [
  { name: 'cart', handler: addToCart, method: 'POST', path: '/api/cart' },
  { name: 'cart item', handler: updateItem as Handler, method: 'PATCH', path: '/api/cart/{item}', cart: true },
  { name: 'create-order', handler: createOrder, method: 'POST', path: '/api/create-order' },
  { name: 'create-payment-intent', handler: createPaymentIntent, method: 'POST', path: '/api/create-payment-intent' },
  { name: 'update-order-payment', handler: updateOrderPayment, method: 'POST', path: '/api/update-order-payment' },
  { name: 'newsletter', handler: newsletter, method: 'POST', path: '/api/newsletter' },
  { name: 'contact', handler: contact, method: 'POST', path: '/api/contact' },
  { name: 'track-order', handler: trackOrder, method: 'POST', path: '/api/track-order' },
  { name: 'vitals', handler: vitals, method: 'POST', path: '/api/vitals' },
  { name: 'test-payments/confirm', handler: confirm, method: 'POST', path: '/api/test-payments/confirm' },
  { name: 'test-payments/authenticate', handler: authenticate, method: 'POST', path: '/api/test-payments/authenticate' },
  { name: 'admin session', handler: signIn, method: 'POST', path: '/api/admin/session' },
  { name: 'admin order', handler: orderAction as Handler, method: 'POST', path: '/api/admin/orders/1', params: { id: '1' }, owner: true },
  { name: 'admin product', handler: editProduct as Handler, method: 'PATCH', path: '/api/admin/products/1', params: { id: '1' }, owner: true },
  { name: 'admin message', handler: messageState as Handler, method: 'PATCH', path: '/api/admin/messages/1', params: { id: '1' }, owner: true },
];

/** `depth` levels of nesting: arrays, objects, or either under a field the route knows. */
function nested(depth: number, shape: 'array' | 'object' | 'field'): string {
  if (shape === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  if (shape === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  return `{"email":${'['.repeat(depth - 1)}"x"${']'.repeat(depth - 1)}}`;
}

let peer = 0;
let ownerCookie = '';
let cart = { cookie: '', itemId: '' };
const timings: number[] = [];

async function send(route: JsonRoute, body: string): Promise<{ status: number; json: { error?: { code?: string; message?: string } } | null }> {
  peer += 1;
  const cookie = route.owner ? ownerCookie : route.cart ? cart.cookie : undefined;
  const request = new NextRequest(new URL(route.path.replace('{item}', cart.itemId), ORIGIN), {
    method: route.method,
    headers: { host: new URL(ORIGIN).host, origin: ORIGIN, 'content-type': 'application/json', [PEER_HEADER]: `10.77.${(peer >> 8) & 255}.${peer & 255}`, ...(cookie ? { cookie } : {}) },
    body,
  });
  const started = performance.now();
  const context = route.cart ? { itemId: cart.itemId } : (route.params ?? {});
  const response = await route.handler(request, params(context) as { params: Promise<never> });
  timings.push(performance.now() - started);
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text) as { error?: { code?: string; message?: string } };
  } catch {
    // Asserted below: every refusal is JSON.
  }
  return { status: response.status, json };
}

async function counts() {
  const db = getDb();
  return Promise.all([db.$count(cartItems), db.$count(orders), db.$count(newsletterSubscribers), db.$count(contactMessages), db.$count(auditLog), db.$count(products)]);
}

beforeAll(async () => {
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  const reply = await signIn(apiRequest('/api/admin/session', { method: 'POST', body: OWNER, headers: { [PEER_HEADER]: '10.77.255.1' } }), params({}) as { params: Promise<never> });
  expect(reply.status).toBe(200);
  ownerCookie = reply.headers.get('set-cookie')!.split(';')[0]!;
  const shopper = new Shopper();
  const { id: productId } = await productBySlug('stag-engraved-slate-coasters');
  const added = await shopper.call<{ id: number }>(addToCart, '/api/cart', { method: 'POST', body: { productId } });
  cart = { cookie: shopper.cookie!, itemId: String(added.body.id) };
});

afterAll(() => {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(2);
  console.log(`Deep JSON: ${sorted.length} requests; time in the route handler, median ${at(0.5)} ms, 99th percentile ${at(0.99)} ms, most ${at(1)} ms.`);
});

describe('deeply nested JSON', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('is refused with 4xx JSON at every depth on %s', async (_name, route) => {
    const before = await counts();
    for (const depth of DEPTHS) {
      for (const shape of ['array', 'object', 'field'] as const) {
        const reply = await send(route, nested(depth, shape));
        const described = `${route.method} ${route.path} ${shape} of depth ${depth} -> ${reply.status} ${JSON.stringify(reply.json)}`;
        if (reply.status < 400 || reply.status > 499) throw new Error(`Not a 4xx: ${described}`);
        if (typeof reply.json?.error?.code !== 'string' || typeof reply.json.error.message !== 'string') throw new Error(`Not a JSON error: ${described}`);
        if (depth > MAX_JSON_DEPTH && reply.status !== 413) expect(reply.json.error.code).toBe('invalid_body');
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('is refused at random depths and shapes past the limit on every route', () =>
    fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.integer({ min: MAX_JSON_DEPTH + 1, max: 100_000 }), fc.constantFrom('array' as const, 'object' as const, 'field' as const), async (route, depth, shape) => {
        const reply = await send(route, nested(depth, shape));
        expect(reply.status === 400 || reply.status === 413).toBe(true);
        expect(typeof reply.json?.error?.message).toBe('string');
      }),
      { numRuns: 60 },
    ));

  it('still accepts an ordinary body of modest depth', async () => {
    const reply = await send(ROUTES.find((route) => route.name === 'track-order')!, JSON.stringify({ orderNumber: '1', email: 'nobody@example.com', extra: { a: { b: { c: [1, [2, [3]]] } } } }));
    expect(reply.status).toBe(404);
  });
});

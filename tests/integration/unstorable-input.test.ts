/**
 * Input PostgreSQL cannot store or that names no record: a NUL character, half of a surrogate pair,
 * ids past what a serial column holds. Each is refused with a 4xx JSON answer and changes nothing.
 */
import { GET as getAdventure } from '@/app/api/adventures/[id]/route';
import { GET as getArticle } from '@/app/api/articles/[slug]/route';
import { GET as listArticles } from '@/app/api/articles/route';
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { GET as getProduct } from '@/app/api/products/[slug]/route';
import { GET as getVariations } from '@/app/api/products/[slug]/variations/route';
import { GET as listProducts } from '@/app/api/products/route';
import { getDb } from '@/lib/db/client';
import { cartItems, contactMessages, newsletterSubscribers, orders } from '@/lib/db/schema';
import { ADDRESS, orderBody, placeOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { productBySlug } from '../support/stock';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, proxy } from '@/proxy';
import { apiRequest, params } from '../support/api';
import { PEER_HEADER } from '@/lib/http/rate-limit';

type ErrorBody = { error: { code: string; message: string } };

const NUL = 'Mo\u0000rag';
const LONE_HIGH = 'Mo\uD800rag';
const LONE_LOW = '\uDC00Morag';
const TOO_BIG_ID = 2_147_483_648;

let client = 0;
function visitor(): Shopper & { from: Record<string, string> } {
  client += 1;
  return Object.assign(new Shopper(), { from: { [PEER_HEADER]: `198.51.100.${client}` } });
}

async function counts() {
  const db = getDb();
  const [subscribers, messages, orderRows, lines] = await Promise.all([
    db.$count(newsletterSubscribers),
    db.$count(contactMessages),
    db.$count(orders),
    db.$count(cartItems),
  ]);
  return { subscribers, messages, orderRows, lines };
}

function expectRefused(reply: { status: number; body: unknown }, status = 400) {
  expect(reply.status).toBe(status);
  expect((reply.body as ErrorBody).error.message.length).toBeGreaterThan(5);
}

describe('text PostgreSQL cannot store', () => {
  let before: Awaited<ReturnType<typeof counts>>;
  let coastersId: number;

  beforeAll(async () => {
    coastersId = (await productBySlug('stag-engraved-slate-coasters')).id;
  });
  beforeEach(async () => {
    before = await counts();
  });
  afterEach(async () => {
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a NUL character', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ])('%s in the newsletter name or e-mail, a contact message or an address gets a 400 naming the field', async (_, text) => {
    const shopper = visitor();
    const subscribe = await shopper.call<ErrorBody>(newsletter, '/api/newsletter', { method: 'POST', body: { email: 'morag@example.com', name: text }, headers: shopper.from });
    expectRefused(subscribe);
    expect(subscribe.body.error.message).toMatch(/^name/);
    expectRefused(await shopper.call(newsletter, '/api/newsletter', { method: 'POST', body: { email: `${text}@example.com` }, headers: shopper.from }));
    const message = { name: 'Morag', email: 'morag@example.com', subject: 'Hello', message: `A question about ${text} aprons.` };
    const contacted = await shopper.call<ErrorBody>(contact, '/api/contact', { method: 'POST', body: message, headers: shopper.from });
    expectRefused(contacted);
    expect(contacted.body.error.message).toMatch(/^message/);
    const order = await placeOrder(shopper, { ...orderBody([{ product_id: coastersId, quantity: 1 }]), shipping: { ...ADDRESS, city: text } });
    expectRefused(order);
    expect((order.body as unknown as ErrorBody).error.message).toMatch(/^shipping\.city/);
  });

  it('a NUL in a query string or a cart option gets a 400', async () => {
    const shopper = visitor();
    expectRefused(await shopper.call(listProducts, `/api/products?search=${encodeURIComponent(NUL)}`));
    expectRefused(await shopper.call(listArticles, `/api/articles?featured=${encodeURIComponent(NUL)}`));
    expectRefused(await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: coastersId, selectedVariations: { [NUL]: 'x' } } }));
  });
});

describe('paths and ids that name nothing', () => {
  it.each([
    ['a NUL', '\u0000'],
    ['a lone surrogate', '\uD800'],
    ['an id past the largest serial', String(TOO_BIG_ID)],
    ['an absurdly long slug', 'a'.repeat(5000)],
  ])('%s in a product, variations, story or adventure path is a 404', async (_, key) => {
    const shopper = new Shopper();
    expectRefused(await shopper.call(getProduct, '/api/products/x', { context: params({ slug: key }) }), 404);
    expectRefused(await shopper.call(getVariations, '/api/products/x/variations', { context: params({ slug: key }) }), 404);
    expectRefused(await shopper.call(getArticle, '/api/articles/x', { context: params({ slug: key }) }), 404);
    expectRefused(await shopper.call(getAdventure, '/api/adventures/x', { context: params({ id: key }) }), 404);
  });

  it('a product id past the largest serial, in the cart or an order line, is a 400 and adds nothing', async () => {
    const shopper = new Shopper();
    const before = await counts();
    const added = await shopper.call<ErrorBody>(addToCart, '/api/cart', { method: 'POST', body: { productId: TOO_BIG_ID } });
    expectRefused(added);
    expect(added.body.error.code).toBe('invalid_body');
    const order = await placeOrder(shopper, orderBody([{ product_id: TOO_BIG_ID, quantity: 1 }]));
    expectRefused(order);
    expect(await counts()).toEqual(before);
  });
});

describe('a broken %-escape in an API path', () => {
  it.each(['/api/orders/%?key=x', '/api/products/%E0%A4%A', '/api/cart/%ZZ'])('%s is a 400 JSON answer before Next tries to decode it', async (path) => {
    for (const method of ['GET', 'POST']) {
      const reply = await proxy(apiRequest(path, { method, ...(method === 'POST' ? { body: {} } : {}) }));
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ error: { code: 'invalid_path', message: expect.stringMatching(/%-escape/) } });
    }
  });

  it('lets a path with well-formed escapes through', async () => {
    expect((await proxy(apiRequest('/api/products/oak%2Dboard'))).headers.get('x-middleware-next')).toBe('1');
  });
});

describe('a broken %-escape in a page path', () => {
  const PAGES = ['/products/%E0%A4%A', '/articles/%ff', '/adventures/%ff', '/views/products/%ff/1', '/admin/orders/%ff', '/about%ff'];

  it.each(PAGES)('%s is shown the shop\'s not-found page before Next tries to decode it', async (path) => {
    const reply = await proxy(apiRequest(path));
    expect(new URL(reply.headers.get('x-middleware-rewrite')!).pathname).toBe('/views/lost-path');
  });

  it('reaches the proxy for any path with a %, and leaves other pages and API calls to Next untouched', () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const path of [...PAGES, '/products/%25ff', '/api/orders/%']) expect(matches(path)).toBe(true);
    // API calls check their own writes (lib/http/write-guard.ts): the proxy is not run for them.
    for (const path of ['/', '/products', '/products/celtic-knot-beech-chopping-board', '/articles/some-story?page=x%ff', '/_next/static/chunk.js', '/api/products', '/api/cart']) expect(matches(path)).toBe(false);
  });
});

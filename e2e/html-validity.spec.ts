/**
 * Every kind of page the shop serves, as served, passes the Nu HTML checker with no errors: the
 * route table, the listings' other views, a real order's payment and confirmation pages, the
 * not-found pages, and the back office signed in. Warnings are not counted.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { nuHtmlErrors, type ServedPage } from './nu-html-checker';
import { ROUTES } from './routes';
import { ONCE_ON_DESKTOP } from './support';

const OWNER = { email: 'owner-html-check@highland-home.example', password: 'glen affric pine 4' };
/** A product no other journey counts the stock of (26 in the catalogue): one is bought here. */
const PRODUCT = 'orkney-winter-spice-candle';
const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

/** The listings' views that are pages of their own (next.config.mjs's rewrites), and an adventure's tabs. */
const OTHER_VIEWS = [
  '/products?page=2',
  '/products?category=aprons',
  '/products?search=tartan',
  '/products?search=no-such-thing-at-all',
  '/adventures?page=2',
  '/adventures?region=Islands',
  '/collections?region=islands',
  '/adventures/old-man-of-storr?tab=details',
  '/adventures/old-man-of-storr?tab=gallery',
  '/adventures/old-man-of-storr?tab=plan',
];

const NOT_FOUND = [
  '/no-such-page',
  '/products/no-such-thing',
  '/articles/no-such-thing',
  '/adventures/no-such-thing',
  '/stripe-checkout?order_id=999999&key=not-the-key',
  '/order-success?order_id=999999&key=not-the-key',
];

const OFFICE = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/stories',
  '/admin/stories/new',
  '/admin/stories/reading-the-sett-how-tartan-is-woven',
  '/admin/adventures',
  '/admin/adventures/new',
  '/admin/adventures/old-man-of-storr',
  '/admin/messages',
  '/admin/subscribers',
  '/admin/outbox',
  '/admin/audit',
  '/admin/no-such-section',
];

/** The page's HTML as the shop sends it, checked to be a page (200, or 404 for the not-found ones). */
async function served(request: APIRequestContext, address: string, status = 200): Promise<ServedPage> {
  const response = await request.get(address, { maxRedirects: 0 });
  expect(response.status(), address).toBe(status);
  expect(response.headers()['content-type'], address).toMatch(/^text\/html/);
  return { address, html: await response.text() };
}

/**
 * A real order placed through the API as the checkout pages place it: its payment page while it
 * waits for payment (paid, that address moves on to the confirmation), then its confirmation, paid.
 */
async function orderPages(request: APIRequestContext, productId: number): Promise<{ id: number; pages: ServedPage[] }> {
  const address = { first_name: 'Eilidh', last_name: 'Munro', email: `html-check.${Date.now()}@example.com`, phone: '', address_1: '7 Ness Walk', address_2: '', city: 'Inverness', postcode: 'IV3 5NE', country: 'GB', state: '' };
  const created = await request.post('/api/create-order', { data: { shipping: address, billing: address, line_items: [{ product_id: productId, quantity: 1 }], payment_method: 'woocommerce_payments' } });
  expect(created.status()).toBe(201);
  const order = await created.json();
  const query = `order_id=${order.id}&key=${order.order_key}`;
  const payment = await served(request, `/stripe-checkout?${query}`);
  const intent = await (await request.post('/api/create-payment-intent', { data: { orderId: String(order.id), orderKey: order.order_key } })).json();
  const paid = await (await request.post('/api/test-payments/confirm', { data: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', expiry: FUTURE, cvc: '123' } } })).json();
  expect(paid.status).toBe('succeeded');
  const confirmation = await served(request, `/order-success?${query}&payment_intent=${intent.id}`);
  return { id: order.id, pages: [payment, confirmation] };
}

// The HTML is the same on any screen; once, on desktop, also keeps the owner's account to one worker.
test.skip(({ isMobile }) => isMobile, ONCE_ON_DESKTOP);

test.beforeAll(() => {
  // The shop is running (Playwright started it): the command finds its database and adds the owner there.
  execFileSync('npm', ['run', '--silent', 'owner', '--', 'add', OWNER.email, '--replace'], {
    env: { ...process.env, OWNER_PASSWORD: OWNER.password, HIGHLAND_DATA_DIR: '.data/e2e-postgres', DATABASE_URL: '' },
    stdio: 'pipe',
  });
});

test('every page the shop serves passes the Nu HTML checker with no errors', async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  // A visitor of its own behind the journeys' proxy (e2e/support.ts actAsNewVisitor), with the
  // same-origin header the shop's own pages send on every change.
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL!, 'x-forwarded-for': `198.51.100.${(process.pid % 200) + 1}, 203.0.113.251` },
  });
  try {
    const product = await (await request.get(`/api/products/${PRODUCT}`)).json();
    const order = await orderPages(request, product.id);
    const pages: ServedPage[] = [...order.pages];
    // The cart and checkout pages with a line in the cart, as a shopper reaches them.
    expect((await request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(201);
    for (const address of [...ROUTES, ...OTHER_VIEWS, '/admin/login']) pages.push(await served(request, address));
    for (const address of NOT_FOUND) pages.push(await served(request, address, 404));

    const signedIn = await request.post('/api/admin/session', { data: OWNER });
    expect(signedIn.status()).toBe(200);
    const contact = { name: 'Eilidh Munro', email: 'eilidh@example.com', subject: 'Engraving', message: 'Could you engrave a name on the chopping board?' };
    expect((await request.post('/api/contact', { data: contact })).status()).toBe(201);
    const { messages } = await (await request.get('/api/admin/messages')).json();
    const office = [...OFFICE, `/admin/orders/${order.id}`, `/admin/products/${product.id}`, `/admin/messages/${messages[0].id}`];
    for (const address of office) pages.push(await served(request, address, address.endsWith('no-such-section') ? 404 : 200));

    expect(await nuHtmlErrors(pages)).toEqual({});
  } finally {
    await request.dispose();
  }
});

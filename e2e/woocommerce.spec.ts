/**
 * The shop on a real WooCommerce store (playwright.woocommerce.config.ts): a shopper buys a
 * variation end to end and the order is in WooCommerce, processing, with its total, its line and
 * the stock taken; a price changed in WooCommerce shows on the product page and in the listing,
 * carried by the store's own webhook, while an unrelated page stays cached; a product hidden there
 * leaves the shop and comes back (the times are printed: the target is 5 s). The store delivers
 * webhooks from its queue, which scripts/e2e-woocommerce.ts runs every second while these run.
 */
import { execSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeClient } from '@/lib/commerce/woocommerce/client';
import { registerWebhooks } from '@/lib/commerce/woocommerce/register-webhooks';
import { wooCommerceSettings, type WooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { formatPounds, penceToDecimal } from '@/lib/domain/money';
import { expectAccessible } from './axe';
import { cartBadge, fillShipping, openPage, payWithCard, pence } from './support';

const configured = wooCommerceSettings(process.env);
const settings = (configured as { settings: WooCommerceSettings }).settings;
const store = () => storeClient(settings);

const BOARD = 'loch-lomond-sunset-glass-chopping-board';
const SMALL = 'small (30cm x 20cm)';
const SCARF = 'macleod-tartan-lambswool-scarf';
/**
 * Long enough for a slow machine; without the webhook the page would wait for its revalidate time.
 * The figure is printed (the target is 5 s), never asserted: machines differ in speed.
 */
const FRESHNESS_WAIT_MS = 20_000;

interface StoreProduct {
  id: number;
  regular_price: string;
  stock_quantity: number | null;
}
interface StoreVariation extends StoreProduct {
  attributes: { option: string }[];
}

async function productBySlug(slug: string): Promise<StoreProduct> {
  const { data } = await store().get<StoreProduct[]>('products', { slug });
  return data[0]!;
}

test.beforeAll(async ({ baseURL }) => {
  await registerWebhooks(store(), baseURL!, settings.webhookSecret);
});

test('a variation bought end to end is processing in WooCommerce, with its total and line, and its stock taken', async ({ page, request }) => {
  const board = await productBySlug(BOARD);
  const { data: variations } = await store().get<StoreVariation[]>(`products/${board.id}/variations`, { per_page: 100 });
  const small = variations.find((variation) => variation.attributes[0]?.option === SMALL)!;
  await store().put(`products/${board.id}/variations/${small.id}`, { stock_quantity: 20 });

  await openPage(page, `/products/${BOARD}`);
  // Its pictures are the store's media, resized by the shop's own image pipeline.
  const picture = new URL((await page.getByRole('main').locator('img').first().getAttribute('src'))!, page.url());
  expect(picture.pathname).toBe('/_next/image');
  expect(picture.searchParams.get('url')).toMatch(new RegExp(`^${settings.url}/wp-content/uploads/`));
  const resized = await request.get(picture.pathname + picture.search);
  expect(resized.status()).toBe(200);
  expect(resized.headers()['content-type']).toMatch(/^image\//);
  await page.getByText(SMALL, { exact: true }).click();
  const price = pence(await page.getByTestId('product-price').textContent());
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Item has been added to your Highland cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await openPage(page, '/checkout');
  await fillShipping(page, 'GB', 'Morag');
  await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/stripe-checkout\?order_id=\d+&key=wc_order_\w+$/, { timeout: 15_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const total = await page.getByTestId('payment-total').textContent();
  expect(pence(total)).toBe(price);
  await expectAccessible(page);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByTestId('confirmation-status')).toHaveText('Processing', { timeout: 15_000 });
  await expect(page.getByTestId('confirmation-total')).toHaveText(total!);
  await expect(cartBadge(page)).toHaveText('0');
  await expectAccessible(page);

  const { data: order } = await store().get<{ status: string; total: string; transaction_id: string; line_items: { product_id: number; variation_id: number; quantity: number; total: string }[] }>(`orders/${orderId}`);
  expect(order).toMatchObject({ status: 'processing', total: penceToDecimal(price), transaction_id: expect.stringMatching(/^pi_test_/) });
  expect(order.line_items).toEqual([expect.objectContaining({ product_id: board.id, variation_id: small.id, quantity: 1, total: penceToDecimal(price) })]);
  const { data: after } = await store().get<StoreVariation>(`products/${board.id}/variations/${small.id}`);
  expect(after.stock_quantity).toBe(19);
});

async function cacheStatus(request: APIRequestContext, path: string): Promise<string | undefined> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.headers()['x-nextjs-cache'];
}

/** A product page in another category that does not show `slug` among its related products. */
async function unrelatedTo(request: APIRequestContext, slug: string): Promise<string> {
  const product = await (await request.get(`/api/products/${slug}`)).json();
  const others = await (await request.get('/api/products?per_page=100')).json();
  for (const candidate of others.filter((other: { categorySlug: string }) => other.categorySlug !== product.categorySlug)) {
    const path = `/products/${candidate.slug}`;
    if (!(await (await request.get(path)).text()).includes(`/products/${slug}"`)) return path;
  }
  throw new Error(`No page unrelated to ${slug}`);
}

/** Reloads `path` until `shows` says it shows the change; answers how long after `since` that was. */
async function seenAfter(page: Page, path: string, since: number, shows: () => Promise<boolean>): Promise<number> {
  let after = Infinity;
  await expect
    .poll(
      async () => {
        await page.goto(path);
        const shown = await shows();
        if (shown && after === Infinity) after = performance.now() - since;
        return shown;
      },
      { timeout: FRESHNESS_WAIT_MS, intervals: [250] },
    )
    .toBe(true);
  return after;
}

/** The journeys that wait for a webhook need the store's queue run on demand (scripts/e2e-woocommerce.ts). */
const WEBHOOKS_DELIVERED = 'the store delivers webhooks only when its queue runs: set WOOCOMMERCE_TEST_STORE_QUEUE';

test('a price changed in WooCommerce shows on its page and in the listing, carried by its webhook; an unrelated page stays cached', async ({ page, request }) => {
  test.skip(!process.env.WOOCOMMERCE_TEST_STORE_QUEUE, WEBHOOKS_DELIVERED);
  const scarf = await productBySlug(SCARF);
  const newPence = (Number(scarf.regular_price.replace('.', '')) % 1000) + 2001;
  const unrelated = await unrelatedTo(request, SCARF);
  await expect.poll(() => cacheStatus(request, unrelated), { timeout: 10_000 }).toBe('HIT');
  try {
    const changed = performance.now();
    await store().put(`products/${scarf.id}`, { regular_price: penceToDecimal(newPence), sale_price: '' });
    const onPage = await seenAfter(page, `/products/${SCARF}`, changed, async () => pence(await page.getByTestId('product-price').textContent()) === newPence);
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="/products/${SCARF}"]`) });
    const inListing = await seenAfter(page, '/products', changed, async () => (await card.first().textContent())!.includes(formatPounds(newPence)));
    console.log(`WooCommerce freshness: a price changed through the store's REST API showed on the product page after ${onPage.toFixed(0)} ms and in the listing after ${inListing.toFixed(0)} ms (target 5,000 ms)`);
    expect(await cacheStatus(request, unrelated)).toBe('HIT');
  } finally {
    await store().put(`products/${scarf.id}`, { regular_price: scarf.regular_price });
  }
});

test('a product hidden in WooCommerce leaves its page and the listing, and comes back when shown again', async ({ page, request }) => {
  test.skip(!process.env.WOOCOMMERCE_TEST_STORE_QUEUE, WEBHOOKS_DELIVERED);
  const scarf = await productBySlug(SCARF);
  const listed = async () => (await page.locator(`main a[href="/products/${SCARF}"]`).count()) > 0;
  try {
    const hidden = performance.now();
    await store().put(`products/${scarf.id}`, { catalog_visibility: 'hidden' });
    const gone = await seenAfter(page, '/products', hidden, async () => !(await listed()));
    await expect.poll(async () => (await request.get(`/products/${SCARF}`)).status(), { timeout: FRESHNESS_WAIT_MS }).toBe(404);
    console.log(`WooCommerce freshness: a product hidden in the store left the listing after ${gone.toFixed(0)} ms`);
  } finally {
    await store().put(`products/${scarf.id}`, { catalog_visibility: 'visible' });
  }
  await seenAfter(page, '/products', performance.now(), listed);
  expect((await request.get(`/products/${SCARF}`)).status()).toBe(200);
});

/** Stopping the store needs the commands that stop and start it (.ci/run sets them for its test store). */
const STORE_STOPPED = 'the store is stopped and started by WOOCOMMERCE_TEST_STORE_STOP and _START: set both';

test('with the store stopped after an order, its product page and listing show their last good copy, and its confirmation says 503 with Retry-After', async ({ request, baseURL }) => {
  const stop = process.env.WOOCOMMERCE_TEST_STORE_STOP;
  const start = process.env.WOOCOMMERCE_TEST_STORE_START;
  test.skip(!stop || !start, STORE_STOPPED);
  const board = await productBySlug(BOARD);
  const name = 'Loch Lomond Sunset Glass Chopping Board';
  // The listing that shows it: its category's.
  const listing = `/products?category=${(await (await request.get(`/api/products/${BOARD}`)).json()).categorySlug}`;
  expect((await request.get(`/products/${BOARD}`)).status()).toBe(200);
  expect(await (await request.get(listing)).text()).toContain(name);
  const { data: variations } = await store().get<StoreVariation[]>(`products/${board.id}/variations`, { per_page: 100 });
  const small = variations.find((variation) => variation.attributes[0]?.option === SMALL)!;
  await store().put(`products/${board.id}/variations/${small.id}`, { stock_quantity: 20 });
  const headers = { Origin: baseURL! };
  const added = await request.post('/api/cart', { headers, data: { productId: board.id, quantity: 1, selectedVariations: { Size: SMALL } } });
  expect(added.status()).toBe(201);
  const address = { first_name: 'Morag', last_name: 'Fraser', email: 'morag@example.com', phone: '', address_1: '1 Castle Street', address_2: '', city: 'Inverness', state: '', postcode: 'IV2 3EA', country: 'GB' };
  const placed = await request.post('/api/create-order', {
    headers,
    data: { shipping: address, billing: address, line_items: [{ product_id: board.id, quantity: 1, meta_data: [{ key: 'Size', value: SMALL }] }], payment_method: 'woocommerce_payments' },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; order_key: string };
  const confirmation = `/order-success?order_id=${order.id}&key=${order.order_key}`;

  execSync(stop!, { stdio: 'ignore' });
  try {
    const answers: string[] = [];
    const answer = async (path: string) => {
      const started = performance.now();
      const response = await request.get(path, { timeout: 30_000 });
      const body = await response.text();
      answers.push(`${path} ${response.status()} in ${(performance.now() - started).toFixed(0)} ms`);
      return { status: response.status(), retryAfter: response.headers()['retry-after'], body };
    };
    for (const path of [`/products/${BOARD}`, listing]) {
      const shown = await answer(path);
      expect(shown.status).toBe(200);
      expect(shown.body).toContain(name);
    }
    const unavailable = await answer(confirmation);
    expect(unavailable.status).toBe(503);
    expect(unavailable.retryAfter).toMatch(/^\d+$/);
    expect(unavailable.body).toContain('temporarily unavailable');
    console.log(`WooCommerce store stopped: ${answers.join('; ')} (target: within 5,000 ms)`);
  } finally {
    execSync(start!, { stdio: 'ignore' });
  }
  await expect.poll(async () => (await request.get(confirmation)).status(), { timeout: 30_000 }).toBe(200);
});

/**
 * The storefront's reads while the WooCommerce store is stopped (issue 39), against a real WordPress
 * + WooCommerce named by the WOOCOMMERCE_* settings, stopped and started again by
 * WOOCOMMERCE_TEST_STORE_STOP and _START (.ci/run sets them for its test store): a product an order
 * has just changed is still shown from the last good copy of the catalogue, an order page is told
 * the store is unavailable (the proxy answers it 503), and once the store is back the pages drawn
 * from the stand-in copy are refreshed. The pages themselves are checked end to end in
 * e2e/woocommerce.spec.ts. Without a store, or without the commands, Jest reports these skipped.
 */
import { execSync } from 'node:child_process';
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as createOrder } from '@/app/api/create-order/route';
import { tagExpiredAt } from '@/lib/cache/expire-tags';
import { orderHolding } from '@/lib/checkout/order-holder';
import { commerce } from '@/lib/commerce';
import { STORE_RETRY_AFTER_SECONDS } from '@/lib/commerce/store-errors';
import { storeClient } from '@/lib/commerce/woocommerce/client';
import { wooCommerceSettings, type WooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { productTag } from '@/lib/domain/cache-tags';
import { orderBody, type CreatedOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { stockTestProduct } from '../support/woocommerce-contract-store';

jest.setTimeout(180_000);

const configured = wooCommerceSettings(process.env);
const STORE_STOP = process.env.WOOCOMMERCE_TEST_STORE_STOP;
const STORE_START = process.env.WOOCOMMERCE_TEST_STORE_START;
const describeStopped = configured.ok && STORE_STOP && STORE_START ? describe : describe.skip;

/** Whether `tag` is expired after `time` within half a minute (the snapshot tries the store every few seconds). */
async function refreshedSince(tag: string, time: number): Promise<boolean> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (tagExpiredAt(tag) >= time) return true;
  }
  return false;
}

describeStopped('the storefront while the WooCommerce store is stopped', () => {
  const settings = (configured as { settings: WooCommerceSettings }).settings;

  beforeAll(() => {
    process.env.COMMERCE_BACKEND = 'woocommerce';
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
  });

  it('shows a product just ordered from the last good copy, says its order is unavailable, and refreshes the product once the store is back', async () => {
    const slug = 'outage-heather-lamp';
    const lamp = await stockTestProduct(storeClient(settings), slug, 10);
    expect(await commerce().getProduct(slug)).toMatchObject({ id: lamp, stockQuantity: 10 });

    const shopper = new Shopper();
    expect((await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: lamp, quantity: 1 } })).status).toBe(201);
    // The order expires the product's tag: its page must be drawn again, from a store that is about to stop.
    const placed = await shopper.call<CreatedOrder>(createOrder, '/api/create-order', { method: 'POST', body: orderBody([{ product_id: lamp, quantity: 1 }]) });
    expect(placed.status).toBe(201);

    execSync(STORE_STOP!, { stdio: 'ignore' });
    try {
      expect(await commerce().getProduct(slug)).toMatchObject({ id: lamp, name: 'Outage Heather Lamp' });
      expect((await commerce().listProducts({ page: 1, perPage: 100, sort: 'featured' })).products.map((product) => product.id)).toContain(lamp);
      expect(await orderHolding({ id: placed.body.id, key: placed.body.order_key })).toEqual({ kind: 'unavailable', retryAfterSeconds: STORE_RETRY_AFTER_SECONDS });
    } finally {
      execSync(STORE_START!, { stdio: 'ignore' });
    }
    const back = Date.now();

    // Back: what was drawn from the stand-in copy is drawn again, showing the order's stock.
    expect(await refreshedSince(productTag(lamp), back)).toBe(true);
    expect(await commerce().getProduct(slug)).toMatchObject({ id: lamp, stockQuantity: 9 });
    expect(await orderHolding({ id: placed.body.id, key: placed.body.order_key })).toMatchObject({ kind: 'held' });
  });
});

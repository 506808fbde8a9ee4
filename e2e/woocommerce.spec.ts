/**
 * The shop on a real WooCommerce store (playwright.woocommerce.config.ts): a shopper buys a
 * variation end to end and the order is in WooCommerce, processing, with its total, its line and
 * the stock taken; and a price changed in WooCommerce shows on the product page, carried by the
 * store's own webhook (the time it took is printed: the target is 5 s). The store's queue (which delivers webhooks) must be running: .ci/run
 * runs it every second for its test store.
 */
import { expect, test } from '@playwright/test';
import { storeClient } from '@/lib/commerce/woocommerce/client';
import { registerWebhooks } from '@/lib/commerce/woocommerce/register-webhooks';
import { wooCommerceSettings, type WooCommerceSettings } from '@/lib/commerce/woocommerce/settings';
import { penceToDecimal } from '@/lib/domain/money';
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

test('a variation bought end to end is processing in WooCommerce, with its total and line, and its stock taken', async ({ page }) => {
  const board = await productBySlug(BOARD);
  const { data: variations } = await store().get<StoreVariation[]>(`products/${board.id}/variations`, { per_page: 100 });
  const small = variations.find((variation) => variation.attributes[0]?.option === SMALL)!;
  await store().put(`products/${board.id}/variations/${small.id}`, { stock_quantity: 20 });

  await openPage(page, `/products/${BOARD}`);
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

test('a price changed in WooCommerce shows on the product page, carried by its webhook', async ({ page }) => {
  const scarf = await productBySlug(SCARF);
  const newPence = (Number(scarf.regular_price.replace('.', '')) % 1000) + 2001;
  await openPage(page, `/products/${SCARF}`);
  try {
    const changed = performance.now();
    await store().put(`products/${scarf.id}`, { regular_price: penceToDecimal(newPence), sale_price: '' });
    let seenAfter = Infinity;
    await expect
      .poll(
        async () => {
          await page.reload();
          const shown = pence(await page.getByTestId('product-price').textContent());
          if (shown === newPence) seenAfter = performance.now() - changed;
          return shown;
        },
        { timeout: FRESHNESS_WAIT_MS, intervals: [250] },
      )
      .toBe(newPence);
    console.log(`WooCommerce freshness: the new price showed on the product page ${seenAfter.toFixed(0)} ms after the store's REST update (target 5,000 ms)`);
  } finally {
    await store().put(`products/${scarf.id}`, { regular_price: scarf.regular_price });
  }
});

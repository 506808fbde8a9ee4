/**
 * A coupon made in WooCommerce, used in the shop (issue 41, playwright.woocommerce.config.ts): the
 * owner makes it in WooCommerce (here through its REST API, a code of this run's own), the shopper
 * enters it in the cart, pays the discounted total, and WooCommerce's order carries the coupon and
 * counts its use.
 */
import { expect, test } from '@playwright/test';
import { storeClient } from '@/lib/commerce/woocommerce/client';
import { wooCommerceSettings, type WooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { formatPounds, penceToDecimal } from '@/lib/domain/money';
import { expectAccessible } from './axe';
import { cartBadge, fillShipping, openPage, payWithCard, pence } from './support';

const configured = wooCommerceSettings(process.env);
const settings = (configured as { settings: WooCommerceSettings }).settings;
const store = () => storeClient(settings);

/** This journey's own product: no other journey buys it. */
const MUG = 'thistle-stoneware-mug';
const OFF_PENCE = 500;

test('a coupon made in WooCommerce takes its amount off the order the shopper pays, and WooCommerce’s order carries it', async ({ page }) => {
  const { data: found } = await store().get<{ id: number; price: string }[]>('products', { slug: MUG });
  const mug = found[0]!;
  await store().put(`products/${mug.id}`, { stock_quantity: 20 });
  const code = `MUGS-${Date.now().toString(36).toUpperCase()}`;
  const coupon = await store().post<{ id: number }>('coupons', { code: code.toLowerCase(), discount_type: 'fixed_cart', amount: penceToDecimal(OFF_PENCE) });
  const price = pence(mug.price);

  await openPage(page, `/products/${MUG}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Item has been added to your Highland cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  // Entered in the cart's code field in the shopper's own case: WooCommerce decides it applies.
  await openPage(page, '/cart');
  await page.getByLabel('Enter a code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('discount-current')).toContainText(`${code}: ${formatPounds(OFF_PENCE)} off`);
  await expect(page.getByTestId('summary-discount')).toHaveText(`\u2212${formatPounds(OFF_PENCE)}`);
  await expect.poll(async () => pence(await page.getByTestId('summary-total').textContent())).toBe(price - OFF_PENCE);
  await expectAccessible(page);

  await openPage(page, '/checkout');
  await fillShipping(page, 'GB', 'Morag');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/stripe-checkout\?order_id=\d+&key=wc_order_\w+$/, { timeout: 15_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  const total = await page.getByTestId('payment-total').textContent();
  // UK delivery is free: the shopper pays the goods less the coupon.
  expect(pence(total)).toBe(price - OFF_PENCE);
  await expectAccessible(page);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByTestId('confirmation-status')).toHaveText('Processing', { timeout: 15_000 });
  await expect(page.getByTestId('confirmation-total')).toHaveText(total!);
  await expectAccessible(page);

  const { data: order } = await store().get<{ status: string; total: string; discount_total: string; coupon_lines: { code: string; discount: string }[] }>(`orders/${orderId}`);
  expect(order).toMatchObject({ status: 'processing', total: penceToDecimal(price - OFF_PENCE), discount_total: penceToDecimal(OFF_PENCE) });
  expect(order.coupon_lines).toEqual([expect.objectContaining({ code: code.toLowerCase() })]);
  const { data: counted } = await store().get<{ usage_count: number }>(`coupons/${coupon.id}`);
  expect(counted.usage_count).toBe(1);
});

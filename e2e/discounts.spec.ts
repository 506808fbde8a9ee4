/**
 * Discount codes as a shopper meets them (issue 41): a marketer's link with a code, the discount in
 * the cart and at checkout, the card charged the discounted total; a free-shipping code to France;
 * and an expired code refused with its reason on a phone with JavaScript off.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessibleWithoutScripts } from './axe';
import { createCode, followShareLink, journeyCode } from './discounts';
import { fillShipping, openPage, payWithCard, pence } from './support';

// This file owns the stock of the Loch Awe apron (14) and the gardening apron (21): one or two a journey.
const LOCH_AWE = '/products/loch-awe-waxed-cotton-apron';
const GARDENING = '/products/stag-canvas-gardening-apron';
const PAYMENT_PAGE = /\/stripe-checkout\?order_id=\d+&key=hh_order_[\w-]+$/;

async function addFromProductPage(page: Page, path: string, quantity = 1): Promise<number> {
  await openPage(page, path);
  const price = pence(await page.getByTestId('product-price').textContent());
  for (let more = 1; more < quantity; more += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Item has been added to your Highland cart')).toBeVisible();
  return price;
}

async function payAndConfirm(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 15_000 });
  await expect(page).toHaveTitle('Secure Payment | Highland Home');
  const total = (await page.getByTestId('payment-total').textContent())!;
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/order-success\?order_id=\d+&key=hh_order_[\w-]+&payment_intent=pi_test_\w+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return total;
}

test.describe('a code from a share link', () => {
  test('10% off: the cart and checkout show the code and the discount, and the shopper pays the discounted total', async ({ page }, testInfo) => {
    const code = journeyCode('STORY10', testInfo.project.name);
    await createCode(code, { kind: 'percent', percentHundredths: 1000 });
    const price = await addFromProductPage(page, LOCH_AWE);
    const discount = Math.floor(price / 10);

    await followShareLink(page, '/cart', code);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    await expect(page.getByTestId('summary-discount')).toHaveText(`\u2212£${(discount / 100).toFixed(2)}`);
    await expect.poll(async () => pence(await page.getByTestId('summary-total').textContent())).toBe(price - discount);
    await expect(page.getByTestId('discount-current')).toContainText(`${code}: 10% off`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Secure Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillShipping(page, 'GB', 'Isla');
    await expect(page.getByTestId('summary-discount')).toHaveText(`\u2212£${(discount / 100).toFixed(2)}`);
    await expect.poll(async () => pence(await page.getByTestId('summary-total').textContent())).toBe(price - discount);
    await expectAccessible(page);

    const paid = await payAndConfirm(page);
    expect(pence(paid)).toBe(price - discount);
    await expect(page.getByTestId('confirmation-total')).toHaveText(paid);
    await expect(page.getByTestId('confirmation-discount')).toHaveText(`Discount (${code})\u2212£${(discount / 100).toFixed(2)}`);
    await expectAccessible(page);
  });

  test('free shipping to France: shipping shows Free with the code, and the total is the subtotal', async ({ page }, testInfo) => {
    const code = journeyCode('FREESHIP', testInfo.project.name);
    await createCode(code, { kind: 'free_shipping' });
    const price = await addFromProductPage(page, GARDENING, 2);

    await followShareLink(page, '/cart', code);
    await expect(page.getByTestId('summary-shipping')).toHaveText(`Free (${code})`);
    await expect.poll(async () => pence(await page.getByTestId('summary-total').textContent())).toBe(2 * price);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Secure Checkout' }).click();
    await fillShipping(page, 'FR', 'Amelie');
    await expect(page.getByTestId('summary-shipping')).toHaveText(`Free (${code})`);
    await expect.poll(async () => pence(await page.getByTestId('summary-total').textContent())).toBe(2 * price);
    await expect(page.getByText(`Delivery to France is free with code ${code}`)).toBeVisible();
    await expectAccessible(page);

    const paid = await payAndConfirm(page);
    expect(pence(paid)).toBe(2 * price);
    await expect(page.getByTestId('confirmation-total')).toHaveText(paid);
    await expect(page.getByTestId('confirmation-shipping')).toContainText(`Shipping Free (${code})`);
    await expectAccessible(page);
  });
});

test.describe('on a phone with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('an expired code is refused with its reason through the cart’s plain form, and a good one applied', async ({ page }, testInfo) => {
    const expired = journeyCode('OVER', testInfo.project.name);
    const good = journeyCode('TARTAN5', testInfo.project.name);
    await createCode(expired, { kind: 'percent', percentHundredths: 1000, endsAt: new Date(Date.now() - 60 * 60 * 1000) });
    await createCode(good, { kind: 'amount', amountPence: 500 });
    // Without scripts the product page cannot add to the cart: the cart API is called as its button would.
    const product = await (await page.request.get('/api/products/loch-awe-waxed-cotton-apron')).json();
    expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(201);

    expect((await page.goto('/cart'))?.status()).toBe(200);
    const field = page.getByRole('textbox', { name: 'Enter a code' });
    await field.fill(expired.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart\\?discount=expired&refused=${expired}$`));
    await expect(page.getByRole('status').filter({ hasText: 'This code has expired' })).toBeVisible();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessibleWithoutScripts(page);

    await page.getByRole('textbox', { name: 'Enter a code' }).fill(good);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/cart\?discount=applied$/);
    await expect(page.getByRole('status').filter({ hasText: `Code ${good} applied` })).toBeVisible();
    await expect(page.getByTestId('discount-current')).toHaveText(`${good}: £5.00 off (\u2212£5.00)`);
    await page.getByRole('button', { name: `Remove code ${good}` }).click();
    await expect(page).toHaveURL(/\/cart\?discount=removed$/);
    await expect(page.getByTestId('discount-current')).toBeHidden();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { cartBadge, chooseInOptionsDialog, fillShipping, openPage, payWithCard, pence } from './support';

const SHIRT = 'Munro Bagger T-Shirt';
const BOARD = '/products/thistle-engraved-oak-chopping-board';
// 12 large boards in stock: enough for both screen sizes and a retry.
const COW_BOARD = '/products/highland-cow-oak-chopping-board';
const LARGE = 'large (60cm x 40cm)';
/** The payment page names its order and the order's key: it works in any tab, and after a reload. */
const PAYMENT_PAGE = /\/stripe-checkout\?order_id=\d+&key=hh_order_[\w-]+$/;

async function addShirtInMediumFromCatalogue(page: Page) {
  await openPage(page, '/products?category=t-shirts-2');
  await page.getByRole('button', { name: `Select Options: ${SHIRT}` }).click();
  await chooseInOptionsDialog(page, SHIRT, 'Size', 'm');
  await page.getByRole('dialog', { name: SHIRT }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item has been added to your Highland cart')).toBeVisible();
}

async function addLargeBoardFromProductPage(page: Page, path: string, quantity = 1) {
  await openPage(page, path);
  await page.getByText(LARGE, { exact: true }).click();
  for (let more = 1; more < quantity; more += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('Item has been added to your Highland cart')).toBeVisible();
}

async function checkout(page: Page, country: 'GB' | 'FR', who: string) {
  await expect(page).toHaveURL(/\/checkout$/);
  await fillShipping(page, country, who);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 15_000 });
  await expect(page.getByText('Test mode — no real payment is taken')).toBeVisible();
  // A client-side navigation's title comes with its streamed metadata, which may land after the
  // page's content: the accessibility scan that follows must see the page it names.
  await expect(page).toHaveTitle('Secure Payment | Highland Home');
}

async function expectConfirmation(page: Page, total: string) {
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/order-success\?order_id=\d+&key=hh_order_[\w-]+&payment_intent=pi_test_\w+$/, { timeout: 15_000 });
  await expect(page.getByTestId('confirmation-status')).toHaveText('Processing');
  await expect(page.getByTestId('confirmation-payment-id')).toHaveText(/^pi_test_\w{12}…$/);
  await expect(page.getByTestId('confirmation-total')).toHaveText(total);
  await expect(page.getByRole('heading', { name: 'What you ordered' })).toBeVisible();
}

/**
 * Paying, declines, authentication and the payment link behave the same on any screen: the first
 * journey buys on a phone too, the others run once, on desktop, keeping npm test short.
 */
const SAME_ON_ANY_SCREEN = 'the same payment flow on any screen: once, on desktop';

test.describe('buying from the shop', () => {
  test('a t-shirt in m and a large board, quantities changed in the panel, shipped free to the UK and paid with 4242', async ({ page }) => {
    const variations = await (await page.request.get('/api/products/munro-bagger-t-shirt/variations')).json();
    const shirtPence = pence(variations.find((v: { attributes: { option: string }[] }) => v.attributes[0]!.option === 'm').price);

    await addShirtInMediumFromCatalogue(page);
    await expect(cartBadge(page)).toHaveText('1');
    await addLargeBoardFromProductPage(page, BOARD);
    await expect(cartBadge(page)).toHaveText('2');
    const boardPence = pence(await page.getByTestId('product-price').textContent());

    await page.getByRole('button', { name: /^Open cart/ }).click();
    const panel = page.getByRole('dialog', { name: 'Your Highland Cart' });
    await panel.getByRole('button', { name: `One more ${SHIRT}` }).click();
    await expect(panel.getByRole('group', { name: `Quantity of ${SHIRT}` })).toContainText('2');
    await expect.poll(async () => pence(await panel.getByTestId('cart-subtotal').textContent())).toBe(2 * shirtPence + boardPence);
    await expect(panel.getByText('3 items in your cart')).toBeVisible();
    await panel.getByRole('button', { name: `One fewer ${SHIRT}` }).click();
    await expect(panel.getByRole('group', { name: `Quantity of ${SHIRT}` })).toContainText('1');
    await expect.poll(async () => pence(await panel.getByTestId('cart-subtotal').textContent())).toBe(shirtPence + boardPence);
    await expectAccessible(page);

    await panel.getByRole('link', { name: 'Secure Checkout' }).click();
    await expect(page.getByTestId('summary-shipping')).toHaveText('Free');
    await expect.poll(async () => pence(await page.getByTestId('summary-total').textContent())).toBe(shirtPence + boardPence);
    await expectAccessible(page);
    await checkout(page, 'GB', 'Morag');

    const total = await page.getByTestId('payment-total').textContent();
    expect(pence(total)).toBe(shirtPence + boardPence);
    await expect(page.getByTestId('payment-order-number')).toHaveText(/^#\d+$/);
    await expectAccessible(page);
    await payWithCard(page, '4242 4242 4242 4242');
    await expectConfirmation(page, total!);
    await expect(cartBadge(page)).toHaveText('0');
    await expectAccessible(page);
  });

  test('two boards to France pay £4.99 + £3.99 each for shipping; a declined card, then another that works', async ({ isMobile, page }) => {
    test.skip(isMobile, SAME_ON_ANY_SCREEN);
    await addLargeBoardFromProductPage(page, COW_BOARD, 2);
    const boardPence = pence(await page.getByTestId('product-price').textContent());
    await openPage(page, '/cart');
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByText(/30-day satisfaction guarantee/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Secure Checkout' }).click();

    await fillShipping(page, 'FR', 'Amelie');
    await expect(page.getByTestId('summary-shipping')).toHaveText('£12.97');
    await expect.poll(async () => pence(await page.getByTestId('summary-total').textContent())).toBe(2 * boardPence + 499 + 2 * 399);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(PAYMENT_PAGE, { timeout: 15_000 });
    const total = await page.getByTestId('payment-total').textContent();
    expect(pence(total)).toBe(2 * boardPence + 1297);

    await payWithCard(page, '4000 0000 0000 0002');
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(PAYMENT_PAGE);
    await payWithCard(page, '4242 4242 4242 4242');
    await expectConfirmation(page, total!);
  });

  test('a payment that asks for authentication: failed once, then approved', async ({ isMobile, page }) => {
    test.skip(isMobile, SAME_ON_ANY_SCREEN);
    await openPage(page, '/products/thistle-enamel-keyring');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(page.getByText('Item has been added to your Highland cart')).toBeVisible();
    await openPage(page, '/checkout');
    await checkout(page, 'GB', 'Hamish');
    const total = await page.getByTestId('payment-total').textContent();

    await payWithCard(page, '4000 0025 0000 3155');
    const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(challenge).toBeVisible();
    await expectAccessible(page);
    await challenge.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText(/unable to authenticate your payment method/)).toBeVisible();
    await expect(challenge).toBeHidden();

    await payWithCard(page, '4000 0025 0000 3155');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmation(page, total!);
  });

  test('the payment page opens from its link in a new tab, and an unpaid order is never confirmed', async ({ isMobile, page, context }) => {
    test.skip(isMobile, SAME_ON_ANY_SCREEN);
    await openPage(page, '/products/thistle-stoneware-mug');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(cartBadge(page)).toHaveText('1');
    await openPage(page, '/checkout');
    await checkout(page, 'GB', 'Catriona');
    const number = await page.getByTestId('payment-order-number').textContent();
    const total = await page.getByTestId('payment-total').textContent();
    const paymentLink = new URL(page.url());

    // Not paid yet: the confirmation says so, and offers the way to pay, rather than thanking anyone.
    const unpaid = new URL('/order-success', paymentLink);
    unpaid.search = paymentLink.search;
    expect((await openPage(page, unpaid.pathname + unpaid.search))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Payment Not Received Yet' })).toBeVisible();
    await expect(page.getByText('Thank you for your order!')).toBeHidden();
    await expectAccessible(page);

    // The same link in a fresh tab shows the same order, ready to pay, and paying there confirms it.
    const tab = await context.newPage();
    await openPage(tab, paymentLink.pathname + paymentLink.search);
    await expect(tab.getByTestId('payment-order-number')).toHaveText(number!);
    await expect(tab.getByTestId('payment-total')).toHaveText(total!);
    await payWithCard(tab, '4242 4242 4242 4242');
    await expectConfirmation(tab, total!);

    // Paid now: its payment link leads to the confirmation instead of taking a second payment.
    await openPage(page, paymentLink.pathname + paymentLink.search);
    await expect(page).toHaveURL(/\/order-success\?order_id=\d+&key=/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await tab.close();
  });

  test('says what is missing, and what cannot be found', async ({ isMobile, page }) => {
    test.skip(isMobile, SAME_ON_ANY_SCREEN);
    await openPage(page, '/checkout');
    await expect(page.locator('#main').getByText('Your Highland cart is empty')).toBeVisible();

    await openPage(page, '/products/thistle-stoneware-mug');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(cartBadge(page)).toHaveText('1');
    await openPage(page, '/checkout');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByText('Missing Required Information')).toBeVisible();
    await expect(page.getByText('Please fill in: First name, Last name, Email, Address, City, Postcode')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Shipping Address' }).getByLabel(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout$/);

    expect((await openPage(page, '/stripe-checkout'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Payment Session Not Found' })).toBeVisible();
    await expectAccessible(page);
    // An order the visitor holds no key to is never confirmed, whatever the address claims.
    expect((await openPage(page, '/order-success?order_id=1&payment_intent=pi_fake'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText('Thank you for your order!')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });
});

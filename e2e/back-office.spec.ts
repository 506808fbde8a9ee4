/**
 * The owner's back office, as an owner uses it: an account made with `npm run owner -- add` while
 * the shop runs, sign-in, finding a paid order, shipping it (Track Order then says Shipped),
 * refunding another through the test processor, and selling out a product from its edit page.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { openPage } from './support';

const OWNER = { email: 'owner-journey@highland-home.example', password: 'cairngorm granite 7' };
// This journey owns the linen apron's stock (9 in the catalogue): two orders of one each.
const APRON = 'thistle-print-linen-apron';
// Sold out and restocked by the last journey here; no other journey reads it.
const WAIST_APRON = { slug: 'campbell-tartan-waist-apron', name: 'Campbell Tartan Waist Apron' };
const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'The back office is checked once, at desktop size; its pages are scanned there.');

interface PaidOrder {
  id: number;
  email: string;
}

let buyers = 0;
/** A shopper's paid order, placed through the API as the checkout pages place it. */
async function paidOrder(request: APIRequestContext): Promise<PaidOrder> {
  buyers += 1;
  const email = `hillwalker${buyers}.${Date.now()}@example.com`;
  const product = await (await request.get(`/api/products/${APRON}`)).json();
  const address = { first_name: 'Isla', last_name: 'Fraser', email, phone: '', address_1: '3 Bridge Street', address_2: '', city: 'Inverness', postcode: 'IV1 1HD', country: 'GB', state: '' };
  const order = await (
    await request.post('/api/create-order', { data: { shipping: address, billing: address, line_items: [{ product_id: product.id, quantity: 1 }], payment_method: 'woocommerce_payments' } })
  ).json();
  const intent = await (await request.post('/api/create-payment-intent', { data: { orderId: String(order.id), orderKey: order.order_key } })).json();
  const paid = await (await request.post('/api/test-payments/confirm', { data: { clientSecret: intent.clientSecret, card: { number: '4242424242424242', expiry: FUTURE, cvc: '123' } } })).json();
  expect(paid.status).toBe('succeeded');
  return { id: order.id, email };
}

async function signIn(page: Page): Promise<void> {
  await openPage(page, '/admin/login');
  await expect(page.getByRole('heading', { name: 'Owner Sign In' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
}

/** A back-office section from its own navigation (the shop's header has a Products link too). */
async function openSection(page: Page, section: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: section, exact: true }).click();
}

async function openOrder(page: Page, order: PaidOrder): Promise<void> {
  await page.getByLabel('Order number, e-mail or name').fill(`#${order.id}`);
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page.getByText('1 order, page 1 of 1.')).toBeVisible();
  await page.getByRole('link', { name: `#${order.id}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
}

test.beforeAll(() => {
  // The shop is running (Playwright started it): the command finds its database and adds the owner there.
  execFileSync('npm', ['run', '--silent', 'owner', '--', 'add', OWNER.email, '--replace'], {
    env: { ...process.env, OWNER_PASSWORD: OWNER.password, HIGHLAND_DATA_DIR: '.data/e2e-postgres', DATABASE_URL: '' },
    stdio: 'pipe',
  });
});

test('a signed-out visitor is sent to the sign-in page, and a wrong password is refused in words', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('E-mail address').fill(OWNER.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toHaveText('That e-mail address and password do not match an owner account.');
  await expectAccessible(page);
});

test('the owner finds a paid order, ships it with a tracking number, and Track Order shows it shipped', async ({ page }) => {
  const order = await paidOrder(page.request);
  await signIn(page);
  await expectAccessible(page);
  await openOrder(page, order);
  await expect(page.getByTestId('admin-order-status')).toHaveText('Processing');
  await expectAccessible(page);

  await page.getByLabel('Carrier').fill('Royal Mail');
  await page.getByLabel('Tracking number').fill('RM123456785GB');
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Shipped');
  await expect(page.getByText('Shipped with Royal Mail, tracking number RM123456785GB')).toBeVisible();

  await openPage(page, '/track');
  await page.getByLabel('Order number').fill(String(order.id));
  await page.getByLabel('Email used for the order').fill(order.email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Dispatched with Royal Mail: it is on its way to you.')).toBeVisible();
  const progress = page.getByRole('list', { name: 'Delivery progress' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Shipped (done)' })).toBeVisible();
  await expect(progress.getByRole('listitem').filter({ hasText: 'Delivered (not yet)' })).toBeVisible();
  await expectAccessible(page);
});

test('the owner refunds a second order in full through the test processor, and it reads Refunded', async ({ page }) => {
  const order = await paidOrder(page.request);
  await signIn(page);
  await openOrder(page, order);
  const total = await page.getByLabel(/^Amount in pounds/).inputValue();
  await page.getByLabel('Reason (optional)').fill('Arrived creased');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Refunded');
  // The test processor's own refund id, recorded against the order.
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem').filter({ hasText: /re_test_\w+/ })).toContainText(`£${total} by ${OWNER.email}`);
  await expect(page.getByText('Nothing more can be done with this order.')).toBeVisible();
  await expectAccessible(page);

  await openSection(page, 'Audit log');
  await expect(page.getByRole('row').filter({ hasText: `order #${order.id}` }).first()).toContainText('order.refund');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the owner sets a product\'s stock to 0 and its cached page says "Out of stock" within seconds', async ({ page }) => {
  await openPage(page, `/products/${WAIST_APRON.slug}`);
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();

  await signIn(page);
  await openSection(page, 'Products');
  await page.getByLabel('Search by name').fill('Campbell Tartan Waist');
  await page.getByLabel('Search by name').press('Enter');
  await page.getByRole('link', { name: WAIST_APRON.name }).click();
  await expect(page.getByRole('heading', { name: WAIST_APRON.name })).toBeVisible();
  await expectAccessible(page);
  const stock = page.getByLabel('Stock', { exact: true });
  const before = await stock.inputValue();
  await stock.fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${WAIST_APRON.name} saved`).first()).toBeVisible();

  const shopper = await page.context().newPage();
  await expect(async () => {
    await shopper.goto(`/products/${WAIST_APRON.slug}`);
    await expect(shopper.getByText('Out of stock', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(shopper.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

  await stock.fill(before);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${WAIST_APRON.name} saved`).first()).toBeVisible();
});

test('the inbox, the newsletter list and the outbox open for the owner and pass the accessibility scan', async ({ page }) => {
  await signIn(page);
  for (const [section, heading] of [['Messages', 'Messages'], ['Subscribers', 'Newsletter subscribers'], ['Outbox', 'Outbox']] as const) {
    await openSection(page, section);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
  }
  // The two paid orders above were confirmed by e-mail; with no SMTP_URL here, they wait in the outbox.
  await expect(page.getByText('No mail server is set (SMTP_URL)')).toBeVisible();
  await expect(page.getByText(/Your Highland Home order #\d+ is confirmed/).first()).toBeVisible();
});

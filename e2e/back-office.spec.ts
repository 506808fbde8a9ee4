/**
 * The owner's back office, as an owner uses it: an account made with `npm run owner -- add` while
 * the shop runs, sign-in to the dashboard, finding a paid order, shipping it (Track Order then says
 * Shipped), refunding another through the test processor, the dashboard's figures after those two
 * orders and the refund, selling out a product from its edit page, and the back office's own shell
 * (no storefront chrome, no sideways scroll at 375 px) on every page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Client } from 'pg';
import { runningEmbeddedUrl } from '@/lib/db/embedded';
import { expectAccessible } from './axe';
import { addOwner, projectOwner } from './owner';
import { openPage, pence } from './support';

const OWNER = () => projectOwner('owner-journey', 'cairngorm granite 7');
// This journey owns the linen apron's stock (9 in the catalogue): four orders of one each.
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
  await page.getByLabel('E-mail address').fill(OWNER().email);
  await page.getByLabel('Password').fill(OWNER().password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** A back-office section from its own navigation (the shop's header has a Products link too). */
async function openSection(page: Page, section: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: section, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

async function openOrder(page: Page, order: PaidOrder): Promise<void> {
  await openSection(page, 'Orders');
  await page.getByLabel('Order number, e-mail or name').fill(`#${order.id}`);
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page.getByText('1 order, page 1 of 1.')).toBeVisible();
  await page.getByRole('link', { name: `#${order.id}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
}

/** Refunds the whole order from its page, as the owner does; returns the amount shown, in pounds. */
async function refundInFull(page: Page, order: PaidOrder): Promise<string> {
  await openOrder(page, order);
  const total = await page.getByLabel(/^Amount in pounds/).inputValue();
  await page.getByLabel('Reason (optional)').fill('Arrived creased');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByTestId('admin-order-status')).toHaveText('Refunded');
  return total;
}

interface DashboardReading {
  awaiting: number;
  runningLow: number;
  unread: number;
  failed: number;
  ordersToday: number;
  paidToday: number;
  refundedToday: number;
  takingsToday: number;
}

/** The figures as the dashboard shows them. */
async function readDashboard(page: Page): Promise<DashboardReading> {
  const figure = async (label: string) => Number(await page.getByRole('region', { name: label }).getByText(/^\d+$/).textContent());
  const today = page.getByRole('row', { name: /^Today/ }).getByRole('cell');
  const money = async (index: number) => {
    const text = (await today.nth(index).textContent()) ?? '';
    return (text.startsWith('-') ? -1 : 1) * pence(text.replace('-', ''));
  };
  return {
    awaiting: await figure('Awaiting shipment'),
    runningLow: await figure('Running low'),
    unread: await figure('Unread messages'),
    failed: await figure('Failed e-mails'),
    ordersToday: Number(await today.nth(0).textContent()),
    paidToday: await money(1),
    refundedToday: await money(2),
    takingsToday: await money(3),
  };
}

/**
 * The same figures straight from the journey shop's database, written out here on their own (UK
 * midnight by PostgreSQL's own time-zone rules), so the dashboard's query is checked against a
 * second reading rather than against itself.
 */
async function readDatabase(): Promise<DashboardReading> {
  const url = await runningEmbeddedUrl('.data/e2e-postgres');
  if (!url) throw new Error('The journey shop\'s database is not running.');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      WITH day AS (SELECT date_trunc('day', now() AT TIME ZONE 'Europe/London') AT TIME ZONE 'Europe/London' AS start)
      SELECT
        (SELECT count(*) FROM orders WHERE status = 'processing')::int AS awaiting,
        (SELECT count(*) FROM products p WHERE coalesce(p.stock_quantity, (SELECT sum(v.stock_quantity) FROM product_variations v WHERE v.product_id = p.id), 0) <= 3)::int AS running_low,
        (SELECT count(*) FROM contact_messages WHERE state = 'new')::int AS unread,
        (SELECT count(*) FROM email_outbox WHERE status = 'failed')::int AS failed,
        (SELECT count(*) FROM orders, day WHERE paid_at >= day.start)::int AS orders_today,
        (SELECT coalesce(sum(total_pence), 0) FROM orders, day WHERE paid_at >= day.start)::int AS paid_today,
        (SELECT coalesce(sum(amount_pence), 0) FROM order_refunds, day WHERE created_at >= day.start)::int AS refunded_today`);
    const row = rows[0];
    return {
      awaiting: row.awaiting,
      runningLow: row.running_low,
      unread: row.unread,
      failed: row.failed,
      ordersToday: row.orders_today,
      paidToday: row.paid_today,
      refundedToday: row.refunded_today,
      takingsToday: row.paid_today - row.refunded_today,
    };
  } finally {
    await client.end();
  }
}

/** The storefront's chrome is nowhere on the page, and the back office's own shell is. */
async function expectOfficeShell(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: /^Highland Home\s*Back office$/ })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Test mode' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('search', { name: 'Search the shop' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Open cart/ })).toHaveCount(0);
  await expect(page.locator('[data-consent-banner]')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Test shop' })).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${page.url()} scrolls sideways`).toBe(true);
}

test.beforeAll(() => addOwner(OWNER()));

test('a signed-out visitor is sent to the sign-in page, and a wrong password is refused in words', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('E-mail address').fill(OWNER().email);
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
  const total = await refundInFull(page, order);
  // The test processor's own refund id, recorded against the order.
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByRole('listitem').filter({ hasText: /re_test_\w+/ })).toContainText(`£${total} by ${OWNER().email}`);
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

test('after two paid orders and one refund, the dashboard\'s figures agree with the database and lead to their lists', async ({ page }) => {
  const kept = await paidOrder(page.request);
  const refunded = await paidOrder(page.request);
  await signIn(page);
  await refundInFull(page, refunded);

  await openSection(page, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // Other journeys place orders at the same time: the page and the database are read again until
  // one reading of each agrees.
  await expect
    .poll(
      async () => {
        await page.reload();
        const [shown, stored] = [await readDashboard(page), await readDatabase()];
        return JSON.stringify(shown) === JSON.stringify(stored) ? 'agree' : JSON.stringify({ shown, stored });
      },
      { timeout: 30_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe('agree');
  const reading = await readDashboard(page);
  expect(reading.ordersToday).toBeGreaterThanOrEqual(2);
  expect(reading.refundedToday).toBeGreaterThan(0);
  expect(reading.takingsToday).toBe(reading.paidToday - reading.refundedToday);
  await expectAccessible(page);

  // Today's orders lead to today's paid orders, both of these among them.
  await page.getByRole('link', { name: /paid today: see them$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?paid=today$/);
  await expect(page.getByText(/Paid today\./)).toBeVisible();
  for (const order of [kept, refunded]) {
    await page.getByLabel('Order number, e-mail or name').fill(`#${order.id}`);
    await page.getByRole('button', { name: 'Find orders' }).click();
    await expect(page.getByText('1 order, page 1 of 1.')).toBeVisible();
    await expect(page).toHaveURL(/paid=today/);
  }

  // The kept order waits to be shipped; the refunded one does not.
  await openSection(page, 'Dashboard');
  await page.getByRole('link', { name: /to ship$/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=processing$/);
  await page.getByLabel('Order number, e-mail or name').fill(`#${kept.id}`);
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page.getByText('1 order, page 1 of 1.')).toBeVisible();
  await page.getByLabel('Order number, e-mail or name').fill(`#${refunded.id}`);
  await page.getByRole('button', { name: 'Find orders' }).click();
  await expect(page.getByText('No orders match.')).toBeVisible();

  for (const [link, url] of [
    [/products with 3 or fewer left$/, /\/admin\/products\?stock=low$/],
    ['Open the new messages', /\/admin\/messages\?state=new$/],
    ['See the e-mails that failed', /\/admin\/outbox\?status=failed$/],
  ] as const) {
    await openSection(page, 'Dashboard');
    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    if (url.source.includes('stock')) await expect(page.getByText(/^\d+ products? with 3 or fewer left/)).toBeVisible();
  }
});

test('every back-office page wears its own shell, no storefront chrome, fits a 375 px screen and passes axe', async ({ page }) => {
  // Seventeen pages, each scanned by axe: longer than one journey's minute on a loaded machine.
  test.setTimeout(180_000);
  await signIn(page);
  const pages = ['/admin', '/admin/orders', '/admin/products', '/admin/products?stock=low', '/admin/stories', '/admin/stories/new', '/admin/adventures', '/admin/adventures/new', '/admin/messages', '/admin/subscribers', '/admin/outbox', '/admin/audit', '/admin/no-such-section'];
  // An order's page, a product's, a story's and an adventure's, from their lists (the journeys above placed the orders).
  for (const [section, record] of [['Orders', /\/admin\/orders\/\d+$/], ['Products', /\/admin\/products\/\d+$/], ['Stories', /\/admin\/stories\/[a-z0-9-]+$/], ['Adventures', /\/admin\/adventures\/[a-z0-9-]+$/]] as const) {
    await openSection(page, section);
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(record);
    pages.push(new URL(page.url()).pathname);
  }
  // The shell is the same at any width; a phone's is where a sideways scroll would show.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/admin/no-such-section' ? 404 : 200);
    await expectOfficeShell(page);
    if (path === '/admin/no-such-section') await expect(page.getByRole('heading', { level: 1, name: 'Not Found in the Back Office' })).toBeVisible();
    await expectAccessible(page);
  }

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectOfficeShell(page);
  await expectAccessible(page);
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

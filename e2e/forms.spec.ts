import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { actAsNewVisitor, ONCE_ON_DESKTOP, openPage } from './support';

test.describe('the shop’s forms', () => {
  test.beforeEach(async ({ page }) => actAsNewVisitor(page));

  test('the newsletter takes an address once, and answers a second time just as the first', async ({ page, isMobile }, testInfo) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    const email = `clan-${testInfo.project.name}-${Date.now()}@example.com`;
    await openPage(page, '/');
    const block = page.locator('#newsletter');
    await block.getByLabel('Email address').fill(`  ${email.toUpperCase()} `);
    await block.getByLabel(/^Name/).fill('Morag');
    await block.getByRole('button', { name: 'Join the Clan' }).click();
    await expect(page.getByText('Welcome to the Clan!')).toBeVisible();
    await expect(page.getByText('Welcome to the Clan, Morag! Our Highland newsletter will find you soon.')).toBeVisible();
    await expect(block.getByLabel('Email address')).toHaveValue('');

    await block.getByLabel('Email address').fill(email);
    await block.getByRole('button', { name: 'Join the Clan' }).click();
    await expect(page.getByText('Welcome to the Clan! Our Highland newsletter will find you soon.')).toBeVisible();
  });

  test('the contact form checks every field, then sends', async ({ page }) => {
    await openPage(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your name is required')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.getByLabel('Your name', { exact: true }).fill('Ailsa');
    await page.getByLabel('Email', { exact: true }).fill('not-an-address');
    await page.getByLabel('Subject', { exact: true }).fill('A gift engraving');
    await page.getByLabel('Message', { exact: true }).fill('Could you engrave a short message on the oak board?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('ailsa@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText(/reply within 24 hours/).first()).toBeVisible();
    await expect(page.getByLabel('Your name', { exact: true })).toHaveValue('');
  });

  test('tracks a real order placed moments ago, and an unknown one', async ({ page, baseURL, isMobile }, testInfo) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    const email = `tracker-${testInfo.project.name}-${Date.now()}@example.com`;
    const keyring = await (await page.request.get('/api/products/thistle-enamel-keyring')).json();
    const address = { first_name: 'Iona', last_name: 'Grant', email, phone: '', address_1: '3 Harbour Road', address_2: '', city: 'Oban', postcode: 'PA34 4LW', country: 'GB', state: '' };
    const placed = await page.request.post('/api/create-order', {
      headers: { origin: baseURL! },
      data: { shipping: address, billing: address, line_items: [{ product_id: keyring.id, quantity: 2 }], payment_method: 'woocommerce_payments' },
    });
    expect(placed.status()).toBe(201);
    const order = await placed.json();

    await openPage(page, '/track');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByText('Please enter your order number')).toBeVisible();
    await page.getByLabel('Order number').fill(` ${order.id} `);
    await page.getByLabel('Email used for the order').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
    await expect(page.getByText(/· 2 items/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.locator('[aria-current="step"]')).toContainText('Order Placed');
    await expectAccessible(page);

    await page.getByLabel('Email used for the order').fill('someone-else@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't find an order" })).toContainText("We couldn't find an order with that number and e-mail address.");
  });
});

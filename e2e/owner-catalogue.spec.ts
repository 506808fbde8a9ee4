/**
 * The owner keeps the catalogue (issue 40, docs/adr/0030), at desktop width and at 375 px: a new
 * product in two sizes, with two pictures, is made in the back office, a shopper finds it in its category, in search and
 * in /sitemap.xml and buys a size, the owner renames it and its old address redirects for good.
 * The product is archived at the end, so the journeys that count the seeded catalogue never see it.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { addOwner, projectOwner, signInAsOwner } from './owner';
import { photograph, upload } from './pictures';
import { actAsNewVisitor, cartBadge, fillShipping, openPage, payWithCard, searchFromHeader } from './support';

const OWNER = () => projectOwner('catalogue-journey', 'birch bark and bog cotton 3');
const CATEGORY = { slug: 'accessories', name: 'Accessories' };

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => addOwner(OWNER()));

test('the owner makes a product in two sizes, a shopper finds and buys one, and its old address redirects after a rename', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const run = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Bog Cotton Bandana ${run}`;
  const slug = `bog-cotton-bandana-${run}`;
  await actAsNewVisitor(page);

  // The owner: a new product, with an option and two variations of their own price and stock.
  await signInAsOwner(page, OWNER());
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectAccessible(page);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Printed with **bog cotton** in the breeze.\n\n- 100% cotton\n- 55cm square');
  await page.getByLabel('Category', { exact: true }).selectOption(CATEGORY.slug);
  await page.getByLabel('Tags', { exact: true }).fill('bandana, cotton');
  await page.getByRole('button', { name: 'Preview description' }).click();
  await expect(page.getByRole('region', { name: 'Description preview' }).locator('strong')).toHaveText('bog cotton');
  await page.getByRole('button', { name: 'Add an option (size, colour…)' }).click();
  await page.getByLabel('Option 1 name', { exact: true }).fill('Size');
  await page.getByLabel('Size of variation 1', { exact: true }).fill('Small');
  await page.getByLabel('Price of variation 1 (Small)', { exact: true }).fill('14.00');
  await page.getByLabel('Stock of variation 1 (Small)', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Add a variation' }).click();
  await page.getByLabel('Size of variation 2', { exact: true }).fill('Large');
  await page.getByLabel('Price of variation 2 (Large)', { exact: true }).fill('18.00');
  await page.getByLabel('Stock of variation 2 (Large)', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Address (slug)', { exact: true })).toHaveValue(slug);
  await expectAccessible(page);
  const editUrl = page.url();

  // Two pictures from the edit page, each with its alt text; the first is the main one.
  const pictures = page.getByRole('region', { name: 'Pictures' });
  await upload(page, { name: 'folded.jpg', mimeType: 'image/jpeg', buffer: await photograph() }, `${name}, folded`);
  await expect(pictures.getByRole('status')).toHaveText('folded.jpg uploaded.');
  await upload(page, { name: 'worn.jpg', mimeType: 'image/jpeg', buffer: await photograph() }, `${name}, worn`);
  await expect(pictures.getByRole('status')).toHaveText('worn.jpg uploaded.');
  await expect(pictures.getByRole('listitem')).toHaveCount(2);

  // A shopper (a browser of their own) finds it in its category, in search and in the sitemap.
  const { baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const shopperContext = await browser.newContext({ baseURL, viewport, userAgent, isMobile, hasTouch, deviceScaleFactor });
  const shopper = await shopperContext.newPage();
  await actAsNewVisitor(shopper);
  try {
    await expect(async () => {
      await openPage(shopper, `/products?category=${CATEGORY.slug}&sort=newest`);
      await expect(shopper.getByRole('heading', { name })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expectAccessible(shopper);
    await searchFromHeader(shopper, `bandana ${run}`);
    await expect(shopper.locator('#product-results').getByRole('heading', { name })).toBeVisible();
    await expect.poll(async () => (await shopper.request.get('/sitemap.xml')).text(), { timeout: 15_000 }).toContain(`/products/${slug}</loc>`);

    // …and buys the large one.
    await openPage(shopper, `/products/${slug}`);
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shopper.getByRole('region', { name: 'About this piece' }).locator('strong')).toHaveText('bog cotton');
    await expect(shopper.getByRole('button', { name: `Zoom picture 1 of 2: ${name}, folded` })).toBeVisible();
    await expect(shopper.getByRole('button', { name: `Show picture 2: ${name}, worn` })).toBeVisible();
    await expectAccessible(shopper);
    await shopper.getByText('Large', { exact: true }).click();
    await expect(shopper.getByTestId('product-price')).toHaveText('£18.00');
    await shopper.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(shopper.getByText('Item has been added to your Highland cart')).toBeVisible();
    await expect(cartBadge(shopper)).toHaveText('1');
    await openPage(shopper, '/checkout');
    await fillShipping(shopper, 'GB', 'Ishbel');
    await shopper.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(shopper).toHaveURL(/\/stripe-checkout\?order_id=\d+/, { timeout: 15_000 });
    await payWithCard(shopper, '4242 4242 4242 4242');
    await expect(shopper.getByText('Payment Successful')).toBeVisible({ timeout: 15_000 });
  } finally {
    await shopperContext.close();
  }

  // The owner renames it; the old address answers a permanent redirect to the new one.
  await openPage(page, editUrl);
  const newName = `Cotton Grass Bandana ${run}`;
  const newSlug = `cotton-grass-bandana-${run}`;
  await page.getByLabel('Name', { exact: true }).fill(newName);
  await page.getByLabel('Address (slug)', { exact: true }).fill(newSlug);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/products/${slug}`, { maxRedirects: 0 });
      return [answer.status(), answer.headers().location ?? ''];
    }, { timeout: 15_000 })
    .toEqual([308, expect.stringMatching(new RegExp(`/products/${newSlug}$`))]);
  await page.goto(`/products/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/products/${newSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  // The card shared under the old address still shows, as the product is now.
  const card = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  expect(card.pathname).toMatch(new RegExp(`^/products/${newSlug}/opengraph-image`));
  const oldCard = await page.request.get(card.pathname.replace(newSlug, slug));
  expect([oldCard.status(), oldCard.headers()['content-type']]).toEqual([200, 'image/png']);

  // Archived, it leaves the shop: its address is the not-found page, and the seeded catalogue is as it was.
  await openPage(page, editUrl);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Archive product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect.poll(async () => (await page.request.get(`/products/${newSlug}`)).status(), { timeout: 15_000 }).toBe(404);
  await openPage(page, `/products/${newSlug}`);
  await expect(page.getByRole('heading', { name: 'Highland Treasure Not Found' })).toBeVisible();
});

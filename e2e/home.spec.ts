import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openPage } from './support';

test.describe('the home page', () => {
  test('is rendered on the server with featured products, their prices and the catalogue count', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const [first] = await (await request.get('/api/products?per_page=1')).json();
    expect(html).toContain(first.name);
    expect(html).toMatch(/£\d+\.\d{2}/);
    expect(html).toMatch(/over 50|over 40/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]!));
    expect(jsonLd.map((entry) => entry['@type'])).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const site = jsonLd.find((entry) => entry['@type'] === 'WebSite');
    expect(site.potentialAction.target.urlTemplate).toMatch(/\/products\?search=\{search_term_string\}$/);
  });

  test('shows every section, with pictures, and passes an accessibility scan', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop the Collection' })).toHaveAttribute('href', '/products');

    const collections = page.getByRole('region', { name: 'Shop by collection' });
    for (const name of ['Aprons', 'Chopping Boards', 'Phone Cases', 'T-Shirts', 'Accessories', 'Wall Art']) {
      await expect(collections.getByRole('heading', { name, exact: true })).toBeVisible();
    }

    const featured = page.getByRole('region', { name: /Featured/ }).getByRole('article');
    expect(await featured.count()).toBeGreaterThan(0);
    const image = featured.first().getByRole('img').first();
    // Product pictures load lazily: bring the first into view, then wait for real pixels.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await expect(page.getByRole('region', { name: /adventures/i })).toBeVisible();
    await expect(page.getByRole('region', { name: /stories/i })).toBeVisible();
    await expect(page.getByText('Free UK shipping on every order').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Join the Clan/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('the cart button opens the empty cart panel', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open cart, 0 items' }).click();
    const panel = page.getByRole('dialog', { name: 'Your Highland Cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Your Highland cart is empty')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the menu below 768px holds the six links', async ({ page }) => {
    const width = page.viewportSize()?.width ?? 1280;
    test.skip(width >= 768, 'the menu button exists only on narrow screens');
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Products', 'Articles', 'Adventures', 'About', 'Contact']);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
  });
});

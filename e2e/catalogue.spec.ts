import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { cardPrices, ONCE_ON_DESKTOP, openPage, searchFromHeader } from './support';

const results = (page: Page) => page.locator('#product-results');

/** The distinct categories of the cards in the grid, sorted, lower case. */
async function categoriesShown(page: Page): Promise<string[]> {
  const labels = await results(page).locator('article p.card-kicker').allTextContents();
  return [...new Set(labels.map((text) => text.trim().toLowerCase()))].sort();
}

test.describe('browsing the catalogue', () => {
  test('the server renders the catalogue with names and prices', async ({ request }) => {
    const [first] = await (await request.get('/api/products?per_page=1')).json();
    const html = await (await request.get('/products')).text();
    expect(html).toContain('All Highland Treasures');
    expect(html).toContain(first.name);
    expect(html).toMatch(/£\d+\.\d{2}/);
  });

  test('a search from the header forgives a typo and shows as a removable chip', async ({ page }) => {
    await openPage(page, '/');
    await searchFromHeader(page, '   ');
    await expect(page).toHaveURL(/\/$/);

    await searchFromHeader(page, '  tarten ');
    await expect(page).toHaveURL(/\/products\?search=tarten$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Highland Treasures' })).toBeVisible();
    await expect(results(page).getByRole('article').first()).toContainText(/tartan/i);
    const chip = page.getByRole('link', { name: 'Remove search: tarten' });
    await chip.click();
    await expect(page).toHaveURL(/\/products$/);
    await expectAccessible(page);
  });

  test('filters by two categories, then clears one chip', async ({ page }) => {
    await openPage(page, '/products');
    await page.getByRole('button', { name: /All categories/ }).click();
    await page.getByRole('checkbox', { name: /^Aprons/ }).check();
    await expect(page).toHaveURL(/category=aprons/);
    // The list stays open across the navigation, so a second category is one more tick.
    await page.getByRole('checkbox', { name: /^Wall Art/ }).check();
    await expect(page).toHaveURL(/categories=aprons%2Cwall-art|categories=aprons,wall-art/);

    // The URL changes before the new grid streams in, so wait for the grid rather than read it once.
    await expect.poll(() => categoriesShown(page)).toEqual(['aprons', 'wall art']);

    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Remove category: Aprons' }).click();
    await expect(page).toHaveURL(/\/products\?category=wall-art$/);
    await expect.poll(() => categoriesShown(page)).toEqual(['wall art']);
    await expect(page.getByRole('link', { name: /Remove category/ })).toHaveCount(1);
  });

  test('sorts by price and pages through, going back to page 1 when the sort changes', async ({ page }) => {
    await openPage(page, '/products');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(results(page).getByText(/^Showing 1–12 of \d+ products$/)).toBeVisible();
    const firstPage = await cardPrices(page);
    expect(firstPage).toHaveLength(12);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/sort=price-asc&page=2/);
    await expect(results(page).getByText(/^Showing 13–24 of \d+ products$/)).toBeVisible();
    const secondPage = await cardPrices(page);
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
    await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText('2');
    // The grid's top is brought into view on page 2.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/\/products\?sort=price-desc$/);
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await expectAccessible(page);
  });

  test('an impossible search says so and offers the way back', async ({ page, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    await openPage(page, '/products?search=zzqxv');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText('No products match your current filters. Try adjusting your search criteria.')).toBeVisible();
    await page.getByRole('link', { name: 'Show all products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a page past the end says so, and leads to the last page there is', async ({ page, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    await openPage(page, '/products?page=99');
    await expect(page.getByRole('heading', { name: 'Past the Last Page' })).toBeVisible();
    await expect(page.getByText(/^There is no page 99 here: \d+ products fill \d+ pages\.$/)).toBeVisible();
    await page.getByRole('link', { name: /^Go to page \d+$/ }).click();
    await expect(page).toHaveURL(/\/products\?page=\d+$/);
    await expect(page.getByText(/^Showing \d+–\d+ of \d+ products$/)).toBeVisible();
    await expectAccessible(page);
  });
});

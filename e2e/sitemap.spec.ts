import { expect, test, type Page } from '@playwright/test';
import { seedAdventures } from '../lib/content/seed/adventures';
import { seedArticles } from '../lib/content/seed/articles';
import { expectAccessible } from './axe';
import { ONCE_ON_DESKTOP, openPage } from './support';

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

async function expectRegion(page: Page, name: string, url: RegExp, product: string, { focused = false } = {}) {
  await expect(page).toHaveURL(url);
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  if (focused) await expect(tab(page, name)).toBeFocused();
  // Each tab is its own page: only the open region's products are rendered.
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`${name} Collection`);
  await expect(panel).toContainText(product);
}

const HIGHLANDS = /\/collections$/;
const ISLANDS = /\/collections\?region=islands$/;
const LOWLANDS = /\/collections\?region=lowlands$/;
const HISTORIC = /\/collections\?region=historic$/;

test.describe('regional collections', () => {
  test('every tab by click and by arrow key, with the region in the URL', async ({ page }) => {
    await openPage(page, '/collections');
    await expect(page).toHaveTitle('Scottish Regional Collections | Highland Home');
    await expect(page.getByRole('tablist', { name: 'Scottish regions' }).getByRole('tab')).toHaveCount(4);
    await expect(tab(page, 'Highlands')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Glencoe Mountains Glass Chopping Board');

    await tab(page, 'Islands').click();
    await expectRegion(page, 'Islands', ISLANDS, 'Neist Point Lighthouse Phone Case');
    await tab(page, 'Lowlands').click();
    await expectRegion(page, 'Lowlands', LOWLANDS, 'Loch Lomond Sunset Glass Chopping Board');
    await tab(page, 'Historic').click();
    await expectRegion(page, 'Historic', HISTORIC, 'Celtic Knot Leather Notebook');
    await tab(page, 'Highlands').click();
    await expectRegion(page, 'Highlands', HIGHLANDS, 'Munro Bagger T-Shirt');

    await tab(page, 'Highlands').focus();
    await page.keyboard.press('ArrowRight');
    await expectRegion(page, 'Islands', ISLANDS, 'Callanish Standing Stones Canvas', { focused: true });
    await page.keyboard.press('ArrowRight');
    await expectRegion(page, 'Lowlands', LOWLANDS, 'Loch Lomond Sunset Glass Chopping Board', { focused: true });
    await page.keyboard.press('End');
    await expectRegion(page, 'Historic', HISTORIC, 'Royal Stewart Tartan Apron', { focused: true });
    await page.keyboard.press('ArrowRight');
    await expectRegion(page, 'Highlands', HIGHLANDS, 'Ben Nevis Summit T-Shirt', { focused: true });
    await page.keyboard.press('ArrowLeft');
    await expectRegion(page, 'Historic', HISTORIC, 'Campbell Tartan Waist Apron', { focused: true });
    await page.keyboard.press('Home');
    await expectRegion(page, 'Highlands', HIGHLANDS, 'Hairy Coo T-Shirt', { focused: true });

    // Only the active tab is in the Tab order: Tab moves on into its panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await expectAccessible(page);

    // The URL written by the tabs opens the same tab on a fresh load.
    await page.reload();
    await expect(tab(page, 'Highlands')).toHaveAttribute('aria-selected', 'true');
  });

  test('a shared link opens its tab and page on the server, and a product card opens the product', async ({ page, request, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    const html = await (await request.get('/collections?region=islands')).text();
    expect(html).toMatch(/<a[^>]*id="region-tab-islands"[^>]*aria-selected="true"/);
    expect(html).toContain('Neist Point Lighthouse Limited Edition Print');
    expect(html).not.toContain('Glencoe Mountains Glass Chopping Board');

    const second = await (await request.get('/collections?region=highlands&page=2')).text();
    expect(second).toContain('Highland Cow Kitchen Apron');
    expect(second).not.toContain('Glencoe Mountains Glass Chopping Board');

    await openPage(page, '/collections?region=islands');
    await expect(tab(page, 'Islands')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('link', { name: 'Suggest a Region' })).toHaveAttribute('href', '/contact');
    await expectAccessible(page);

    await page.getByRole('tabpanel').getByRole('link', { name: 'Neist Point Lighthouse Phone Case', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/neist-point-lighthouse-phone-case$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neist Point Lighthouse Phone Case');
  });
});

test.describe('the sitemap', () => {
  test('groups every part of the shop, links sitemap.xml and follows a link', async ({ page }) => {
    await openPage(page, '/sitemap');
    await expect(page).toHaveTitle('Sitemap | Highland Home');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Main Pages',
      'Product Categories',
      'Customer Service',
      'Featured Products',
      'Heritage Articles',
      'Highland Adventures',
    ]);
    await expect(main.getByRole('region', { name: 'Main Pages' }).getByRole('link')).toHaveCount(6);
    await expect(main.getByRole('region', { name: 'Product Categories' }).getByRole('link')).toHaveCount(6);
    await expect(main.getByRole('region', { name: 'Customer Service' }).getByRole('link')).toHaveCount(8);
    for (const group of ['Featured Products', 'Heritage Articles', 'Highland Adventures']) {
      await expect(main.getByRole('region', { name: group }).getByRole('link')).toHaveCount(10);
    }
    await expect(page.getByRole('link', { name: 'sitemap.xml' })).toHaveAttribute('href', '/sitemap.xml');
    await expectAccessible(page);

    const articles = main.getByRole('region', { name: 'Heritage Articles' });
    const story = articles.getByRole('link').first();
    const title = (await story.textContent()) ?? '';
    await story.click();
    await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('sets its description and breadcrumb data on the server', async ({ request, isMobile }) => {
    test.skip(isMobile, 'no browser involved: once, on desktop');
    const html = await (await request.get('/sitemap')).text();
    expect(html).toMatch(/<meta name="description" content="Every page of Highland Home[^"]*"/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]!));
    const breadcrumbs = jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Sitemap']);
  });

  test('sitemap.xml lists products, stories and adventures with their dates, from the running database', async ({ request, isMobile }) => {
    test.skip(isMobile, 'no browser involved: once, on desktop');
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const entry = (path: string) => new RegExp(`<loc>https?://[^<]+${path.replace(/[?]/g, '\\?')}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod>`);
    expect(xml).toMatch(entry('/products/thistle-engraved-oak-chopping-board'));
    expect(xml).toMatch(entry(`/articles/${seedArticles[0]!.slug}`));
    expect(xml).toMatch(entry(`/adventures/${seedAdventures[0]!.slug}`));
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/collections<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/products\?category=aprons<\/loc>/);

    // Every product in the catalogue, not only the first page of it.
    const products = await (await request.get('/api/products?per_page=100')).json();
    const productLocs = xml.match(/<loc>[^<]+\/products\/[^<]+<\/loc>/g) ?? [];
    expect(productLocs).toHaveLength(products.length);
    expect(xml.match(/<loc>[^<]+\/articles\/[^<]+<\/loc>/g)).toHaveLength(seedArticles.length);
    expect(xml.match(/<loc>[^<]+\/adventures\/[^<]+<\/loc>/g)).toHaveLength(seedAdventures.length);
    expect(xml).not.toMatch(/\/checkout</);
  });

  test('robots.txt keeps crawlers out of the cart, checkout and API and names the sitemap', async ({ request, isMobile }) => {
    test.skip(isMobile, 'no browser involved: once, on desktop');
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    for (const path of ['/cart', '/checkout', '/stripe-checkout', '/order-success', '/api/']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { ONCE_ON_DESKTOP, openPage } from './support';

/** The seven activities in the filter's display order (docs/product/rules.md#stories-and-adventures). */
const ACTIVITIES = ['Historical', 'Nature', 'Hiking', 'Cultural', 'Adventure', 'Photography', 'Family-Friendly'];

interface ApiAdventure {
  id: number;
  slug: string;
  title: string;
  description: string;
  location: string;
  region: string;
  activityTypes: string[];
  difficulty: string;
  featured: boolean;
  latitude: number | null;
  longitude: number | null;
  images: { url: string; alt: string }[];
  whatToBring: string[];
  seasonalAdvice: string;
}

async function allAdventures(request: APIRequestContext): Promise<ApiAdventure[]> {
  const response = await request.get('/api/adventures');
  expect(response.ok()).toBe(true);
  return response.json();
}

const results = (page: Page) => page.locator('#adventure-results');

/** Cards a page (lib/domain/adventures.ts ADVENTURES_PER_PAGE), restated here as the oracle. */
const PER_PAGE = 12;
const onFirstPage = (count: number) => Math.min(PER_PAGE, count);

/** The count line and the cards under it must agree, and with what the API says should match. */
async function expectShowing(page: Page, shown: number, total: number): Promise<void> {
  await expect(results(page).getByRole('status')).toHaveText(`Showing ${shown} of ${total} adventures`);
  await expect(results(page).getByRole('article')).toHaveCount(shown);
}

/** An oracle written independently of lib/domain: four decimals and a hemisphere letter. */
function coordinatesText(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

function jsonLdOf(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]!));
}

test.describe('the adventures list', () => {
  test('is rendered on the server, filtered by the URL, with a canonical link', async ({ request }) => {
    const adventures = await allAdventures(request);
    const islands = adventures.filter((adventure) => adventure.region === 'Islands');
    expect(islands.length).toBeGreaterThan(0);

    const html = await (await request.get('/adventures?region=Islands')).text();
    expect(html).toContain(`Showing ${islands.length} of ${adventures.length} adventures`);
    for (const adventure of islands) expect(html).toContain(`href="/adventures/${adventure.slug}"`);
    const elsewhere = adventures.find((adventure) => adventure.region !== 'Islands')!;
    expect(html).not.toContain(`href="/adventures/${elsewhere.slug}"`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/adventures\?region=Islands"/);
  });

  test('filters by region, then activity, down to the empty state, and back to everything', async ({ page, request }) => {
    const adventures = await allAdventures(request);
    const total = adventures.length;
    await openPage(page, '/adventures');
    await expect(page.getByRole('heading', { level: 1, name: 'Scottish Adventures' })).toBeVisible();
    await expectShowing(page, onFirstPage(total), total);
    await expectAccessible(page);

    // Region: the count and the cards follow, and every card is in that region.
    const region = 'Islands';
    const inRegion = adventures.filter((adventure) => adventure.region === region);
    const regionSelect = page.getByRole('combobox', { name: 'Region' });
    await expect(regionSelect.locator('option')).toHaveCount(8);
    await regionSelect.focus();
    await regionSelect.selectOption(region);
    await expect(page).toHaveURL(/\/adventures\?region=Islands$/);
    await expectShowing(page, inRegion.length, total);
    // Choosing applies at once and keyboard focus stays where it was.
    await expect(regionSelect).toBeFocused();

    // Activity: one that these islands have, then one they do not.
    const shared = ACTIVITIES.find((activity) => inRegion.some((adventure) => adventure.activityTypes.includes(activity)))!;
    const bothMatch = inRegion.filter((adventure) => adventure.activityTypes.includes(shared));
    const activitySelect = page.getByRole('combobox', { name: 'Activity' });
    await expect(activitySelect.locator('option')).toHaveCount(8);
    await activitySelect.selectOption(shared);
    await expect(page).toHaveURL(new RegExp(`region=Islands&activity=${shared}$`));
    await expectShowing(page, bothMatch.length, total);

    const missing = ACTIVITIES.find((activity) => !inRegion.some((adventure) => adventure.activityTypes.includes(activity)));
    expect(missing, 'the seed has an activity no island adventure offers').toBeDefined();
    await activitySelect.selectOption(missing!);
    await expect(page.getByRole('heading', { name: 'No Adventures Found' })).toBeVisible();
    await expectShowing(page, 0, total);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Show All Adventures' }).click();
    await expect(page).toHaveURL(/\/adventures$/);
    await expectShowing(page, onFirstPage(total), total);
    await expect(regionSelect).toHaveValue('');
    await expect(activitySelect).toHaveValue('');
  });

  test('searches by a word from the location, and Clear Filters starts again', async ({ page, request, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    const adventures = await allAdventures(request);
    const word = 'Skye';
    const matching = adventures.filter((adventure) =>
      [adventure.title, adventure.description, adventure.location].some((field) => field.toLowerCase().includes(word.toLowerCase())),
    );
    expect(matching.length).toBeGreaterThan(1);
    expect(matching.length).toBeLessThan(adventures.length);

    await openPage(page, '/adventures');
    const box = page.getByRole('searchbox', { name: 'Search adventures' });
    await box.fill(`  ${word.toLowerCase()}  `);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/adventures\?search=skye$/);
    await expectShowing(page, matching.length, adventures.length);
    const titles = await results(page).getByRole('article').getByRole('heading').allTextContents();
    expect(titles.sort()).toEqual(matching.map((adventure) => adventure.title).sort());
    for (const card of await results(page).getByRole('article').all()) await expect(card).toContainText(/skye/i);

    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/adventures$/);
    await expect(box).toHaveValue('');
    await expectShowing(page, onFirstPage(adventures.length), adventures.length);
  });

  test('pages through every adventure twelve at a time, and a page past the end leads back to the last', async ({ page, request, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    const adventures = await allAdventures(request);
    const pages = Math.ceil(adventures.length / PER_PAGE);
    expect(pages, 'the seed fills more than one page').toBeGreaterThan(1);

    await openPage(page, '/adventures');
    const seen: string[] = [];
    for (let number = 1; number <= pages; number++) {
      const expected = Math.min(PER_PAGE, adventures.length - (number - 1) * PER_PAGE);
      await expectShowing(page, expected, adventures.length);
      await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText(String(number));
      seen.push(...(await results(page).getByRole('article').getByRole('heading').allTextContents()));
      if (number < pages) {
        await page.getByRole('link', { name: 'Go to next page' }).click();
        await expect(page).toHaveURL(new RegExp(`/adventures\\?page=${number + 1}$`));
      }
    }
    // Each adventure once, in the back end's order (featured first), across the pages.
    expect(seen).toEqual(adventures.map((adventure) => adventure.title));
    await expectAccessible(page);

    await openPage(page, '/adventures?page=99');
    await expect(page.getByRole('heading', { name: 'Past the Last Page' })).toBeVisible();
    await expect(page.getByText(`There is no page 99 here: ${adventures.length} adventures fill ${pages} pages.`)).toBeVisible();
    await page.getByRole('link', { name: `Go to page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/adventures\\?page=${pages}$`));
    await expectShowing(page, adventures.length - (pages - 1) * PER_PAGE, adventures.length);
  });

  test('the filter form works without JavaScript', async ({ browser, request, baseURL }) => {
    const adventures = await allAdventures(request);
    const highlands = adventures.filter((adventure) => adventure.region === 'Highlands' && adventure.activityTypes.includes('Hiking'));
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/adventures');
    await page.getByRole('combobox', { name: 'Region' }).selectOption('Highlands');
    await page.getByRole('combobox', { name: 'Activity' }).selectOption('Hiking');
    await page.getByRole('search', { name: 'Find adventures' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/region=Highlands&activity=Hiking/);
    await expectShowing(page, highlands.length, adventures.length);
    await context.close();
  });

  test('cards show the badges, facts and Explore link of their adventure', async ({ page, request }) => {
    const adventures = await allAdventures(request);
    const featured = adventures.find((adventure) => adventure.featured)!;
    await openPage(page, '/adventures');
    const card = results(page).getByRole('article').filter({ has: page.getByRole('heading', { name: featured.title, exact: true }) });
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await expect(card.locator(`[data-difficulty="${featured.difficulty}"]`)).toHaveText(new RegExp(`${featured.difficulty}$`, 'i'));
    await expect(card.getByText(featured.location)).toBeVisible();
    await expect(card.getByText(featured.region, { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Activities' }).getByRole('listitem')).toHaveText(featured.activityTypes.slice(0, 2));
    await card.getByRole('link', { name: `Explore ${featured.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/adventures/${featured.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: featured.title })).toBeVisible();
  });
});

test.describe('an adventure', () => {
  async function withCoordinates(request: APIRequestContext): Promise<ApiAdventure & { latitude: number; longitude: number }> {
    const adventures = await allAdventures(request);
    const found = adventures.find((adventure) => adventure.latitude !== null && adventure.longitude !== null);
    expect(found).toBeDefined();
    return found as ApiAdventure & { latitude: number; longitude: number };
  }

  test('is rendered on the server with metadata and TouristAttraction and breadcrumb data', async ({ request }) => {
    const adventure = await withCoordinates(request);
    const html = await (await request.get(`/adventures/${adventure.slug}`)).text();
    expect(html).toContain(adventure.title);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/adventures/${adventure.slug}"`));
    // Its share card (docs/adr/0029), not the hero's WebP.
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/adventures/${adventure.slug}/opengraph-image[^"]*"`));
    const data = jsonLdOf(html);
    const place = data.find((entry) => entry['@type'] === 'TouristAttraction')!;
    expect(place).toMatchObject({
      name: adventure.title,
      geo: { '@type': 'GeoCoordinates', latitude: adventure.latitude, longitude: adventure.longitude },
      containedInPlace: { name: adventure.region, containedInPlace: { name: 'Scotland' } },
    });
    expect((place.image as string[])[0]).toMatch(/^https?:\/\//);
    const crumbs = data.find((entry) => entry['@type'] === 'BreadcrumbList') as unknown as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Adventures', adventure.title]);
  });

  test('opens by its numeric id too, with the slug as its canonical address', async ({ page, request }) => {
    const adventure = await withCoordinates(request);
    const response = await openPage(page, `/adventures/${adventure.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: adventure.title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/adventures/${adventure.slug}$`));
  });

  test('goes through the four tabs with the mouse and the keyboard, and plans the visit', async ({ page, request }) => {
    const adventure = await withCoordinates(request);
    await openPage(page, `/adventures/${adventure.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: adventure.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to Adventures/ })).toHaveAttribute('href', '/adventures');
    const tags = page.getByRole('list', { name: 'Tags' });
    await expect(tags).toContainText(adventure.region);
    for (const activity of adventure.activityTypes) await expect(tags).toContainText(activity);
    if (adventure.featured) await expect(tags).toContainText('Featured');
    for (const card of ['Location & Details', 'More Scottish Adventures', 'Scottish Treasures']) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Browse all adventures' })).toHaveAttribute('href', '/adventures');
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Shop Highland gifts' })).toHaveAttribute('href', '/products');
    await expectAccessible(page);

    const tabs = page.getByRole('tablist', { name: 'About this adventure' });
    const panel = page.getByRole('tabpanel');
    await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Details', 'Gallery', 'Plan Visit']);
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText(adventure.description);

    // The mouse.
    await tabs.getByRole('tab', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\?tab=details$/);
    await expect(panel).toContainText(adventure.activityTypes.join(''));
    await tabs.getByRole('tab', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\?tab=gallery$/);
    for (const image of adventure.images) await expect(panel.getByRole('img', { name: image.alt, exact: true })).toBeAttached();
    await expectAccessible(page);
    const last = adventure.images.length;
    await panel.getByRole('button', { name: new RegExp(`^Enlarge picture ${last} of ${last}`) }).click();
    const enlarged = page.getByRole('dialog', { name: `${adventure.title}: picture ${last} of ${last}` });
    await expect(enlarged.getByRole('img', { name: adventure.images[last - 1]!.alt, exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `${adventure.title}: picture 1 of ${last}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Plan Visit' }).click();
    await expect(page).toHaveURL(/\?tab=plan$/);
    await expect(panel).toContainText(adventure.seasonalAdvice);
    for (const item of adventure.whatToBring) await expect(panel.getByRole('listitem').filter({ hasText: item })).toBeVisible();
    await expect(panel).toContainText(coordinatesText(adventure.latitude, adventure.longitude));
    const maps = panel.getByRole('link', { name: 'Open in Maps (opens in a new tab)' });
    await expect(maps).toHaveAttribute('target', '_blank');
    const mapsHref = new URL((await maps.getAttribute('href'))!);
    expect(mapsHref.origin + mapsHref.pathname).toBe('https://www.google.com/maps/search/');
    expect(mapsHref.searchParams.get('api')).toBe('1');
    expect(mapsHref.searchParams.get('query')).toBe(`${adventure.latitude},${adventure.longitude}`);
    await expectAccessible(page);
    await tabs.getByRole('tab', { name: 'Overview' }).click();
    await expect(page).toHaveURL(new RegExp(`/adventures/${adventure.slug}$`));

    // The keyboard: arrows move and choose (wrapping), Home and End jump, focus follows.
    const tab = (name: string) => tabs.getByRole('tab', { name });
    await tab('Overview').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Details')).toBeFocused();
    await expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Gallery')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Plan Visit')).toBeFocused();
    await expect(panel).toContainText(coordinatesText(adventure.latitude, adventure.longitude));
    await page.keyboard.press('ArrowRight');
    await expect(tab('Overview')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Plan Visit')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Overview')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab('Plan Visit')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=plan$/);
    // Only the chosen tab is in the tab order; Tab goes on into its panel.
    await expect(tabs.locator('[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
  });

  test('a link to ?tab=plan opens on Plan Visit, rendered by the server', async ({ page, request }) => {
    const adventure = await withCoordinates(request);
    const html = await (await request.get(`/adventures/${adventure.slug}?tab=plan`)).text();
    expect(html).toMatch(/id="adventure-panel-plan" role="tabpanel" aria-labelledby="adventure-tab-plan" tabindex="0"/);
    expect(html).toMatch(/id="adventure-panel-overview" role="tabpanel" aria-labelledby="adventure-tab-overview" hidden=""/);

    await openPage(page, `/adventures/${adventure.slug}?tab=plan`);
    await expect(page.getByRole('tab', { name: 'Plan Visit' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Open in Maps/ })).toBeVisible();
  });

  test('Share Adventure copies the link where the browser cannot share', async ({ page, context, request, baseURL }) => {
    const adventure = await withCoordinates(request);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      // As in a desktop browser without the Web Share API.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await openPage(page, `/adventures/${adventure.slug}?tab=details`);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: 'Share Adventure' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    // The adventure's own address, without the tab: the page, not one view of it.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${new URL(baseURL!).origin}/adventures/${adventure.slug}`);
  });

  test('Share Adventure says so when the clipboard is refused', async ({ page, request }) => {
    const adventure = await withCoordinates(request);
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        get: () => ({ writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }),
      });
    });
    await openPage(page, `/adventures/${adventure.slug}`);
    await page.getByRole('button', { name: 'Share Adventure' }).click();
    await expect(page.getByText('Could not copy the link')).toBeVisible();
    await expect(page.getByText(`/adventures/${adventure.slug}`)).toBeVisible();
  });

  test('Share Adventure hands the link to the Web Share API where there is one', async ({ page, request, baseURL }) => {
    const adventure = await withCoordinates(request);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await openPage(page, `/adventures/${adventure.slug}`);
    await page.getByRole('button', { name: 'Share Adventure' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({
      title: adventure.title,
      text: adventure.description,
      url: `${new URL(baseURL!).origin}/adventures/${adventure.slug}`,
    });
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });

  test('an unknown adventure answers 404 with its own message and a way back', async ({ page, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    for (const path of ['/adventures/no-such-walk', '/adventures/999999']) {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Adventure Not Found' })).toBeVisible();
      await expect(page.getByText('This Scottish adventure seems to have wandered off the beaten path.')).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: /Back to all adventures/ }).click();
    await expect(page).toHaveURL(/\/adventures$/);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { seedArticles } from '../lib/content/seed/articles';
import { expectAccessible } from './axe';
import { ONCE_ON_DESKTOP, openPage } from './support';

// The stories come newest first, so the Featured Story block shows the newest featured one.
const newestFirst = [...seedArticles].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
const FEATURED = newestFirst.find((article) => article.featured)!;
const BURNS = seedArticles.find((article) => article.slug === 'burns-night-the-supper-the-poems-and-the-toasts')!;

/** The first sentence of the story's own first paragraph, as a reader sees it. */
function firstSentence(bodyHtml: string): string {
  const paragraph = /<p>(.*?)<\/p>/s.exec(bodyHtml)?.[1] ?? '';
  const text = paragraph.replace(/<[^>]+>/g, '');
  return /^.*?\.(?=\s|$)/.exec(text)?.[0] ?? text;
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) => JSON.parse(match[1]!));
}

async function cardTops(page: Page): Promise<{ x: number; y: number }[]> {
  const cards = page.getByTestId('story-grid').getByRole('article');
  const boxes = await Promise.all((await cards.all()).slice(0, 3).map((card) => card.boundingBox()));
  return boxes.map((box) => ({ x: Math.round(box!.x), y: Math.round(box!.y) }));
}

test.describe('heritage stories', () => {
  test('the list shows the featured story large and the other stories in the grid', async ({ page }, testInfo) => {
    await openPage(page, '/articles');
    await expect(page).toHaveTitle('Highland Heritage Stories | Highland Home');
    await expect(page.getByRole('heading', { level: 1, name: 'Highland Stories' })).toBeVisible();

    const featured = page.getByRole('region', { name: FEATURED.title });
    await expect(featured).toContainText('Featured Story');
    await expect(featured).toContainText(FEATURED.excerpt);
    await expect(featured.getByRole('img')).toBeVisible();
    await expect(featured.getByRole('link', { name: /Read the Full Story/ })).toHaveAttribute('href', `/articles/${FEATURED.slug}`);

    const cards = page.getByTestId('story-grid').getByRole('article');
    await expect(cards).toHaveCount(seedArticles.length - 1);
    const burnsCard = cards.filter({ hasText: BURNS.title });
    await expect(burnsCard).toContainText('15 January 2025');
    await expect(burnsCard).toContainText(/\d+ min read/);
    await expect(burnsCard).toContainText(BURNS.excerpt);
    await expect(burnsCard.getByRole('img')).toBeVisible();

    // Three columns on a laptop, one on a phone.
    const [first, second, third] = await cardTops(page);
    if (testInfo.project.name === 'mobile') {
      expect(second!.x).toBe(first!.x);
      expect(second!.y).toBeGreaterThan(first!.y);
    } else {
      expect([second!.y, third!.y]).toEqual([first!.y, first!.y]);
      expect(third!.x).toBeGreaterThan(second!.x);
    }
    await expectAccessible(page);
  });

  test('a story opened from the grid shows its own body, its products and more stories', async ({ page }) => {
    await openPage(page, '/articles');
    await page.getByTestId('story-grid').getByRole('link', { name: BURNS.title }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${BURNS.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BURNS.title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Home/Articles/${BURNS.title}`);
    await expect(page.getByText('15 January 2025').first()).toBeVisible();

    // The article's own text from the seed, not placeholder prose.
    const body = page.getByTestId('story-body');
    await expect(body).toContainText(firstSentence(BURNS.bodyHtml));
    await expect(body).toContainText('Some hae meat and canna eat');
    await expect(body.getByRole('heading', { level: 2, name: 'The first Burns Supper' })).toBeVisible();

    const shop = page.getByRole('region', { name: 'Shop the story' });
    await expect(shop.getByRole('link')).toHaveCount(BURNS.productSlugs.length);
    await expect(shop.getByRole('link', { name: 'Thistle Engraved Oak Chopping Board' })).toHaveAttribute('href', '/products/thistle-engraved-oak-chopping-board');
    await expect(shop).toContainText(/£\d+\.\d{2}/);

    const more = page.getByRole('region', { name: 'More Highland Stories' });
    await expect(more.getByRole('article')).toHaveCount(3);
    await expect(more.getByRole('link', { name: BURNS.title })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=http.*%2Farticles%2F${BURNS.slug}$`),
    );
    await expect(page.getByRole('link', { name: 'Share on Twitter (opens in a new tab)' })).toHaveAttribute(
      'href',
      new RegExp(`^https://twitter\\.com/intent/tweet\\?url=http.*%2Farticles%2F${BURNS.slug}&text=Burns%20Night`),
    );
    await expectAccessible(page);

    await shop.getByRole('link', { name: 'Thistle Engraved Oak Chopping Board' }).click();
    await expect(page).toHaveURL(/\/products\/thistle-engraved-oak-chopping-board$/);
    await page.goBack();
    await page.getByRole('link', { name: '← Back to Stories' }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });

  test('copies the story link to the clipboard', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openPage(page, `/articles/${FEATURED.slug}`);
    await expect(page.getByText('Featured', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^https?://[^/]+/articles/${FEATURED.slug}$`));
  });

  test('a story is rendered on the server with its metadata and structured data', async ({ request }) => {
    const response = await request.get(`/articles/${FEATURED.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${FEATURED.title.replace(/&/g, '&amp;')} | Highland Home</title>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/articles/${FEATURED.slug}"`));
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+/articles/${FEATURED.slug}/opengraph-image[^"]*"`));
    const jsonLd = jsonLdOf(html);
    const article = jsonLd.find((entry) => entry['@type'] === 'Article')!;
    expect(article).toMatchObject({
      headline: FEATURED.title,
      description: FEATURED.excerpt,
      datePublished: `${FEATURED.publishedOn}T09:00:00.000Z`,
      keywords: FEATURED.keywords.join(', '),
      author: { '@type': 'Organization', name: 'Highland Home' },
      publisher: { '@type': 'Organization', name: 'Highland Home' },
    });
    expect((article.image as string[])[0]).toMatch(/^http:\/\/[^/]+\/images\/generated\/stories\//);
    expect((article.mainEntityOfPage as { '@id': string })['@id']).toMatch(new RegExp(`/articles/${FEATURED.slug}$`));
    const breadcrumbs = jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Articles', FEATURED.title]);
  });

  test('an unknown story answers 404 with a way back to the stories', async ({ page, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    const response = await openPage(page, '/articles/the-loch-ness-monster-tells-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Highland Story Not Found');
    await expectAccessible(page);
    await page.getByRole('link', { name: '← Back to Stories' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Highland Stories' })).toBeVisible();
  });
});

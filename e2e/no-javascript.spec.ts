import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessibleWithoutScripts } from './axe';
import { ONCE_ON_DESKTOP } from './support';

/**
 * The shop as a visitor without JavaScript sees it: only what is in the HTML the server sends. The
 * lists are there in place (never a skeleton waiting for a script to reveal them), the cart and checkout
 * say they need JavaScript, and unknown items answer 404 with their own words.
 */
test.use({ javaScriptEnabled: false });

interface ApiProduct {
  name: string;
  slug: string;
}

/** The same view from the API: its page of products and how many there are in all. */
async function catalogueView(request: APIRequestContext, query: string): Promise<{ products: ApiProduct[]; total: number }> {
  const response = await request.get(`/api/products?per_page=12&${query}`);
  expect(response.ok()).toBe(true);
  return { products: await response.json(), total: Number(response.headers()['x-total-count']) };
}

const CATALOGUE_VIEWS = [
  { path: '/products', query: '', first: 1 },
  { path: '/products?search=tartan', query: 'search=tartan', first: 1 },
  { path: '/products?category=aprons', query: 'category=aprons', first: 1 },
  { path: '/products?page=2', query: 'page=2', first: 13 },
];

const UNKNOWN_ITEMS = [
  {
    path: '/products/no-such-thing',
    heading: 'Highland Treasure Not Found',
    text: "The Highland treasure you're looking for seems to have wandered off into the mist.",
    back: { name: '← Back to all products', href: '/products' },
  },
  {
    path: '/articles/no-such-thing',
    heading: 'Highland Story Not Found',
    text: 'This story seems to have drifted off into the Highland mist. There are plenty more to read.',
    back: { name: '← Back to Stories', href: '/articles' },
  },
  {
    path: '/adventures/no-such-thing',
    heading: 'Adventure Not Found',
    text: 'This Scottish adventure seems to have wandered off the beaten path.',
    back: { name: '← Back to all adventures', href: '/adventures' },
  },
];

/** Pages rendered for each request: addresses naming no order the visitor holds (an id with a wrong key). */
const UNKNOWN_ORDERS = [
  {
    path: '/stripe-checkout?order_id=999999&key=not-the-key',
    page: 'Secure Payment',
    heading: 'Payment Session Not Found',
    text: 'We couldn’t find an order waiting for payment at this address. Please start again from checkout.',
    back: { name: 'Back to Checkout', href: '/checkout' },
  },
  {
    path: '/order-success?order_id=999999&key=not-the-key',
    page: 'Order Confirmation',
    heading: 'Order Not Found',
    text: "We couldn't find your order details. Please check your email for confirmation",
    back: { name: 'Return to Home', href: '/' },
  },
];

/**
 * The HTML without scripts is the same on any screen, and on a phone e2e/mobile-layout.spec.ts scans
 * every route: these run once, on desktop, keeping npm test short. The unknown items run on both, so
 * the phone's visit, minutes later, meets the 404 pages as the cache keeps them.
 */

test.describe('without JavaScript', () => {
  for (const view of CATALOGUE_VIEWS) {
    test(`${view.path} lists its products`, async ({ page, request, isMobile }) => {
      test.skip(isMobile, ONCE_ON_DESKTOP);
      const { products, total } = await catalogueView(request, view.query);
      expect(products.length).toBeGreaterThan(0);
      const response = await page.goto(view.path);
      expect(response?.status()).toBe(200);
      const results = page.locator('#product-results');
      await expect(results.getByText(/^Showing/)).toHaveText(`Showing ${view.first}–${view.first + products.length - 1} of ${total} products`);
      for (const product of products) {
        const link = results.getByRole('link', { name: product.name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', `/products/${product.slug}`);
      }
      await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
      await expectAccessibleWithoutScripts(page);
    });
  }

  test('/articles lists the stories, the featured one first', async ({ page, request, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    const stories: { title: string; slug: string; featured: boolean }[] = await (await request.get('/api/articles')).json();
    // Newest first, so the first featured story is the one shown large.
    const featured = stories.find((story) => story.featured)!;
    const response = await page.goto('/articles');
    expect(response?.status()).toBe(200);
    const featuredBlock = page.getByRole('region', { name: featured.title });
    await expect(featuredBlock.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(featuredBlock.getByRole('link', { name: /^Read the Full Story/ })).toHaveAttribute('href', `/articles/${featured.slug}`);
    for (const story of stories.filter((other) => other !== featured)) {
      const link = page.getByRole('link', { name: story.title, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/articles/${story.slug}`);
    }
    await expectAccessibleWithoutScripts(page);
  });

  test('/adventures lists the adventures', async ({ page, request, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    const adventures: { title: string; slug: string }[] = await (await request.get('/api/adventures')).json();
    // Twelve a page (lib/domain/adventures.ts): the first page, then the rest through the page links.
    const perPage = 12;
    const response = await page.goto('/adventures');
    expect(response?.status()).toBe(200);
    for (let start = 0; start < adventures.length; start += perPage) {
      const onPage = adventures.slice(start, start + perPage);
      await expect(page.getByText(`Showing ${onPage.length} of ${adventures.length} adventures`)).toBeVisible();
      for (const adventure of onPage) {
        await expect(page.getByRole('link', { name: `Explore ${adventure.title}` })).toHaveAttribute('href', `/adventures/${adventure.slug}`);
      }
      if (start === 0) await expectAccessibleWithoutScripts(page);
      if (start + perPage < adventures.length) await page.getByRole('link', { name: 'Go to next page' }).click();
    }
  });

  for (const { path, heading } of [
    { path: '/cart', heading: 'Your cart needs JavaScript' },
    { path: '/checkout', heading: 'Checkout needs JavaScript' },
  ]) {
    test(`${path} says it needs JavaScript instead of loading forever`, async ({ page, isMobile }) => {
      test.skip(isMobile, ONCE_ON_DESKTOP);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      // Playwright's text queries never look inside <noscript>, even where the browser shows it.
      const explanation = page.locator('main noscript p');
      await expect(explanation).toBeVisible();
      await expect(explanation).toHaveText(/^Please turn on JavaScript in your browser to .+\.$/);
      await expect(page.getByText('Loading your cart…')).toBeHidden();
      await expectAccessibleWithoutScripts(page);
    });
  }

  for (const item of UNKNOWN_ITEMS) {
    test(`${item.path} answers 404 with its own not-found page, rendered or cached`, async ({ page, isMobile }) => {
      test.skip(isMobile, ONCE_ON_DESKTOP);
      // The first visit may render the page; the second comes from the page cache.
      for (const visit of [() => page.goto(item.path), () => page.reload()]) {
        const response = await visit();
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle(`${item.heading} | Highland Home`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.heading);
        await expect(page.getByText(item.text)).toBeVisible();
        await expect(page.getByRole('link', { name: item.back.name })).toHaveAttribute('href', item.back.href);
      }
      await expectAccessibleWithoutScripts(page);
    });
  }

  for (const order of UNKNOWN_ORDERS) {
    test(`${order.path.split('?')[0]} for an unknown order answers 404 with its own words`, async ({ page, isMobile }) => {
      test.skip(isMobile, ONCE_ON_DESKTOP);
      const response = await page.goto(order.path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${order.heading} | Highland Home`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(order.page);
      await expect(page.getByRole('heading', { level: 2, name: order.heading })).toBeVisible();
      await expect(page.getByText(order.text)).toBeVisible();
      await expect(page.getByRole('link', { name: order.back.name, exact: true })).toHaveAttribute('href', order.back.href);
      await expectAccessibleWithoutScripts(page);
    });
  }
});

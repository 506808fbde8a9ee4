import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { ROUTES } from './routes';
import { ONCE_ON_DESKTOP, openPage } from './support';

// The payment and confirmation pages name an order and its key; without them there is nothing to show
// (e2e/checkout.spec.ts opens both for a real order).
const UNKNOWN_ITEMS = [
  '/products/the-lost-sporran',
  '/articles/the-lost-chronicle',
  '/adventures/the-lost-glen',
  '/no-such-glen',
  '/stripe-checkout',
  '/order-success?order_id=9999&payment_intent=pi_fake',
];

async function titleAndDescription(page: Page) {
  return {
    title: await page.title(),
    description: (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
  };
}

test.describe('every route in the route table', () => {
  // Titles, descriptions and status codes are the same on any screen, and on a phone
  // e2e/mobile-layout.spec.ts scans every route again: once, on desktop, keeps npm test short.
  test.skip(({ isMobile }) => isMobile, ONCE_ON_DESKTOP);

  test('answers 200 with a title and description of its own, and passes an accessibility scan', async ({ page }) => {
    test.setTimeout(240_000);
    const seen = new Map<string, string>();
    for (const path of ROUTES) {
      await test.step(path, async () => {
        const response = await openPage(page, path);
        expect(response?.status(), path).toBe(200);
        const { title, description } = await titleAndDescription(page);
        expect(title, path).toMatch(/\S/);
        expect(description.length, `${path} description`).toBeGreaterThan(20);
        expect(seen.get(title), `${path} shares its title with ${seen.get(title)}`).toBeUndefined();
        seen.set(title, path);
        await expectAccessible(page);
      });
    }
  });

  test('answers 404 for items that do not exist', async ({ request }) => {
    for (const path of UNKNOWN_ITEMS) expect((await request.get(path)).status(), path).toBe(404);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { ROUTES } from './routes';
import { openPage } from './support';

/** A simple product, so the cart and checkout pages show their lines and forms rather than the empty state. */
const APRON = 'royal-stewart-tartan-apron';

/** How wide the document is against the screen it is shown on. */
async function widths(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: window.innerWidth }));
}

test.describe('on a 375px phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone-sized project only');

  test('no page in the route table scrolls sideways, and each passes an accessibility scan', async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const screen = page.viewportSize()!.width;
    expect(screen).toBe(375);
    const apron = await (await page.request.get(`/api/products/${APRON}`)).json();
    const added = await page.request.post('/api/cart', { data: { productId: apron.id, quantity: 1 }, headers: { origin: baseURL! } });
    expect(added.status()).toBe(201);

    for (const path of ROUTES) {
      await test.step(path, async () => {
        await openPage(page, path);
        // A phone browser widens its layout viewport to take in content that sticks out, so the
        // window's width is checked against the screen too, not only the document's.
        expect(await widths(page), path).toEqual({ document: screen, window: screen });
        await expectAccessible(page);
      });
    }
  });
});

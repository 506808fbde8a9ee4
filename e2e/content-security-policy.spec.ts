import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { openPage } from './support';

/** Records every policy violation from the first byte of each document on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`));
  });
}

const scriptSources = (headers: Record<string, string>) =>
  headers['content-security-policy']?.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

const PAGES = [
  '/',
  '/products',
  '/products?search=cow',
  '/products/thistle-stoneware-mug',
  '/articles',
  '/articles/the-loch-ness-monster-tells-all',
  '/adventures',
  '/adventures/old-man-of-storr',
  '/collections',
  '/cart',
  '/checkout',
  '/about',
  '/no-such-glen',
];

test.describe('the Content-Security-Policy', () => {
  // The policy is the same whatever the screen; once is enough.
  test.skip(({ isMobile }) => isMobile, 'runs once, on desktop');

  for (const path of PAGES) {
    test(`${path} runs its own scripts, allowed by hash, with no violation, rendered or cached`, async ({ page }) => {
      await watchViolations(page);
      // The first visit may render the page; the second is served from the cache with its stored policy.
      for (const visit of [() => openPage(page, path), () => page.reload()]) {
        const response = await visit();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        expect(scriptSources(await response!.allHeaders())).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
        expect(await violations(page)).toEqual([]);
      }
      await expectAccessible(page);
    });
  }

  test('refuses a script injected into a page', async ({ page }) => {
    await watchViolations(page);
    await openPage(page, '/products/thistle-stoneware-mug');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // The page still works: its own scripts were never blocked.
    await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeEnabled();
  });
});

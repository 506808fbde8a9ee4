import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { ONCE_ON_DESKTOP, openPage } from './support';

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

/** Cached public pages: one static policy, the same for everyone. */
const CACHED_PAGES = [
  '/',
  '/products',
  '/products?search=cow',
  '/products/thistle-stoneware-mug',
  '/articles',
  '/articles/the-loch-ness-monster-tells-all',
  '/adventures',
  '/adventures/old-man-of-storr',
  '/collections',
  '/about',
  '/no-such-glen',
];

/** Pages rendered per request, which handle addresses, cards and the owner's session: a nonce each time. */
const PER_REQUEST_PAGES = ['/cart', '/checkout', '/track', '/admin/login'];

const NONCE_POLICY = /^script-src 'self' 'nonce-([A-Za-z0-9+/]+=*)' 'strict-dynamic'$/;

/**
 * Script elements in the page as sent that do not carry this response's nonce (JSON-LD is data,
 * never run). Scripts Next adds later are let in by 'strict-dynamic', not by a nonce of their own.
 */
const scriptsWithoutNonce = (html: string, nonce: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('application/ld+json') && !tag.includes(`nonce="${nonce}"`));

test.describe('the Content-Security-Policy', () => {
  // The policy is the same whatever the screen; once is enough.
  test.skip(({ isMobile }) => isMobile, ONCE_ON_DESKTOP);

  for (const path of CACHED_PAGES) {
    test(`${path} has the static policy and runs its scripts with no violation, rendered or cached`, async ({ page }) => {
      await watchViolations(page);
      // The first visit may render the page; the second is served from the cache.
      for (const visit of [() => openPage(page, path), () => page.reload()]) {
        const response = await visit();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        expect(scriptSources(await response!.allHeaders())).toBe("script-src 'self' 'unsafe-inline'");
        expect(await violations(page)).toEqual([]);
      }
      await expectAccessible(page);
    });
  }

  for (const path of PER_REQUEST_PAGES) {
    test(`${path} gets a new nonce on every response, on every script, with no violation`, async ({ page }) => {
      await watchViolations(page);
      const nonces: string[] = [];
      for (const visit of [() => openPage(page, path), () => page.reload()]) {
        const response = await visit();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        const [, nonce] = NONCE_POLICY.exec(scriptSources(await response!.allHeaders())) ?? [];
        expect(nonce).toBeTruthy();
        nonces.push(nonce!);
        expect(scriptsWithoutNonce(await response!.text(), nonce!)).toEqual([]);
        expect(await violations(page)).toEqual([]);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
      await expectAccessible(page);
    });
  }

  // next.config's header sources match without regard to case, the proxy's matcher by exact case.
  for (const path of ['/Cart', '/CHECKOUT', '/Admin/orders', '/Track']) {
    test(`${path}, a per-request page's path in another case, is not found and still has the static policy`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(scriptSources(response.headers())).toBe("script-src 'self' 'unsafe-inline'");
    });
  }

  test('refuses a script injected into the markup of a per-request page', async ({ page }) => {
    await watchViolations(page);
    // As a stored script in a shopper's or owner's text would arrive: inside the HTML, without the nonce.
    await page.route('**/track', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</main>', '<script>window.__injected = true</script></main>');
      await route.fulfill({ response, body: html });
    });
    await openPage(page, '/track');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // The page still works: its own scripts were never blocked.
    await expect(page.getByRole('button', { name: 'Track Order' })).toBeEnabled();
  });
});

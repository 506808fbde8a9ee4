import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { ONCE_ON_DESKTOP, openPage } from './support';

/**
 * Page paths with a %-escape that does not decode (docs/adr/0013, input bounds), fuzzed against the
 * real server: Next would answer them with a plain-text 500. Every page route, its rewritten list
 * paths and the back office answer the shop's own not-found page, 404 and HTML, instead.
 */
const NOT_FOUND_TITLE = 'Highland Path Not Found | Highland Home';

/** Where a broken escape can land: each dynamic page route, the rewritten views, and static pages. */
const PREFIXES = [
  '/products/',
  '/articles/',
  '/adventures/',
  '/collections/',
  '/views/products/',
  '/views/products/all/',
  '/views/adventure-pages/',
  '/admin/orders/',
  '/admin/messages/',
  '/admin/products/',
  '/admin/stories/',
  '/admin/adventures/',
  '/order-success/',
  '/',
  '/about',
  '/products/celtic-knot-beech-chopping-board/',
];
const QUERIES = ['', '?tab=plan', '?category=aprons', '?page=2', '?search=tartan&sort=price-asc'];

/** A %-escape no decoder accepts: a lone %, a half escape, a non-hex one, or bytes that are not UTF-8. */
const brokenEscape = fc.oneof(
  fc.constantFrom('%', '%E0%A4%A', '%ff', '%C3', '%C3%28', '%ED%A0%80', '%F8%88%80%80%80', '%c0%af'),
  fc.constantFrom('0', 'a', 'F', '').map((half) => `%${half}`),
  fc.stringMatching(/^[G-Zg-z][0-9A-Za-z]$/).map((pair) => `%${pair}`),
  fc.integer({ min: 0x80, max: 0xff }).map((byte) => `%${byte.toString(16)}`),
);
const slugish = fc.stringMatching(/^[a-z0-9-]{0,12}$/);
/** What follows the escape never starts with a hex digit, which could complete a half escape. */
const rest = fc.stringMatching(/^([g-z-][a-z0-9-]{0,11})?$/);

test.describe('a page path with a broken %-escape', () => {
  // Status and markup are the same on any screen: runs once, on desktop.
  test.skip(({ isMobile }) => isMobile, ONCE_ON_DESKTOP);

  test('answers the shop\'s not-found page with 404 on every page route (fuzzed)', async ({ request }) => {
    test.setTimeout(120_000);
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PREFIXES), slugish, brokenEscape, rest, fc.constantFrom(...QUERIES), async (prefix, before, escape, after, query) => {
        const path = `${prefix}${before}${escape}${after}${query}`;
        const response = await request.get(path, { maxRedirects: 0 });
        sent += 1;
        expect(response.status(), path).toBe(404);
        expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
        expect((await response.text()).includes(`<title>${NOT_FOUND_TITLE}</title>`), `${path} shows the not-found page`).toBe(true);
      }),
      { numRuns: 150 },
    );
    console.log(`Page-path fuzzing: ${sent} broken escapes sent.`);
  });

  test('shows the not-found page, with its way home, to a visitor, and passes an accessibility scan', async ({ page }) => {
    const response = await openPage(page, '/products/%E0%A4%A');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    await expect(page.getByRole('heading', { level: 1, name: 'Highland Path Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home now' })).toBeVisible();
    await expectAccessible(page);
  });

  test('still answers an API path with 400 JSON', async ({ request }) => {
    const response = await request.get('/api/products/%E0%A4%A');
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'invalid_path' } });
  });
});

/** A per-request page's path in letters of any case, as a scanner would try it. */
const PER_REQUEST_PATHS = ['/cart', '/checkout', '/stripe-checkout', '/order-success', '/track', '/admin', '/admin/orders', '/admin/login'];
const anyCase = (path: string) => fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }).map((upper) => [...path].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join(''));

test.describe('hostile paths and methods (issue 39)', () => {
  test.skip(({ isMobile }) => isMobile, ONCE_ON_DESKTOP);

  test('every HTML answer to a per-request page’s path, in any case, carries a Content-Security-Policy (fuzzed)', async ({ request }) => {
    test.setTimeout(120_000);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PER_REQUEST_PATHS).chain(anyCase), fc.constantFrom('', '/', '/x', '?order_id=1'), async (path, suffix) => {
        const response = await request.get(`${path}${suffix}`, { maxRedirects: 0 });
        if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
        expect(response.headers()['content-security-policy'], `${path}${suffix}`).toContain("script-src 'self'");
      }),
      { numRuns: 80 },
    );
  });

  test('TRACE gets 405 anywhere, and TRACK (which Node itself refuses) a 4xx, never a 500 (fuzzed)', async ({ request }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('TRACE', 'TRACK'), fc.constantFrom('/api/cart', '/api/products', '/api/nothing', '/cart', '/products', '/', ...PREFIXES), async (method, path) => {
        const response = await request.fetch(path, { method, maxRedirects: 0 });
        if (method === 'TRACK') return expect(response.status(), `${method} ${path}`).toBe(400);
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow).toContain('GET');
      }),
      { numRuns: 40 },
    );
  });

  test('a share card for a made-up product is a 404 without a picture, whatever the slug (fuzzed)', async ({ request }) => {
    test.setTimeout(120_000);
    const html = await (await request.get('/products/celtic-knot-beech-chopping-board')).text();
    const card = /og:image" content="[^"]*?(\/opengraph-image[^"?]*)/.exec(html)?.[1];
    expect(card, 'the product page names its card').toBeTruthy();
    const madeUp = fc.oneof(
      // Prefixed: a product is found by its id as well as its slug, so a bare "1" is a real one.
      fc.stringMatching(/^[a-z0-9-]{1,40}$/).map((slug) => `made-up-${slug}`),
      fc.constantFrom('x'.repeat(5_000), 'bad%00slug', '%00', 'a%2Fb', '..%2F..', '%E2%80%AEgnp'),
    );
    await fc.assert(
      fc.asyncProperty(madeUp, async (slug) => {
        const response = await request.get(`/products/${slug}${card!}`, { maxRedirects: 0 });
        expect(response.status(), slug.slice(0, 60)).toBe(404);
        expect(response.headers()['content-type'] ?? '', slug.slice(0, 60)).not.toMatch(/^image\//);
      }),
      { numRuns: 60 },
    );
  });
});

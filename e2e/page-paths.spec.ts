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

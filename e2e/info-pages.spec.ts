import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { openPage } from './support';

/** The layout's own description: a page that shows it has not set its own. */
const LAYOUT_DESCRIPTION_START = 'Scottish Highland themed gifts: tartan aprons';

const PAGES = [
  { path: '/about', title: 'About Us', heading: 'About Highland Home' },
  { path: '/shipping', title: 'Shipping Information', heading: 'Shipping Information' },
  { path: '/returns', title: 'Returns & Exchanges', heading: 'Returns & Exchanges' },
  { path: '/size-guide', title: 'Size Guide', heading: 'Size Guide' },
  { path: '/faq', title: 'Frequently Asked Questions', heading: 'Frequently Asked Questions' },
  { path: '/privacy', title: 'Privacy Policy', heading: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service', heading: 'Terms of Service' },
  { path: '/cookies', title: 'Cookie Policy', heading: 'Cookie Policy' },
] as const;

async function description(page: Page): Promise<string> {
  return (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
}

test.describe('the information and legal pages', () => {
  for (const { path, title, heading } of PAGES) {
    test(`${path} answers 200 with its own title, description and heading, and passes an accessibility scan`, async ({ page, isMobile }) => {
      // On a phone e2e/mobile-layout.spec.ts opens and scans every one of these pages.
      test.skip(isMobile, 'titles and descriptions are the same on any screen: once, on desktop');
      const response = await openPage(page, path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | Highland Home`);
      const own = await description(page);
      expect(own.length).toBeGreaterThan(50);
      expect(own.startsWith(LAYOUT_DESCRIPTION_START)).toBe(false);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (['/privacy', '/terms', '/cookies'].includes(path)) await expect(page.getByText('Last updated: 2 August 2025')).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('every page has a description of its own', async ({ request }) => {
    const descriptions = await Promise.all(
      PAGES.map(async ({ path }) => /<meta name="description" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1]),
    );
    expect(new Set(descriptions).size).toBe(PAGES.length);
  });

  test('the pages are rendered on the server, figures included', async ({ request }) => {
    const shipping = await (await request.get('/shipping')).text();
    expect(shipping).toContain('Free UK shipping on every order');
    expect(shipping).toContain('£16.96');
    expect(shipping).not.toMatch(/£30|£50/);
    const returns = await (await request.get('/returns')).text();
    expect(returns).toContain('5-10 working days after your return arrives');
    const faq = await (await request.get('/faq')).text();
    expect(faq).toContain('"@type":"FAQPage"');
  });

  test('About: Subscribe Now moves to the newsletter block', async ({ page }) => {
    await openPage(page, '/about');
    const newsletter = page.locator('#newsletter');
    await expect(newsletter).not.toBeInViewport();
    await page.getByRole('link', { name: 'Subscribe Now' }).click();
    await expect(newsletter).toBeInViewport();
    await expect(newsletter.getByRole('heading', { name: 'Join the Highland Clan' })).toBeInViewport();
    await expect(newsletter).toBeFocused();
    expect(new URL(page.url()).hash).toBe('#newsletter');
    await expect(page.getByRole('region', { name: 'Follow the clan' }).getByRole('link')).toHaveCount(4);
  });

  test('Size Guide: captioned tables for clothing and boards', async ({ page }) => {
    await openPage(page, '/size-guide');
    const tees = page.getByRole('table', { name: /T-shirts/ });
    await expect(tees.getByRole('rowheader')).toHaveText(['XS', 'S', 'M', 'L', 'XL', 'XXL (2XL)', '3XL']);
    await expect(tees.getByRole('columnheader')).toHaveText(['Size', 'Chest (in)', 'Waist (in)', 'Length (in)']);
    await expect(page.getByRole('table', { name: /Flannel shirts and sweatshirts/ })).toBeVisible();
    const boards = page.getByRole('table', { name: 'Chopping board sizes' });
    await expect(boards.getByRole('rowheader')).toHaveText(['Small', 'Medium', 'Large', 'X-large']);
    await expect(boards).toContainText('30cm x 20cm');
  });

  test('FAQ: a question opens to show its answer', async ({ page }) => {
    await openPage(page, '/faq');
    const question = page.locator('summary', { hasText: 'How can I track my order?' });
    const answer = page.getByText(/Pop your order number and the e-mail address/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(page.locator('#tracking').getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/track');
    await expectAccessible(page);
    await question.press('Enter');
    await expect(answer).toBeHidden();
  });
});

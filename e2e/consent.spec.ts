import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { expectAccessible } from './axe';
import { ONCE_ON_DESKTOP, openPage } from './support';

const CONSENT_COOKIE = 'hh_consent';
/** The only cookies allowed before the shopper answers. */
const ESSENTIAL_COOKIES = ['hh_cart', CONSENT_COOKIE];
const CONSENT_MAX_AGE_DAYS = 180;

async function storedConsent(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE);
  return cookie ? decodeURIComponent(cookie.value) : null;
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Cookies on Highland Home' });
}

function isVitalsReport(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals';
}

/** Notes whether the banner ever enters the page, however briefly (a flash). */
async function watchForBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[data-consent-banner]') !== null;
    new MutationObserver(() => {
      if (seen()) (window as unknown as { bannerSeen: boolean }).bannerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

async function bannerWasSeen(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { bannerSeen?: boolean }).bannerSeen === true);
}

/**
 * The performance module reports with navigator.sendBeacon, whose body Playwright's request does
 * not expose; this keeps a copy of each report's body, then sends it on unchanged.
 */
async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { beacons: string[] }).beacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
}

async function reportedVitals(page: Page): Promise<{ name: string; path: string }[]> {
  return page.evaluate(() => (window as unknown as { beacons: string[] }).beacons.map((text) => JSON.parse(text)));
}

/** As a browser does when the tab is switched away or closed: web-vitals reports final values then. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('cookie consent', () => {
  test('a new visitor is asked; "Reject non-essential" stores no and the banner stays away afterwards', async ({ page, context }) => {
    await openPage(page, '/');
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(context)).toBeNull();
    await expectAccessible(page);

    await banner(page).getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(context)).toBe('v1:analytics=0,marketing=0,preferences=0');
    const cookie = (await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE)!;
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.httpOnly).toBe(false);
    const days = (cookie.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(CONSENT_MAX_AGE_DAYS - 1);
    expect(days).toBeLessThanOrEqual(CONSENT_MAX_AGE_DAYS);

    // A full page load: the banner must not even flash before the answer is read.
    await watchForBanner(page);
    await openPage(page, '/products');
    await page.waitForTimeout(500);
    await expect(banner(page)).toBeHidden();
    expect(await bannerWasSeen(page)).toBe(false);
  });

  test('"Accept all" stores yes to every category', async ({ page, context }) => {
    await openPage(page, '/shipping');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(context)).toBe('v1:analytics=1,marketing=1,preferences=1');
  });

  test('"Choose" answers category by category, from the keyboard', async ({ page, context, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    await openPage(page, '/');
    const choose = banner(page).getByRole('button', { name: 'Choose' });
    // Reachable by keyboard, early in the tab order (after the skip link).
    for (let presses = 0; presses < 6 && !(await choose.evaluate((button) => button === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    const analytics = banner(page).getByRole('switch', { name: 'Analytics' });
    await expect(analytics).toBeFocused();
    await expect(banner(page).getByRole('switch', { name: /Essential cookies/ })).toBeDisabled();
    await expectAccessible(page);
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await banner(page).getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(context)).toBe('v1:analytics=1,marketing=0,preferences=0');
  });

  test('on the Cookies page the shopper sees and changes the answer, and the cookie follows', async ({ page, context, isMobile }) => {
    test.skip(isMobile, ONCE_ON_DESKTOP);
    await openPage(page, '/');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await openPage(page, '/cookies');
    const settings = page.getByRole('region', { name: 'Cookie settings' });
    await expect(settings.getByTestId('consent-summary')).toHaveText(/You have allowed all cookies/);
    await expect(settings.getByRole('switch', { name: 'Analytics' })).toBeChecked();

    await settings.getByRole('switch', { name: 'Analytics' }).click();
    await settings.getByRole('switch', { name: 'Marketing' }).click();
    await settings.getByRole('button', { name: 'Save my choices' }).click();
    await expect(settings.getByText('Your cookie settings are saved.')).toBeVisible();
    expect(await storedConsent(context)).toBe('v1:analytics=0,marketing=0,preferences=1');
    await expect(settings.getByTestId('consent-summary')).toHaveText(
      'You have allowed preference cookies, and said no to analytics and marketing cookies.',
    );
    await expectAccessible(page);
  });

  test('before any answer: only essential cookies and no vitals report', async ({ isMobile, page, context }) => {
    test.skip(isMobile, 'which cookies are set and what is reported is the same on any screen: once, on desktop');
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (isVitalsReport(request)) reports.push(request);
    });
    await openPage(page, '/');
    await expect(banner(page)).toBeVisible();
    // Past the idle modules' 2-second start, then as if the tab were closed.
    await page.waitForTimeout(3000);
    await hidePage(page);
    await page.waitForTimeout(1000);
    await openPage(page, '/about');
    await page.waitForTimeout(3000);
    expect(reports).toEqual([]);
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names.filter((name) => !ESSENTIAL_COOKIES.includes(name))).toEqual([]);
    expect(names).not.toContain(CONSENT_COOKIE);
  });

  test('after accepting analytics, Core Web Vitals are reported', async ({ isMobile, page }) => {
    test.skip(isMobile, 'which cookies are set and what is reported is the same on any screen: once, on desktop');
    await openPage(page, '/');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    // Reporting starts with the next page load (the performance module reads consent at start-up).
    await recordBeacons(page);
    const firstReport = page.waitForRequest(isVitalsReport, { timeout: 15_000 });
    await openPage(page, '/faq');
    await firstReport;
    await expect.poll(async () => (await reportedVitals(page)).length).toBeGreaterThan(0);
    for (const vital of await reportedVitals(page)) {
      expect(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']).toContain(vital.name);
      expect(vital.path).toBe('/faq');
    }

    // Layout shift (CLS) is only final when the page is hidden, so it is reported then and not before.
    await page.waitForTimeout(500);
    expect((await reportedVitals(page)).map((vital) => vital.name)).not.toContain('CLS');
    await hidePage(page);
    await expect.poll(async () => (await reportedVitals(page)).map((vital) => vital.name)).toContain('CLS');
  });

  test('the banner stays compact and never hides the end of the page for good', async ({ page }) => {
    await openPage(page, '/products');
    const region = banner(page);
    await expect(region).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await region.boundingBox())!;
    expect(box.height).toBeLessThan(viewport.height * 0.3);
    // At the very bottom of the page the footer sits above the banner, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const footer = await page.locator('footer').last().boundingBox();
        const bar = await region.boundingBox();
        return footer && bar ? Math.round(footer.y + footer.height - bar.y) : Number.NaN;
      })
      .toBeLessThanOrEqual(1);
    // And the page's own buttons still take clicks while it is showing.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'Your Highland Cart' })).toBeVisible();
  });
});

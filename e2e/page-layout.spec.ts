import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { openPage } from './support';

/** A simple product, so the cart and checkout pages show their lines, form and summary. */
const APRON = 'royal-stewart-tartan-apron';

/** Visible section headings whose typeface is not the page title's: h2 and h3, and fieldset legends set as large. */
async function headingsInAnotherFont(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const title = getComputedStyle(document.querySelector('h1')!).fontFamily;
    const headings = [...document.querySelectorAll<HTMLElement>('h2, h3, fieldset > legend')].filter((element) => {
      const style = getComputedStyle(element);
      const shown = element.getClientRects().length > 0 && !element.closest('.sr-only') && style.position !== 'absolute';
      return shown && (element.tagName !== 'LEGEND' || parseFloat(style.fontSize) >= 20);
    });
    return headings.filter((element) => getComputedStyle(element).fontFamily !== title).map((element) => `${element.tagName} "${element.textContent?.trim()}": ${getComputedStyle(element).fontFamily}`);
  });
}

test.describe('page layout', () => {
  test('section headings are set in the heading typeface on the cart, checkout, product, track and contact pages', async ({ page, baseURL }) => {
    const apron = await (await page.request.get(`/api/products/${APRON}`)).json();
    expect((await page.request.post('/api/cart', { data: { productId: apron.id, quantity: 1 }, headers: { origin: baseURL! } })).status()).toBe(201);

    for (const path of ['/cart', '/checkout', `/products/${APRON}`, '/track', '/contact']) {
      await test.step(path, async () => {
        await openPage(page, path);
        if (path === '/cart') await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
        if (path === '/checkout') {
          await expect(page.getByRole('group', { name: 'Shipping Address' })).toBeVisible();
          await page.getByLabel('Same as shipping address').uncheck();
          await expect(page.getByRole('group', { name: 'Billing Address' })).toBeVisible();
        }
        expect(await headingsInAnotherFont(page)).toEqual([]);
        await expectAccessible(page);
      });
    }
  });

  test('the footer keeps the shop’s e-mail address whole', async ({ page, isMobile }) => {
    // The laptop width where its four columns once broke it mid-word; the phone project stays at 375px.
    if (!isMobile) await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/about');
    const address = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
    const text = (await address.textContent())!;
    await expect(address).toHaveAccessibleName(text);
    await expect(address).toHaveAttribute('href', `mailto:${text}`);
    // One line: as tall as a line of its text, however the column falls.
    const { height, lineHeight } = await address.evaluate((link) => ({ height: link.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(link).lineHeight) }));
    expect(height).toBeLessThan(lineHeight * 1.5);
    await expectAccessible(page);
  });

  test('the FAQ uses the width of a wide screen, in two columns of questions', async ({ page, isMobile }) => {
    test.skip(isMobile, 'one column on a phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/faq');
    const banner = (await page.getByRole('heading', { level: 1 }).locator('xpath=..').boundingBox())!;
    const lists = page.getByRole('region', { name: 'Questions and answers' }).getByRole('list');
    await expect(lists).toHaveCount(2);
    const [left, right] = [(await lists.nth(0).boundingBox())!, (await lists.nth(1).boundingBox())!];
    expect(left.y).toBe(right.y);
    expect(left.x).toBeCloseTo(banner.x, 0);
    expect(right.x + right.width).toBeCloseTo(banner.x + banner.width, 0);
    // Each column is still a comfortable measure for reading an answer.
    expect(left.width).toBeLessThan(700);

    await page.getByText('How do I look after my wooden chopping board?').click();
    await expect(page.getByText('Wash it by hand in warm soapy water')).toBeVisible();
    await expectAccessible(page);
  });
});

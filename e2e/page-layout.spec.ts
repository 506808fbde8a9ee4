import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openPage } from './support';

test.describe('page layout', () => {
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

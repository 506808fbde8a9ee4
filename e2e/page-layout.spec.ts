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
});

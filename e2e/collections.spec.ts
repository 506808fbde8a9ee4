import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { openPage } from './support';

test.describe('the regional collections', () => {
  test('show every region tab on the screen, reachable with the arrow keys', async ({ page }) => {
    await openPage(page, '/collections');
    const screen = page.viewportSize()!;
    const tabs = page.getByRole('tablist', { name: 'Scottish regions' }).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(screen.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(screen.width);

    await page.getByRole('tab', { name: /^Highlands/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Islands/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^Islands/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/collections\?region=islands$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Islands Collection' })).toBeVisible();
    await expectAccessible(page);
  });

  test('lay out a region as a grid of product cards with picture, name, price and link', async ({ page }) => {
    await openPage(page, '/collections?region=historic');
    const panel = page.getByRole('region', { name: 'Historic Collection' });
    const cards = panel.getByRole('listitem').filter({ has: page.getByRole('article') });
    expect(await cards.count()).toBeGreaterThanOrEqual(4);

    for (const card of (await cards.all()).slice(0, 4)) {
      const picture = card.getByRole('img').first();
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).not.toHaveJSProperty('naturalWidth', 0);
      await expect(card.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[\w-]+$/);
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card).toContainText(/£\d+\.\d{2}/);
    }

    // A row of four cards on a laptop, two on a phone: the cards of a row share their top edge.
    const tops = await cards.evaluateAll((items) => items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)));
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(perRow).toBe((page.viewportSize()?.width ?? 0) >= 1024 ? 4 : 2);
    await expectAccessible(page);
  });
});

import type { Page } from '@playwright/test';

/** The header's search box; below 768px it lives in the mobile menu, which has to be opened first. */
export async function searchFromHeader(page: Page, term: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: /menu/i }).filter({ visible: true });
  if (await menuButton.count()) await menuButton.first().click();
  const box = page.getByRole('search').filter({ visible: true }).first().getByPlaceholder('Search Scottish gifts...');
  await box.fill(term);
  await box.press('Enter');
}

/** Prices of the cards on the page in pence, in grid order ('from £x' counts as x). */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('#product-results article').evaluateAll((cards) =>
    cards.map((card) => card.querySelector('p.flex span')?.textContent ?? ''),
  );
  return texts.map((text) => Math.round(Number(/£([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(',', '') ?? NaN) * 100));
}

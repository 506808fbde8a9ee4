import type { Page, Response } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so its buttons really work. */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

/** The header's search box; below 768px it lives in the mobile menu, which has to be opened first. */
export async function searchFromHeader(page: Page, term: string): Promise<void> {
  const boxes = page.getByRole('search').filter({ visible: true }).getByPlaceholder('Search Scottish gifts...');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if ((await boxes.count()) === 0 && (await menuButton.isVisible())) await menuButton.click();
  const box = boxes.first();
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

import { expect, type Page, type Response } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so its buttons really work. */
/**
 * Why a journey skips the phone-sized project: what it checks (server answers, keyboard order,
 * filtering and paging logic) is the same on any screen, and e2e/mobile-layout.spec.ts scans every
 * page at 375 px. Once on desktop keeps npm test within its 15 minutes.
 */
export const ONCE_ON_DESKTOP = 'the same on any screen: once, on desktop';

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

const FUTURE_EXPIRY = `12${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

/** Chooses an option in the catalogue's options dialog: radios on desktop, a bottom sheet on touch screens. */
export async function chooseInOptionsDialog(page: Page, productName: string, attribute: string, option: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: productName });
  const isTouch = await page.evaluate(() => window.matchMedia('(pointer: coarse)').matches);
  if (isTouch) {
    await dialog.getByRole('button', { name: new RegExp(`^${attribute}`) }).click();
    await page.getByRole('dialog', { name: `Choose ${attribute}` }).getByRole('button', { name: option, exact: true }).click();
  } else {
    await dialog.getByText(option, { exact: true }).click();
  }
}

/** The cart button's count in the header. */
export function cartBadge(page: Page) {
  return page.getByTestId('cart-count');
}

export async function fillShipping(page: Page, country: 'GB' | 'FR' | 'US' | 'CA' | 'AU' | 'DE', who = 'Morag'): Promise<void> {
  const shipping = page.getByRole('group', { name: 'Shipping Address' });
  await shipping.getByLabel(/^First name/).fill(who);
  await shipping.getByLabel(/^Last name/).fill('MacLeod');
  await shipping.getByLabel(/^Email/).fill(`${who.toLowerCase()}@example.com`);
  await shipping.getByLabel(/^Address \*/).fill('12 Castle Street');
  await shipping.getByLabel(/^City/).fill(country === 'GB' ? 'Inverness' : 'Lyon');
  await shipping.getByLabel(/^Postcode/).fill(country === 'GB' ? 'IV2 3EA' : '69002');
  await shipping.getByLabel(/^Country/).selectOption(country);
}

/** Types a card into the test processor's form and pays. */
export async function payWithCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/^Expiry date/).fill(FUTURE_EXPIRY);
  await page.getByLabel(/^Security code/).fill('123');
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

/** Pounds shown as "£1,234.56" back into pence. */
export function pence(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[£,]/g, '')) * 100);
}

let clients = 0;
/**
 * Journeys all come from 127.0.0.1; the forms' per-client rate limits would make one journey's
 * posts count against the next. This makes the page's requests look like a visitor of its own,
 * as a proxy in front of the shop would report them.
 */
export async function actAsNewVisitor(page: Page): Promise<void> {
  clients += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${(process.pid % 200) + 1}, 203.0.113.${clients % 250}` });
}

/**
 * Once every toast has gone. Sonner keeps a toast while the pointer rests on it (at 375 px it can
 * land over the button just pressed), so the pointer leaves for the corner away from the toasts
 * (bottom right) first; and axe would judge a toast's colours mid-fade.
 */
export async function toastsGone(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

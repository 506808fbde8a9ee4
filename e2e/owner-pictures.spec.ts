/**
 * The owner's pictures (docs/adr/0031), as an owner works with them: two photographs uploaded to a
 * product from its edit page, the second made the main picture, and the shop's product page showing
 * it within seconds, through the image optimizer; then a text file named `.png`, refused in words.
 * At desktop width and at 375 px, each with an axe scan.
 */
import { expect, test } from '@playwright/test';
import { NOT_A_PICTURE_MESSAGE } from '@/lib/domain/pictures';
import { expectAccessible } from './axe';
import { addOwner, projectOwner, signInAsOwner } from './owner';
import { photograph, upload } from './pictures';
import { openPage } from './support';

const OWNER = () => projectOwner('picture-journey', 'rannoch moor heather 5');
// Each screen size works on a product of its own, which no other journey reads, so they may run at once.
const PRODUCT = { desktop: 'stag-engraved-slate-coasters', mobile: 'munro-map-notebook' } as const;

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => addOwner(OWNER()));

test('the owner uploads two pictures, makes the second the main one, and the shop shows it; a text file is refused in words', async ({ page, request }, testInfo) => {
  const slug = PRODUCT[testInfo.project.use.isMobile ? 'mobile' : 'desktop'];
  const product = await (await request.get(`/api/products/${slug}`)).json();
  const run = Date.now().toString(36);
  const firstAlt = `Coasters on an oak table (${run})`;
  const mainAlt = `Coasters stacked by a window (${run})`;

  await signInAsOwner(page, OWNER());
  await openPage(page, `/admin/products/${product.id}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const pictures = page.getByRole('region', { name: 'Pictures' });
  await expect(pictures).toBeVisible();
  await expectAccessible(page);

  await upload(page, { name: 'table.jpg', mimeType: 'image/jpeg', buffer: await photograph() }, firstAlt);
  await expect(pictures.getByRole('status')).toHaveText('table.jpg uploaded.');
  await upload(page, { name: 'window.jpg', mimeType: 'image/jpeg', buffer: await photograph() }, mainAlt);
  await expect(pictures.getByRole('status')).toHaveText('window.jpg uploaded.');

  const items = pictures.getByRole('listitem');
  const count = await items.count();
  await expect(items.last().getByRole('img', { name: mainAlt })).toBeVisible();
  await items.last().getByRole('button', { name: `Make main picture: picture ${count}` }).click();
  await expect(pictures.getByRole('status')).toHaveText('Main picture chosen.');
  await expect(items.first().getByRole('img', { name: mainAlt })).toBeVisible();
  await expect(items.last().getByRole('img', { name: firstAlt })).toBeVisible();
  await expectAccessible(page);

  // A text file with a picture's name: the server reads its bytes, and the owner reads why.
  await upload(page, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Shopping list: slate, oak oil, string.\n') }, 'Not a picture');
  await expect(pictures.getByRole('alert')).toHaveText(NOT_A_PICTURE_MESSAGE);
  await expect(items).toHaveCount(count);
  await expectAccessible(page);

  // The cached product page is expired by the change: within seconds it opens on the new main picture.
  const main = page.getByRole('button', { name: /^Zoom picture 1 of/ });
  await expect(async () => {
    await openPage(page, `/products/${slug}`);
    await expect(main).toHaveAccessibleName(`Zoom picture 1 of ${count}: ${mainAlt}`, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const picture = main.getByRole('img', { name: mainAlt });
  await expect(picture).toHaveAttribute('src', /^\/_next\/image\?url=%2Fpictures%2F\d+-[0-9a-f]{12}\.webp&w=\d+&q=75$/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: `Show picture ${count}: ${firstAlt}` })).toBeVisible();
  await expectAccessible(page);
});

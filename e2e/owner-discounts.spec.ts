/**
 * The owner's discount codes (issue 41, docs/adr/0034), at desktop width and at 375 px: a percentage
 * code with a minimum spend is made at /admin/discounts, listed with its offer and conditions, and
 * switched off and on again, with an accessibility scan of each back-office page. Both widths share
 * one database, so each run's code is its own.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { addOwner, projectOwner, signInAsOwner } from './owner';
import { actAsNewVisitor, toastsGone } from './support';

const OWNER = () => projectOwner('discounts-journey', 'heather and hazel and holly 5');

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => addOwner(OWNER()));

test('the owner makes a percentage code with a minimum spend, finds it listed, and switches it off and on', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const code = `st-${testInfo.project.name}-${Date.now().toString(36)}`.slice(0, 32);
  const shown = code.toUpperCase();
  await actAsNewVisitor(page);
  await signInAsOwner(page, OWNER());

  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Discounts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'New code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New discount code' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectAccessible(page);

  // A refusal names its field before anything is made.
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Percentage off', { exact: true }).fill('150');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByLabel('Percentage off', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Percentage off', { exact: true })).toHaveAccessibleDescription(/value must be a percentage from 0\.01 to 100/);
  await toastsGone(page);
  await expectAccessible(page);

  await page.getByLabel('Percentage off', { exact: true }).fill('10');
  await page.getByLabel('Minimum spend (£)', { exact: true }).fill('30');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page).toHaveURL(/\/admin\/discounts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
  await expect(page.getByText('10% off · conditions: spend £30.00 or more')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'All discount codes' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: shown, exact: true }) });
  await expect(row).toContainText('10% off');
  await expect(row).toContainText('spend £30.00 or more');
  await expect(row).toContainText('On');
  await expectAccessible(page);

  await row.getByRole('link', { name: shown, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: `Switch ${shown} off` }).click();
  await expect(page.getByRole('button', { name: `Switch ${shown} on` })).toBeVisible();
  await expect(page.getByText('shoppers are told the shop does not recognise it')).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: `Switch ${shown} on` }).click();
  await expect(page.getByRole('button', { name: `Switch ${shown} off` })).toBeVisible();

  await page.getByRole('link', { name: 'All discount codes' }).click();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name: shown, exact: true }) })).toContainText('On');
});

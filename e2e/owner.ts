/** The shop owner as the journeys play one: an account made as an owner makes it, and the sign-in form. */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support';

export interface JourneyOwner {
  email: string;
  password: string;
}

/**
 * The journey's owner for the project running it: the desktop and phone projects run side by side,
 * and adding an owner again (addOwner's --replace) signs out the other project's session mid-journey.
 */
export function projectOwner(stem: string, password: string): JourneyOwner {
  return { email: `${stem}-${test.info().project.name}@highland-home.example`, password };
}

/**
 * Adds (or resets) the owner with `npm run owner -- add` while the shop runs: Playwright started it,
 * and the command finds its database from the journeys' data folder.
 */
export function addOwner(owner: JourneyOwner): void {
  execFileSync('npm', ['run', '--silent', 'owner', '--', 'add', owner.email, '--replace'], {
    env: { ...process.env, OWNER_PASSWORD: owner.password, HIGHLAND_DATA_DIR: '.data/e2e-postgres', DATABASE_URL: '' },
    stdio: 'pipe',
  });
}

/** Signs in through /admin/login and waits for the dashboard. */
export async function signInAsOwner(page: Page, owner: JourneyOwner): Promise<void> {
  await openPage(page, '/admin/login');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('E-mail address', { exact: true }).fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

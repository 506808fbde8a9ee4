import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { journeyShop } from './scripts/journey-shop';

const PORT = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium (scripts/ensure-browser.ts installs it), never a downloaded browser. */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium };
const mobile = { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromium };

// The scale-out journey needs the cluster (playwright.cluster.config.ts), and the WooCommerce
// journeys a store (playwright.woocommerce.config.ts).
const ELSEWHERE = ['scale-out.spec.ts', 'woocommerce.spec.ts', 'woocommerce-coupons.spec.ts'];
const OWNER_JOURNEYS = /owner-[a-z-]+\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Files run on two workers (the machine's two cores), a file's tests in order: each journey keeps
  // to its own shopper's cart, so none depends on another's; npm test stays within 15 minutes.
  fullyParallel: false,
  workers: 2,
  // One retry, reported as "flaky" rather than hidden: CI may or may not set CI=1.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [
    { name: 'desktop', testIgnore: [...ELSEWHERE, OWNER_JOURNEYS], use: desktop },
    { name: 'mobile', testIgnore: [...ELSEWHERE, OWNER_JOURNEYS], use: mobile },
    // The owner's journeys add products and publish stories the whole shop shows while they run, and
    // the journeys above count the seeded catalogue and stories: so these run once those are done.
    { name: 'owner-desktop', testMatch: OWNER_JOURNEYS, dependencies: ['desktop', 'mobile'], use: desktop },
    { name: 'owner-mobile', testMatch: OWNER_JOURNEYS, dependencies: ['desktop', 'mobile'], use: mobile },
  ],
  webServer: journeyShop(PORT, '.data/e2e-postgres'),
});

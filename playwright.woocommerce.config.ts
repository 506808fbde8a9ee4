/**
 * The WooCommerce journeys (e2e/woocommerce.spec.ts, e2e/woocommerce-coupons.spec.ts) against the shop run on a real WooCommerce
 * store (COMMERCE_BACKEND=woocommerce with the four WOOCOMMERCE_* settings; `npm run
 * test:e2e:woocommerce` says so and stops when they are not set). The shop listens on 8080: one of
 * the few ports WordPress delivers webhooks to (docs/adr/0026). Desktop Chromium only: the journeys
 * are about the back end, not the screen. It serves the same production build as
 * the other journeys (scripts/build-fingerprint.ts), so npm test builds the shop once.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { journeyShop } from './scripts/journey-shop';

/** E2E_WOOCOMMERCE_PORT runs the journeys that need no webhook (woocommerce-coupons.spec.ts) beside another run. */
export const WOOCOMMERCE_SHOP_PORT = Number(process.env.E2E_WOOCOMMERCE_PORT) || 8080;
const baseURL = `http://127.0.0.1:${WOOCOMMERCE_SHOP_PORT}`;
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './e2e',
  testMatch: ['woocommerce.spec.ts', 'woocommerce-coupons.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-woocommerce' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: journeyShop(WOOCOMMERCE_SHOP_PORT, '.data/e2e-woocommerce-postgres', { COMMERCE_BACKEND: 'woocommerce' }),
});

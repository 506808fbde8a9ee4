/**
 * The scale-out journey (e2e/scale-out.spec.ts) against `npm run cluster`: nginx on 8080 in front
 * of instances a (3001) and b (3002), one PostgreSQL and Redis. Desktop Chromium only: the journey
 * is about the servers, not the screen. The cluster shares the production build in .next with the
 * main journeys, so after `npm run test:e2e` it starts without building.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import { balancerUrl, JOURNEY_SWEEP_SECONDS } from './scripts/cluster/layout';

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: './e2e',
  testMatch: 'scale-out.spec.ts',
  fullyParallel: false,
  workers: 1,
  // No retry: the last test kills an instance, which a retry could not bring back.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cluster' }]],
  use: { baseURL: balancerUrl, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'npm run cluster',
    url: `${balancerUrl}/api/health`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    // A fresh database of its own (test:e2e:cluster clears it): the journey buys stock out. Each
    // instance sweeps every 5 s instead of every minute, so the hold-expiry test waits seconds.
    env: { CLUSTER_DATABASE_DIR: '.data/e2e-cluster-postgres', ORDER_SWEEP_SECONDS: String(JOURNEY_SWEEP_SECONDS) },
  },
});

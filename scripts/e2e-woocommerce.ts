/**
 * `npm run test:e2e:woocommerce`: the WooCommerce journeys (playwright.woocommerce.config.ts), when
 * the four WOOCOMMERCE_* settings name a store (.ci/run starts one). Without them it says so and
 * succeeds: the built-in back end's journeys have run already, and there is no store to test.
 */
import { exec, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';

const configured = wooCommerceSettings(process.env);
if (!configured.ok) {
  console.log(`[test:e2e:woocommerce] Skipped: no WooCommerce store to run against (${configured.problem})`);
  process.exit(0);
}
rmSync('.data/e2e-woocommerce-postgres', { recursive: true, force: true });

/**
 * WOOCOMMERCE_TEST_STORE_QUEUE runs the store's queue once, which delivers its webhooks (.ci/run
 * sets it for its test store): run every second while the journeys run, and only then, as a live
 * store's WP-Cron would run it about once a minute. Without it, the journeys that wait for a
 * webhook are reported skipped.
 */
const queue = process.env.WOOCOMMERCE_TEST_STORE_QUEUE;
let running = true;
async function runQueue(command: string): Promise<void> {
  while (running) {
    await new Promise<void>((resolve) => exec(command, () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
const queueLoop = queue ? runQueue(queue) : Promise.resolve();

const journeys = spawn('npx', ['playwright', 'test', '-c', 'playwright.woocommerce.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
journeys.on('exit', async (code) => {
  running = false;
  await queueLoop;
  process.exit(code ?? 1);
});

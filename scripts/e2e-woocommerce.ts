/**
 * `npm run test:e2e:woocommerce`: the WooCommerce journeys (playwright.woocommerce.config.ts), when
 * the four WOOCOMMERCE_* settings name a store (.ci/run starts one). Without them it says so and
 * succeeds: the built-in back end's journeys have run already, and there is no store to test.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings';

const configured = wooCommerceSettings(process.env);
if (!configured.ok) {
  console.log(`[test:e2e:woocommerce] Skipped: no WooCommerce store to run against (${configured.problem})`);
  process.exit(0);
}
rmSync('.data/e2e-woocommerce-postgres', { recursive: true, force: true });
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.woocommerce.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);

/**
 * `npm run woocommerce:import`: copies the shop's own catalogue into the WooCommerce store that the
 * WOOCOMMERCE_* settings name (lib/commerce/woocommerce/import-catalogue.ts). Run again, it changes
 * nothing. A setting that is missing or wrong, or a store that refuses the key, stops it with a
 * sentence naming what to fix.
 */
import { existsSync } from 'node:fs';
import { storeAccessProblem, storeClient } from '@/lib/commerce/woocommerce/client';
import { importCatalogue } from '@/lib/commerce/woocommerce/import-catalogue';
import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings';

if (existsSync('.env')) process.loadEnvFile('.env');

function stop(problem: string): never {
  console.error(`[woocommerce:import] Cannot import: ${problem}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const configured = wooCommerceSettings(process.env);
  if (!configured.ok) stop(configured.problem);
  const client = storeClient(configured.settings);
  const problem = await storeAccessProblem(client, configured.settings);
  if (problem) stop(problem);
  console.log(`[woocommerce:import] Importing the catalogue into ${configured.settings.url}...`);
  const started = Date.now();
  await importCatalogue(client, (line) => console.log(`[woocommerce:import] ${line}`));
  console.log(`[woocommerce:import] Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error: unknown) => stop(error instanceof Error ? error.message : String(error)));

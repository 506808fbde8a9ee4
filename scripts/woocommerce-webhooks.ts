/**
 * `npm run woocommerce:webhooks -- --deliver-to https://shop.example.com`: registers the shop's
 * webhooks (product created, updated, deleted and restored; order updated) in the WooCommerce store
 * the WOOCOMMERCE_* settings name, signed with WOOCOMMERCE_WEBHOOK_SECRET
 * (lib/commerce/woocommerce/register-webhooks.ts). Run again, it changes nothing.
 *
 * WordPress delivers only to addresses it deems safe: ports 80, 443 and 8080, or its own. A shop on
 * another port of the same machine cannot be reached; put it behind nginx or run it on 8080.
 */
import { existsSync } from 'node:fs';
import { storeAccessProblem, storeClient } from '@/lib/commerce/woocommerce/client';
import { registerWebhooks, WEBHOOK_PATH } from '@/lib/commerce/woocommerce/register-webhooks';
import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';

if (existsSync('.env')) process.loadEnvFile('.env');

function stop(problem: string): never {
  console.error(`[woocommerce:webhooks] Cannot register: ${problem}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const configured = wooCommerceSettings(process.env);
  if (!configured.ok) stop(configured.problem);
  const at = process.argv.indexOf('--deliver-to');
  const given = at < 0 ? undefined : process.argv[at + 1];
  if (!given || !URL.canParse(given)) stop('pass --deliver-to with the address the store reaches the shop at, such as https://shop.example.com');
  const client = storeClient(configured.settings);
  const problem = await storeAccessProblem(client, configured.settings);
  if (problem) stop(problem);
  const report = await registerWebhooks(client, given, configured.settings.webhookSecret);
  console.log(
    `[woocommerce:webhooks] Deliveries go to ${new URL(given).origin}${WEBHOOK_PATH}: ${report.created.length} created, ${report.updated.length} set right, ${report.kept.length} already there.`,
  );
}

main().catch((error: unknown) => stop(error instanceof Error ? error.message : String(error)));

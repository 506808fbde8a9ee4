/**
 * Checked once as the shop starts (scripts/start.ts, and lib/ops/start-instance.ts for `next start`
 * run by hand): the back end COMMERCE_BACKEND names can serve the shop. For WooCommerce, the store
 * itself is asked whether the key reads and writes, so a wrong key stops the start, named, rather
 * than every shopper's request later.
 */
import { storeAccessProblem, storeClient, type StoreClient } from './woocommerce/client';
import { commerceBackendChoice, type WooCommerceEnv } from './woocommerce/settings.mjs';

/**
 * The shop places its orders under WooCommerce's "Direct bank transfer" (bacs), which holds an
 * order and its stock until it is marked paid (docs/adr/0026): switched off, no order could be placed.
 */
async function heldPaymentProblem(client: StoreClient, url: string): Promise<string | null> {
  const { data } = await client.get<{ enabled: boolean }>('payment_gateways/bacs');
  return data.enabled
    ? null
    : `The WooCommerce store at ${url} has "Direct bank transfer" switched off: the shop places orders under it while the card is taken. Switch it on in WooCommerce > Settings > Payments.`;
}

/** Why the shop cannot start on its back end, or null (with a line saying which back end it is). */
export async function commerceBackendProblem(env: WooCommerceEnv): Promise<{ problem: string } | { problem: null; summary: string }> {
  const choice = commerceBackendChoice(env);
  if (!choice.ok) return { problem: choice.problem };
  if (choice.backend === 'local') return { problem: null, summary: "Catalogue, stock and orders are kept in the shop's own database." };
  const client = storeClient(choice.settings);
  const problem = (await storeAccessProblem(client, choice.settings)) ?? (await heldPaymentProblem(client, choice.settings.url));
  return problem ? { problem } : { problem: null, summary: `Catalogue, stock and orders come from the WooCommerce store at ${choice.settings.url}.` };
}

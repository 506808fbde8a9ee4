/**
 * Checked once as the shop starts (scripts/start.ts, and lib/ops/start-instance.ts for `next start`
 * run by hand): the back end COMMERCE_BACKEND names can serve the shop. For WooCommerce, the store
 * itself is asked whether the key reads and writes, so a wrong key stops the start, named, rather
 * than every shopper's request later.
 */
import { storeAccessProblem, storeClient } from './woocommerce/client';
import { commerceBackendChoice, type WooCommerceEnv } from './woocommerce/settings';

/** Why the shop cannot start on its back end, or null (with a line saying which back end it is). */
export async function commerceBackendProblem(env: WooCommerceEnv): Promise<{ problem: string } | { problem: null; summary: string }> {
  const choice = commerceBackendChoice(env);
  if (!choice.ok) return { problem: choice.problem };
  if (choice.backend === 'local') return { problem: null, summary: "Catalogue, stock and orders are kept in the shop's own database." };
  const problem = await storeAccessProblem(storeClient(choice.settings), choice.settings);
  return problem ? { problem } : { problem: null, summary: `Catalogue, stock and orders come from the WooCommerce store at ${choice.settings.url}.` };
}

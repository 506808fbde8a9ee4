/**
 * The WooCommerce adapter against the commerce port's contract, on a real WordPress + WooCommerce
 * named by the four WOOCOMMERCE_* settings (.ci/run starts one), with the shop's own carts and
 * bookkeeping in a database of its own. Without a store, Jest reports it skipped; .ci/run says why.
 */
import { tagsExpiredSince } from '@/lib/cache/expire-tags';
import { wooCommerceBackend } from '@/lib/commerce/woocommerce';
import { storeClient } from '@/lib/commerce/woocommerce/client';
import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { prepareDatabase } from '@/lib/db/prepare';
import { createScratchDatabase } from '../support/scratch-database';
import { stockContractCatalogue } from '../support/woocommerce-contract-store';
import { commercePortContract } from './commerce-port.contract';

const configured = wooCommerceSettings(process.env);
// Each call is a round trip to WordPress; reading the whole catalogue takes seconds on a busy machine.
jest.setTimeout(60_000);

commercePortContract(
  'WooCommerce',
  async () => {
    if (!configured.ok) throw new Error(configured.problem);
    await stockContractCatalogue(storeClient(configured.settings));
    const scratch = await createScratchDatabase('woo_contract');
    await prepareDatabase(scratch.url, { seed: false });
    return {
      port: wooCommerceBackend(configured.settings, () => scratch.db, { expiredSince: tagsExpiredSince }),
      teardown: () => scratch.drop(),
    };
  },
  // WooCommerce's search matches words as typed; a cancelled order has given its stock back to the
  // store, which may sell it again, so the shop never revives one (docs/adr/0026).
  { typosForgiven: false, latePayment: 'refused' },
  { skip: !configured.ok },
);

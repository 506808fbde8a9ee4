/**
 * Every API route fuzzed with bad input (tests/support/api-fuzz-suite.ts), on a real WooCommerce
 * store named by the four WOOCOMMERCE_* settings: no 5xx, no table changed, and nothing changed in
 * the store (the orders for the product the cart and the order hold, and its stock). Without a
 * store, Jest reports it skipped; .ci/run says why.
 */
import { storeClient } from '@/lib/commerce/woocommerce/client';
import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { fuzzEveryApiRoute } from '../support/api-fuzz-suite';
import { stockTestProduct } from '../support/woocommerce-contract-store';

const configured = wooCommerceSettings(process.env);

fuzzEveryApiRoute({
  name: 'WooCommerce',
  skip: !configured.ok,
  // Each whole read of the store's catalogue notes the shapes of products it has none for yet.
  readCaches: ['store_product_shapes'],
  async prepare() {
    if (!configured.ok) throw new Error(configured.problem);
    process.env.COMMERCE_BACKEND = 'woocommerce';
    const store = storeClient(configured.settings);
    const productId = await stockTestProduct(store, 'fuzz-heather-candle', 50);
    const state = async () => {
      const [orders, product] = await Promise.all([store.get<unknown[]>('orders', { product: productId, per_page: 1 }), store.get<{ stock_quantity: number }>(`products/${productId}`)]);
      return `${orders.total} orders for it, stock ${product.data.stock_quantity}`;
    };
    return { productId, state };
  },
});

/** The back office's order and product calls, refused when WooCommerce keeps those (docs/adr/0026). */
import { KEPT_IN_STORE_MESSAGE, storeAdmin } from '@/lib/commerce/woocommerce/store-admin';
import { ShopError } from '@/lib/errors';

export function refuseWhenKeptInStore(what: 'orders' | 'products'): void {
  const store = storeAdmin(process.env);
  if (store) throw new ShopError('conflict', 'kept_in_woocommerce', `${KEPT_IN_STORE_MESSAGE} ${what === 'orders' ? 'Orders' : 'Products'}: ${store[what]}`);
}

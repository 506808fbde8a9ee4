/**
 * Where the owner works when the shop runs on WooCommerce (docs/adr/0026): orders, refunds, stock,
 * prices, products and their pictures are WooCommerce's own, in its admin. The shop's back office
 * keeps what is the shop's (messages, subscribers, stories, the outbox, the audit log) and links
 * there for the rest: the port says so (docs/adr/0033).
 */
import type { OwnerBackend, StoreAdmin } from '../types';

export type { StoreAdmin } from '../types';

export const KEPT_IN_STORE_MESSAGE = "This shop runs on WooCommerce: orders, refunds, stock and prices are managed in WooCommerce's admin.";

/** The admin pages of the store at `url`. */
export function storeAdminAt(url: string): StoreAdmin {
  return {
    name: 'WooCommerce',
    notice: KEPT_IN_STORE_MESSAGE,
    home: `${url}/wp-admin/`,
    orders: `${url}/wp-admin/admin.php?page=wc-orders`,
    products: `${url}/wp-admin/edit.php?post_type=product`,
    coupons: `${url}/wp-admin/edit.php?post_type=shop_coupon`,
  };
}

/** The owner's side of the WooCommerce back end: none of the orders' or catalogue's operations, and the way to the store's admin. */
export function wooCommerceOwner(url: string): OwnerBackend {
  const storeAdmin = storeAdminAt(url);
  return {
    ownerCapabilities: () => ({ orders: false, catalogue: false, pictures: false, discounts: false, storeAdmin }),
    ownerOrders: null,
    ownerCatalogue: null,
    ownerDiscounts: null,
  };
}

/**
 * Where the owner works when the shop runs on WooCommerce (docs/adr/0026): orders, refunds, stock,
 * prices and order e-mails are WooCommerce's own, in its admin. The shop's back office keeps what is
 * the shop's (messages, subscribers, the outbox, the audit log) and links there for the rest.
 */
import { commerceBackendChoice, type WooCommerceEnv } from './settings';

export interface StoreAdmin {
  storeUrl: string;
  orders: string;
  products: string;
}

/** The store's admin pages, or null when the shop keeps its own orders and catalogue. */
export function storeAdmin(env: WooCommerceEnv): StoreAdmin | null {
  const choice = commerceBackendChoice(env);
  if (!choice.ok || choice.backend !== 'woocommerce') return null;
  const { url } = choice.settings;
  return { storeUrl: url, orders: `${url}/wp-admin/admin.php?page=wc-orders`, products: `${url}/wp-admin/edit.php?post_type=product` };
}

export const KEPT_IN_STORE_MESSAGE = "This shop runs on WooCommerce: orders, refunds, stock and prices are managed in WooCommerce's admin.";

/** The back end behind the port, chosen once per process (re-exported by the entry point, index.ts). */
import 'server-only';
import { tagsExpiredSince } from '@/lib/cache/expire-tags';
import { scopedDb } from '@/lib/db/unit-of-work';
import { localBackend } from './local';
import type { CommercePort, OwnerCatalogue } from './types';
import { wooCommerceBackend } from './woocommerce';
import { commerceBackendChoice } from './woocommerce/settings.mjs';

let backend: CommercePort | undefined;

/**
 * The shop's back end, chosen by COMMERCE_BACKEND (checked at start: lib/ops/start-instance.ts):
 * its own PostgreSQL, or a WooCommerce store (docs/adr/0025). Callers never know which.
 */
export function commerce(): CommercePort {
  if (backend) return backend;
  const choice = commerceBackendChoice(process.env);
  if (!choice.ok) throw new Error(choice.problem);
  backend =
    choice.backend === 'woocommerce'
      ? wooCommerceBackend(choice.settings, scopedDb, { expiredSince: tagsExpiredSince })
      : localBackend(scopedDb);
  return backend;
}

/** Whether the store keeps the orders and writes to shoppers itself (WooCommerce sends its own order e-mails). */
export function ordersKeptElsewhere(): boolean {
  const choice = commerceBackendChoice(process.env);
  return choice.ok && choice.backend === 'woocommerce';
}

/**
 * The owner's catalogue (docs/adr/0030), or null when the back end keeps it elsewhere: on WooCommerce,
 * products and categories are edited in WooCommerce's own admin, and the back office says so.
 */
export function ownerCatalogue(): OwnerCatalogue | null {
  return commerce().ownerCatalogue;
}

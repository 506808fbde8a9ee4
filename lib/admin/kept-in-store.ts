/**
 * The back office's calls for what the back end's own admin may keep instead (a WooCommerce store's:
 * docs/adr/0026), refused when the commerce port says it does not offer them (docs/adr/0033).
 */
import { commerce, type OwnerCapabilities, type StoreAdmin } from '@/lib/commerce';
import { ShopError } from '@/lib/errors';

const SECTIONS = {
  orders: { capability: 'orders', label: 'Orders', page: 'orders' },
  products: { capability: 'catalogue', label: 'Products', page: 'products' },
  pictures: { capability: 'pictures', label: 'Pictures', page: 'products' },
  discounts: { capability: 'discounts', label: 'Discount codes', page: 'coupons' },
} as const satisfies Record<string, { capability: keyof Omit<OwnerCapabilities, 'storeAdmin'>; label: string; page: keyof StoreAdmin }>;

export type KeptSection = keyof typeof SECTIONS;

/** The 409 that names where the owner does this instead. */
export function keptInStore(what: KeptSection, store: StoreAdmin | null = commerce().ownerCapabilities().storeAdmin): ShopError {
  const { label, page } = SECTIONS[what];
  const where = store ? `${store.notice} ${label}: ${store[page]}` : `${label} are not kept by this shop's back office.`;
  return new ShopError('conflict', 'kept_in_woocommerce', where);
}

export function refuseWhenKeptInStore(what: KeptSection): void {
  const capabilities = commerce().ownerCapabilities();
  if (!capabilities[SECTIONS[what].capability]) throw keptInStore(what, capabilities.storeAdmin);
}

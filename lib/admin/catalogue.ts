/**
 * The back office's way to the owner's catalogue: through the commerce port (docs/adr/0030), and
 * refused with the store's address where WooCommerce keeps the catalogue (docs/adr/0026).
 */
import { commerce, ownerCatalogue, type OwnerCatalogue, type StoreAdmin } from '@/lib/commerce';
import { refuseWhenKeptInStore } from './kept-in-store';

export function ownerCatalogueOrRefuse(): OwnerCatalogue {
  refuseWhenKeptInStore('products');
  const catalogue = ownerCatalogue();
  // refuseWhenKeptInStore has already answered for every back end without one.
  if (!catalogue) throw new Error('This back end keeps no catalogue of its own.');
  return catalogue;
}

/** Where the catalogue is edited instead, for a page to link there; null when it is the shop's own. */
export function catalogueKeptInStore(): StoreAdmin | null {
  const { catalogue, storeAdmin } = commerce().ownerCapabilities();
  return catalogue ? null : storeAdmin;
}

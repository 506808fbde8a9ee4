/**
 * The back office's way to the owner's discount codes: through the commerce port (docs/adr/0034),
 * and refused with the store's address where WooCommerce keeps them as its coupons (docs/adr/0026).
 */
import { commerce, ownerCatalogue, type OwnerDiscount, type OwnerDiscounts, type OwnerRef, type StoreAdmin } from '@/lib/commerce';
import { discountPatchOf, type DiscountChange } from '@/lib/domain/discount-draft';
import { ShopError } from '@/lib/errors';
import { refuseWhenKeptInStore } from './kept-in-store';

export function ownerDiscountsOrRefuse(): OwnerDiscounts {
  refuseWhenKeptInStore('discounts');
  const discounts = commerce().ownerDiscounts;
  // refuseWhenKeptInStore has already answered for every back end without them.
  if (!discounts) throw new Error('This back end keeps no discount codes of its own.');
  return discounts;
}

/** What the back office says where WooCommerce keeps the codes as its coupons. */
export const COUPONS_IN_STORE = "Discount codes are WooCommerce coupons: they are made, changed and switched off in WooCommerce's admin, and the shop's cart and checkout take them as WooCommerce decides.";

/** Where the codes are made instead, for a page to link there; null when they are the shop's own. */
export function discountsKeptInStore(): StoreAdmin | null {
  const { discounts, storeAdmin } = commerce().ownerCapabilities();
  return discounts ? null : storeAdmin;
}

/** A change from the API: its value is read by the kind the code will have, the stored one unless the change names another. */
export async function changeDiscount(owner: OwnerRef, id: number, change: DiscountChange): Promise<OwnerDiscount> {
  const discounts = ownerDiscountsOrRefuse();
  // Only a value or a new kind is read by the stored kind; any other change needs no read first (the kind given is then unused).
  const storedKind = change.value !== undefined || change.kind !== undefined ? (await discounts.getDiscount(id)).kind : 'free_shipping';
  const patch = discountPatchOf(change, storedKind);
  if ('field' in patch) throw new ShopError('invalid', 'invalid_body', patch.message.startsWith(patch.field) ? patch.message : `${patch.field}: ${patch.message}`);
  return discounts.updateDiscount(owner, id, patch);
}

/** A category or product a code may be limited to, as the form offers it. */
export interface DiscountTarget {
  id: number;
  name: string;
}

/** Every category and every product on sale, in the catalogue's order, for the form's choices. */
export async function discountTargets(): Promise<{ categories: DiscountTarget[]; products: DiscountTarget[] }> {
  const catalogue = ownerCatalogue();
  if (!catalogue) return { categories: [], products: [] };
  const categories = (await catalogue.listCategories()).map(({ id, name }) => ({ id, name }));
  const products: DiscountTarget[] = [];
  // Read page by page, as the owner's list gives them: a shop's catalogue is a few pages at most.
  for (let page = 1, pages = 1; page <= pages; page++) {
    const result = await catalogue.listProducts({ page, perPage: 100 });
    products.push(...result.products.map(({ id, name }) => ({ id, name })));
    pages = result.totalPages;
  }
  return { categories, products };
}

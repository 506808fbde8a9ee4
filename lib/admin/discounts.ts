/**
 * The back office's way to the owner's discount codes: through the commerce port (docs/adr/0034),
 * and refused with the store's address where WooCommerce keeps them as its coupons (docs/adr/0026).
 */
import { commerce, type OwnerDiscount, type OwnerDiscounts, type OwnerRef, type StoreAdmin } from '@/lib/commerce';
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

/** Where the codes are made instead, for a page to link there; null when they are the shop's own. */
export function discountsKeptInStore(): StoreAdmin | null {
  const { discounts, storeAdmin } = commerce().ownerCapabilities();
  return discounts ? null : storeAdmin;
}

/** A change from the API: its value is read by the kind the code will have, the stored one unless the change names another. */
export async function changeDiscount(owner: OwnerRef, id: number, change: DiscountChange): Promise<OwnerDiscount> {
  const discounts = ownerDiscountsOrRefuse();
  const storedKind = change.value !== undefined || change.kind !== undefined ? (await discounts.getDiscount(id)).kind : 'free_shipping';
  const patch = discountPatchOf(change, storedKind);
  if ('field' in patch) throw new ShopError('invalid', 'invalid_body', patch.message.startsWith(patch.field) ? patch.message : `${patch.field}: ${patch.message}`);
  return discounts.updateDiscount(owner, id, patch);
}

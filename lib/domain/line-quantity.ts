/**
 * How many of one item a cart line may hold (docs/product/decisions.md#quantity-limit): the product
 * page's stepper, the cart's controls and the cart API all stop where this module says, and say why
 * in the same words. Apart from the cart's arithmetic, so the product page loads only this.
 */

/** Most units of one item a cart line may hold: a gift shop, not a wholesaler. */
export const MAX_LINE_QUANTITY = 99;

/** Said to a shopper who reaches MAX_LINE_QUANTITY, and by the cart API when it refuses more. */
export const LINE_LIMIT_MESSAGE = `You can have at most ${MAX_LINE_QUANTITY} of one item in your cart.`;

/**
 * The most units one line can hold: MAX_LINE_QUANTITY, or the stock when it is known and smaller.
 * `stock` is null or undefined while it is not known, as before a product's options are all chosen.
 */
export function mostUnits(stock?: number | null): number {
  return stock == null ? MAX_LINE_QUANTITY : Math.max(0, Math.min(MAX_LINE_QUANTITY, stock));
}

/**
 * A quantity asked for (typed, or one step up or down), made whole and kept between 1 and the most
 * there can be: nothing readable counts as 1, anything too large as the most.
 */
export function clampQuantity(wanted: number, stock?: number | null): number {
  return Math.max(1, Math.min(Math.floor(wanted) || 1, mostUnits(stock)));
}

/**
 * Why the quantity goes no higher, once it has reached the most there can be; null below that, and
 * for something sold out, which is said where its stock is shown.
 */
export function quantityLimitNote(quantity: number, stock?: number | null): string | null {
  const most = mostUnits(stock);
  if (quantity < most || most === 0) return null;
  return most < MAX_LINE_QUANTITY ? `Only ${most} in stock.` : LINE_LIMIT_MESSAGE;
}

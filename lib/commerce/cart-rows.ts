/**
 * The shop's carts table, which every back end keeps its carts in (docs/adr/0010, docs/adr/0026):
 * a row per cart, named by the random id in the shopper's HttpOnly cookie. Each adapter keeps its
 * own lines beside it.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { cartItems, carts, storeCartItems } from '@/lib/db/schema';
import { CART_FULL_MESSAGE, hasRoomForLine, MAX_CART_LINES } from '@/lib/domain/cart';
import { LINE_LIMIT_MESSAGE, MAX_LINE_QUANTITY, mostUnits } from '@/lib/domain/line-quantity';
import { ShopError } from '@/lib/errors';
import { assertInStock, type Purchasable } from './purchase-choice';
import type { CartLine } from './types';

/** 128 random bits (docs/adr/0010), URL-safe for the cookie. */
export function newCartId(): string {
  return randomBytes(16).toString('base64url');
}

export const itemNotFound = (itemId: number) => new ShopError('not_found', 'cart_item_not_found', `There is no item ${itemId} in your cart.`);

export function assertLineQuantity(quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw new ShopError('invalid', 'quantity_too_large', LINE_LIMIT_MESSAGE);
  }
}

/**
 * The cart a cookie names, if the shop issued it and it still exists. The key-share lock keeps it
 * from being swept away while the caller's transaction writes against it, without blocking other
 * writers to it.
 */
export async function issuedCart(tx: Transaction, cartId: string | null): Promise<string | null> {
  if (!cartId) return null;
  const [known] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('key share');
  return known?.id ?? null;
}

/**
 * The cart a cookie names if the shop issued it, otherwise a new one: a made-up id is never adopted.
 * The cart is touched (its last change, which keeps it from the sweep of abandoned carts) by the one
 * statement that finds it, and that update holds its row lock until the caller's transaction ends:
 * simultaneous adds of different lines are counted one after another (growLine), without blocking
 * the key-share lock other writers to the cart hold. One statement where a find, a lock and a touch
 * were three, on every add to a cart (docs/adr/0037).
 */
export async function ownCart(tx: Transaction, cartId: string | null): Promise<string> {
  if (cartId) {
    const [known] = await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId)).returning({ id: carts.id });
    if (known) return known.id;
  }
  const id = newCartId();
  await tx.insert(carts).values({ id });
  return id;
}

/** A cart's last change, which keeps it from the sweep of abandoned carts. */
export async function touchCart(db: Pick<Database, 'update'>, cartId: string): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** A back end's cart lines: the built-in back end's, or a WooCommerce store's (ids only). */
export type LineTable = typeof cartItems | typeof storeCartItems;

/** The line of a cart holding this product with this variation: one line per product and options. */
export function lineOf(table: LineTable, cartId: string, line: Pick<Purchasable, 'productId' | 'variationId'>): SQL {
  return and(eq(table.cartId, cartId), eq(table.productId, line.productId), line.variationId === null ? sql`${table.variationId} IS NULL` : eq(table.variationId, line.variationId))!;
}

export const cartFull = () => new ShopError('conflict', 'cart_full', CART_FULL_MESSAGE);

/**
 * Refuses, saying why, an add that wrote nothing (growLine): a new line for a cart already holding
 * MAX_CART_LINES, the line's own limit, or the stock. Read only when an add was refused.
 */
async function refuseAdd(tx: Transaction, table: LineTable, cartId: string, item: Purchasable, quantity: number): Promise<never> {
  const lines = await tx.select({ productId: table.productId, variationId: table.variationId, quantity: table.quantity }).from(table).where(eq(table.cartId, cartId));
  const held = lines.find((line) => line.productId === item.productId && line.variationId === item.variationId);
  if (!held && !hasRoomForLine(lines.length)) throw cartFull();
  const total = (held?.quantity ?? 0) + quantity;
  assertLineQuantity(total);
  // Within the line limit, so the stock is what ran short.
  assertInStock(item, Math.max(total, item.available + 1));
  throw new Error('unreachable: assertInStock refuses more than the stock');
}

/**
 * Adds `quantity` of `item` to the cart's line for it, in a cart the caller has from ownCart, making
 * the line when there is none and the cart has room for another (MAX_CART_LINES; a line it holds may
 * always grow). One statement, so simultaneous adds of the same line (a double click) all count
 * instead of racing to insert it, and the room is counted in it rather than read first
 * (docs/adr/0037); the caller holds the cart's row lock, so simultaneous adds of different lines
 * are counted one after another and cannot pass the limit together. The line never grows past what
 * one line may hold or the stock. Refuses, saying why, an add that would. Answers the line as written.
 */
export async function growLine(tx: Transaction, table: LineTable, cartId: string, item: Purchasable, quantity: number): Promise<{ id: number; quantity: number }> {
  const added = await tx.execute<{ id: number; quantity: number }>(sql`
    insert into ${table} (cart_id, product_id, variation_id, selected_options, quantity)
    select ${cartId}::text, ${item.productId}::integer, ${item.variationId}::integer, ${JSON.stringify(item.selectedOptions)}::jsonb, ${quantity}::integer
    where exists (select 1 from ${table} where ${lineOf(table, cartId, item)})
      or (select count(*) from ${table} where ${table.cartId} = ${cartId}) < ${MAX_CART_LINES}
    on conflict (cart_id, product_id, (coalesce(variation_id, 0)))
    do update set quantity = ${table}.quantity + excluded.quantity
    where ${table}.quantity + excluded.quantity <= ${mostUnits(item.available)}
    returning id, quantity`);
  const [written] = added.rows;
  return written ?? refuseAdd(tx, table, cartId, item, quantity);
}

/** The line an add wrote, from the item as the add resolved it: nothing to read again. */
export function addedLine(item: Purchasable, written: { id: number; quantity: number }): CartLine {
  return {
    id: written.id,
    productId: item.productId,
    productSlug: item.productSlug,
    name: item.name,
    imageUrl: item.imageUrl,
    productPricePence: item.productPricePence,
    variationId: item.variationId,
    variationPricePence: item.variationPricePence,
    selectedOptions: item.selectedOptions,
    quantity: written.quantity,
    available: item.available,
  };
}

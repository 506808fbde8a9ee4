/**
 * The shop's carts table, which every back end keeps its carts in (docs/adr/0010, docs/adr/0026):
 * a row per cart, named by the random id in the shopper's HttpOnly cookie. Each adapter keeps its
 * own lines beside it.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { carts } from '@/lib/db/schema';
import { LINE_LIMIT_MESSAGE, MAX_LINE_QUANTITY } from '@/lib/domain/line-quantity';
import { ShopError } from '@/lib/errors';

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

/** The cart a cookie names if the shop issued it, otherwise a new one: a made-up id is never adopted. */
export async function ownCart(tx: Transaction, cartId: string | null): Promise<string> {
  const known = await issuedCart(tx, cartId);
  if (known) return known;
  const id = newCartId();
  await tx.insert(carts).values({ id });
  return id;
}

/** A cart's last change, which keeps it from the sweep of abandoned carts. */
export async function touchCart(db: Pick<Database, 'update'>, cartId: string): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** The `local` adapter's carts: rows in PostgreSQL keyed by the random id in the shopper's cookie. */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { cartItems, carts, products, productVariations } from '@/lib/db/schema';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart';
import { ShopError } from '@/lib/errors';
import type { CartBackend, CartLine } from '../types';
import { assertInStock, cartLineOf, resolvePurchasable } from './purchasable';

/** 128 random bits (DESIGN.md section 3), URL-safe for the cookie. */
export function newCartId(): string {
  return randomBytes(16).toString('base64url');
}

const itemNotFound = (itemId: number) => new ShopError('not_found', 'cart_item_not_found', `There is no item ${itemId} in your cart.`);

function assertLineQuantity(quantity: number): void {
  if (quantity > MAX_LINE_QUANTITY) {
    throw new ShopError('invalid', 'quantity_too_large', `You can have at most ${MAX_LINE_QUANTITY} of one item in your cart.`);
  }
}

export function localCarts(getDb: () => Database): CartBackend {
  async function readLines(db: Pick<Database, 'select'>, cartId: string, itemId?: number): Promise<CartLine[]> {
    const rows = await db
      .select({
        id: cartItems.id,
        productId: products.id,
        productSlug: products.slug,
        name: products.name,
        images: products.images,
        productPricePence: products.pricePence,
        productStock: products.stockQuantity,
        variationId: productVariations.id,
        variationPricePence: productVariations.pricePence,
        variationStock: productVariations.stockQuantity,
        selectedOptions: cartItems.selectedOptions,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(productVariations, eq(productVariations.id, cartItems.variationId))
      .where(itemId === undefined ? eq(cartItems.cartId, cartId) : and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return rows.map(({ images, productStock, variationStock, ...row }) => ({
      ...row,
      imageUrl: images[0]?.url ?? null,
      available: row.variationId === null ? (productStock ?? 0) : (variationStock ?? 0),
    }));
  }

  async function touch(db: Pick<Database, 'update'>, cartId: string): Promise<void> {
    await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  }

  return {
    async getCart(cartId) {
      return readLines(getDb(), cartId);
    },

    async addToCart(cartId, request) {
      return getDb().transaction(async (tx) => {
        const item = await resolvePurchasable(tx, request.productId, request.options);
        let id = cartId;
        if (id) {
          // A cookie naming a cart that no longer exists simply starts that cart afresh.
          await tx.insert(carts).values({ id }).onConflictDoNothing();
        } else {
          id = newCartId();
          await tx.insert(carts).values({ id });
        }
        const [existing] = await tx
          .select({ id: cartItems.id, quantity: cartItems.quantity })
          .from(cartItems)
          .where(cartLineOf(id, item))
          .for('update');
        const quantity = (existing?.quantity ?? 0) + request.quantity;
        assertLineQuantity(quantity);
        assertInStock(item, quantity);
        let itemId: number;
        if (existing) {
          await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, existing.id));
          itemId = existing.id;
        } else {
          const [inserted] = await tx
            .insert(cartItems)
            .values({ cartId: id, productId: item.productId, variationId: item.variationId, selectedOptions: item.selectedOptions, quantity })
            .returning({ id: cartItems.id });
          itemId = inserted!.id;
        }
        await touch(tx, id);
        const [line] = await readLines(tx, id, itemId);
        return { cartId: id, line: line! };
      });
    },

    async setCartQuantity(cartId, itemId, quantity) {
      return getDb().transaction(async (tx) => {
        const [line] = await readLines(tx, cartId, itemId);
        if (!line) throw itemNotFound(itemId);
        if (quantity === 0) {
          await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
          await touch(tx, cartId);
          return null;
        }
        assertLineQuantity(quantity);
        // Lowering a quantity is always allowed, even when stock has since run short.
        if (quantity > line.quantity) assertInStock(line, quantity);
        await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
        await touch(tx, cartId);
        return { ...line, quantity };
      });
    },

    async removeFromCart(cartId, itemId) {
      const removed = await getDb()
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw itemNotFound(itemId);
      await touch(getDb(), cartId);
    },
  };
}

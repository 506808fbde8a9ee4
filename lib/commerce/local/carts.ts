/** The `local` adapter's carts: rows in PostgreSQL keyed by the random id in the shopper's cookie. */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { cartItems, products, productVariations } from '@/lib/db/schema';
import { addedLine, assertLineQuantity, growLine, itemNotFound, ownCart, touchCart } from '../cart-rows';
import type { CartBackend, CartLine } from '../types';
import { assertInStock, resolvePurchasable } from './purchasable';

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

  return {
    async getCart(cartId) {
      return readLines(getDb(), cartId);
    },

    async addToCart(cartId, request) {
      return getDb().transaction(async (tx) => {
        const item = await resolvePurchasable(tx, request.productId, request.options, { forSale: true });
        const id = await ownCart(tx, cartId);
        assertLineQuantity(request.quantity);
        assertInStock(item, request.quantity);
        return { cartId: id, line: addedLine(item, await growLine(tx, cartItems, id, item, request.quantity)) };
      });
    },

    async setCartQuantity(cartId, itemId, quantity) {
      return getDb().transaction(async (tx) => {
        const [line] = await readLines(tx, cartId, itemId);
        if (!line) throw itemNotFound(itemId);
        if (quantity === 0) {
          await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
          await touchCart(tx, cartId);
          return null;
        }
        assertLineQuantity(quantity);
        // Lowering a quantity is always allowed, even when stock has since run short.
        if (quantity > line.quantity) assertInStock(line, quantity);
        await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
        await touchCart(tx, cartId);
        return { ...line, quantity };
      });
    },

    async removeFromCart(cartId, itemId) {
      const removed = await getDb()
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
        .returning({ id: cartItems.id });
      if (removed.length === 0) throw itemNotFound(itemId);
      await touchCart(getDb(), cartId);
    },
  };
}

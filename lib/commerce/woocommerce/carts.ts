/**
 * The WooCommerce adapter's carts (docs/adr/0026): kept in the shop's own database, like the
 * built-in back end's, but holding only WooCommerce's ids and the quantities. Names, prices and
 * stock are read from the store every time a cart is changed, and for a read of it shared with the
 * reads around it (coalesced-reads.ts), so a price or stock changed in WooCommerce shows in the cart
 * within two seconds, while a big cart read again and again cannot make the store read all its
 * products each time. The store is read before any transaction opens,
 * so a slow store never holds a database connection.
 */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { storeCartItems } from '@/lib/db/schema';
import { addedLine, assertLineQuantity, growLine, itemNotFound, ownCart, touchCart } from '../cart-rows';
import { assertInStock } from '../purchase-choice';
import type { CartBackend, CartLine } from '../types';
import type { SnapshotEntry } from './catalogue-snapshot';
import type { StoreClient } from './client';
import type { CoalescedStoreReads } from './coalesced-reads';
import { readStoreProducts, resolveStorePurchasable, variationOf } from './store-purchasable';

type CartRow = typeof storeCartItems.$inferSelect;

type ReadProducts = (productIds: readonly number[]) => Promise<Map<number, SnapshotEntry>>;

/** Cart rows as lines, priced and stocked by the store; a line whose product the store no longer has is left out. */
async function priceRows(readProducts: ReadProducts, rows: readonly CartRow[]): Promise<CartLine[]> {
  if (rows.length === 0) return [];
  const entries = await readProducts(rows.map((row) => row.productId));
  const lines: CartLine[] = [];
  for (const row of rows) {
    const entry = entries.get(row.productId);
    if (!entry) continue;
    const variation = variationOf(entry, row.variationId);
    if (row.variationId !== null && !variation) continue;
    lines.push({
      id: row.id,
      productId: row.productId,
      productSlug: entry.product.slug,
      name: entry.product.name,
      imageUrl: entry.product.images[0]?.url ?? null,
      productPricePence: entry.product.pricePence,
      variationId: row.variationId,
      variationPricePence: variation?.pricePence ?? null,
      selectedOptions: row.selectedOptions,
      quantity: row.quantity,
      available: variation ? variation.stockQuantity : (entry.product.stockQuantity ?? 0),
    });
  }
  return lines;
}

/** `shared`: the store's answers a read of a cart shares with the reads around it; a change reads the store itself. */
export function wooCommerceCarts(getDb: () => Database, client: StoreClient, shared: CoalescedStoreReads): CartBackend {
  const readNow: ReadProducts = (productIds) => readStoreProducts(client, productIds);
  const rowsOf = (db: Pick<Database, 'select'>, cartId: string, itemId?: number) =>
    db
      .select()
      .from(storeCartItems)
      .where(itemId === undefined ? eq(storeCartItems.cartId, cartId) : and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.id, itemId)))
      .orderBy(asc(storeCartItems.createdAt), asc(storeCartItems.id));

  async function removeLine(cartId: string, itemId: number): Promise<void> {
    const removed = await getDb()
      .delete(storeCartItems)
      .where(and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.id, itemId)))
      .returning({ id: storeCartItems.id });
    if (removed.length === 0) throw itemNotFound(itemId);
    await touchCart(getDb(), cartId);
  }

  return {
    async getCart(cartId) {
      return priceRows(shared.read, await rowsOf(getDb(), cartId));
    },

    async addToCart(cartId, request) {
      const item = await resolveStorePurchasable(client, request.productId, request.options, { forSale: true });
      assertLineQuantity(request.quantity);
      assertInStock(item, request.quantity);
      return getDb().transaction(async (tx) => {
        const id = await ownCart(tx, cartId);
        return { cartId: id, line: addedLine(item, await growLine(tx, storeCartItems, id, item, request.quantity)) };
      });
    },

    async setCartQuantity(cartId, itemId, quantity) {
      const [row] = await rowsOf(getDb(), cartId, itemId);
      if (!row) throw itemNotFound(itemId);
      if (quantity === 0) {
        await removeLine(cartId, itemId);
        return null;
      }
      assertLineQuantity(quantity);
      const [line] = await priceRows(readNow, [row]);
      if (!line) throw itemNotFound(itemId);
      // Lowering a quantity is always allowed, even when stock has since run short.
      if (quantity > row.quantity) assertInStock(line, quantity);
      const updated = await getDb()
        .update(storeCartItems)
        .set({ quantity })
        .where(and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.id, itemId)))
        .returning({ id: storeCartItems.id });
      if (updated.length === 0) throw itemNotFound(itemId);
      await touchCart(getDb(), cartId);
      return { ...line, quantity };
    },

    removeFromCart: removeLine,
  };
}

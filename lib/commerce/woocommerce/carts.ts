/**
 * The WooCommerce adapter's carts (docs/adr/0026): kept in the shop's own database, like the
 * built-in back end's, but holding only WooCommerce's ids and the quantities. Names, prices and
 * stock are read from the store every time a cart is read or changed, so a price or stock changed in
 * WooCommerce shows in the cart on its next read. The store is read before any transaction opens,
 * so a slow store never holds a database connection.
 */
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { storeCartItems } from '@/lib/db/schema';
import { mostUnits } from '@/lib/domain/line-quantity';
import { assertLineQuantity, itemNotFound, ownCart, touchCart } from '../cart-rows';
import { assertInStock, type Purchasable } from '../purchase-choice';
import type { CartBackend, CartLine } from '../types';
import type { StoreClient } from './client';
import { readStoreProducts, resolveStorePurchasable, variationOf } from './store-purchasable';

type CartRow = typeof storeCartItems.$inferSelect;

/** The line holding this product with this variation: one line per product and options. */
export function storeCartLineOf(cartId: string, line: Pick<Purchasable, 'productId' | 'variationId'>) {
  return and(
    eq(storeCartItems.cartId, cartId),
    eq(storeCartItems.productId, line.productId),
    line.variationId === null ? sql`${storeCartItems.variationId} IS NULL` : eq(storeCartItems.variationId, line.variationId),
  )!;
}

/** Cart rows as lines, priced and stocked by the store now; a line whose product the store no longer has is left out. */
async function priceRows(client: StoreClient, rows: readonly CartRow[]): Promise<CartLine[]> {
  if (rows.length === 0) return [];
  const entries = await readStoreProducts(
    client,
    rows.map((row) => row.productId),
  );
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

export function wooCommerceCarts(getDb: () => Database, client: StoreClient): CartBackend {
  const rowsOf = (db: Pick<Database, 'select'>, cartId: string, itemId?: number) =>
    db
      .select()
      .from(storeCartItems)
      .where(itemId === undefined ? eq(storeCartItems.cartId, cartId) : and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.id, itemId)))
      .orderBy(asc(storeCartItems.createdAt), asc(storeCartItems.id));

  /** Refuses an add the upsert would not make: the line would pass what one line may hold, or the stock. */
  async function refuseOverCap(tx: Transaction, cartId: string, item: Purchasable, quantity: number): Promise<never> {
    const [existing] = await tx.select({ quantity: storeCartItems.quantity }).from(storeCartItems).where(storeCartLineOf(cartId, item));
    const total = (existing?.quantity ?? 0) + quantity;
    assertLineQuantity(total);
    assertInStock(item, Math.max(total, item.available + 1));
    throw new Error('unreachable: assertInStock refuses more than the stock');
  }

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
      return priceRows(client, await rowsOf(getDb(), cartId));
    },

    async addToCart(cartId, request) {
      const item = await resolveStorePurchasable(client, request.productId, request.options, { forSale: true });
      assertLineQuantity(request.quantity);
      assertInStock(item, request.quantity);
      const cap = mostUnits(item.available);
      const { id, row } = await getDb().transaction(async (tx) => {
        const id = await ownCart(tx, cartId);
        // One statement, so simultaneous adds of the same line all count; never past the cap.
        const added = await tx.execute<{ id: number }>(sql`
          insert into store_cart_items (cart_id, product_id, variation_id, selected_options, quantity)
          values (${id}, ${item.productId}, ${item.variationId}, ${JSON.stringify(item.selectedOptions)}::jsonb, ${request.quantity})
          on conflict (cart_id, product_id, (coalesce(variation_id, 0)))
          do update set quantity = store_cart_items.quantity + excluded.quantity
          where store_cart_items.quantity + excluded.quantity <= ${cap}
          returning id`);
        const itemId = added.rows[0]?.id ?? (await refuseOverCap(tx, id, item, request.quantity));
        await touchCart(tx, id);
        const [row] = await rowsOf(tx, id, itemId);
        return { id, row: row! };
      });
      const line: CartLine = {
        id: row.id,
        productId: item.productId,
        productSlug: item.productSlug,
        name: item.name,
        imageUrl: item.imageUrl,
        productPricePence: item.productPricePence,
        variationId: item.variationId,
        variationPricePence: item.variationPricePence,
        selectedOptions: item.selectedOptions,
        quantity: row.quantity,
        available: item.available,
      };
      return { cartId: id, line };
    },

    async setCartQuantity(cartId, itemId, quantity) {
      const [row] = await rowsOf(getDb(), cartId, itemId);
      if (!row) throw itemNotFound(itemId);
      if (quantity === 0) {
        await removeLine(cartId, itemId);
        return null;
      }
      assertLineQuantity(quantity);
      const [line] = await priceRows(client, [row]);
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

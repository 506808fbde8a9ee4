/**
 * The `local` adapter's orders (docs/adr/0010): priced from the catalogue, stock held in the
 * same transaction with conditional updates that never go below zero, released when an order is
 * cancelled. Only markOrderPaid moves an order to processing, and callers verify the payment first.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lt, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '@/lib/db/client';
import { cartItems, orderLines, orders, products, productVariations } from '@/lib/db/schema';
import { ShopError } from '@/lib/errors';
import type { Order, OrderBackend, OrderLine, PurchaseRequest } from '../types';
import { checkoutClient, checkoutFingerprint } from '../checkout-fingerprint';
import { mergeLines, priceOrder } from '../purchase-choice';
import { assertInStock, resolvePurchasable } from './purchasable';
import { issuedCart, lineOf } from '../cart-rows';
import { isPaidStatus } from '@/lib/domain/orders';
import { isUniqueViolation } from '@/lib/db/unique-violation';
import { discountRefused, priceOrderDiscount, recordUse, releaseUse, retakeUse, takeUse, type OrderDiscountPricing } from './discounts';

/** How long an unpaid order holds its stock. */
export const PENDING_ORDER_MINUTES = 60;

type OrderRow = typeof orders.$inferSelect;
type StockHold = Pick<OrderLine, 'productId' | 'variationId' | 'quantity' | 'name'>;

/** Takes units from stock only if there are enough: two buyers of the last one cannot both win. */
async function holdStock(tx: Transaction, line: StockHold): Promise<boolean> {
  const held =
    line.variationId === null
      ? await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), sql`${products.stockQuantity} >= ${line.quantity}`))
          .returning({ id: products.id })
      : await tx
          .update(productVariations)
          .set({ stockQuantity: sql`${productVariations.stockQuantity} - ${line.quantity}` })
          .where(and(eq(productVariations.id, line.variationId), sql`${productVariations.stockQuantity} >= ${line.quantity}`))
          .returning({ id: productVariations.id });
  return held.length > 0;
}

/**
 * A column named with its table: a query on one table leaves drizzle's columns unqualified, and in
 * the subquery below `id` would then be the line's own.
 */
const qualified = (column: PgColumn) => sql`${column.table}.${sql.identifier(column.name)}`;

/**
 * The lines of the order row a query reads, oldest first, as the port's OrderLine list: read in the
 * same statement as the row, since an order is read on each of a checkout's calls (docs/adr/0037).
 */
const linesOfRow = sql<OrderLine[]>`coalesce((
  select json_agg(json_build_object(
    'productId', ${qualified(orderLines.productId)},
    'variationId', ${qualified(orderLines.variationId)},
    'name', ${qualified(orderLines.name)},
    'selectedOptions', ${qualified(orderLines.selectedOptions)},
    'unitPricePence', ${qualified(orderLines.unitPricePence)},
    'quantity', ${qualified(orderLines.quantity)},
    'discountPence', ${qualified(orderLines.discountPence)}
  ) order by ${qualified(orderLines.id)})
  from ${orderLines} where ${qualified(orderLines.orderId)} = ${qualified(orders.id)}), '[]'::json)`;

/**
 * A new order row and its lines, inserted by one statement (data-modifying CTEs): a round trip
 * fewer while the order's stock rows, held just before, stay locked (docs/adr/0037, cause 8). The
 * lines go in in the order given, so their ids, by which an order's lines are read back, keep it.
 */
async function insertOrderWithLines(tx: Transaction, values: PgInsertValue<typeof orders>, lines: readonly OrderLine[]): Promise<OrderRow> {
  const inserted = tx.$with('inserted').as(tx.insert(orders).values(values).returning());
  const columns = [
    orderLines.orderId,
    orderLines.productId,
    orderLines.variationId,
    orderLines.name,
    orderLines.selectedOptions,
    orderLines.unitPricePence,
    orderLines.quantity,
    orderLines.discountPence,
  ].map((column) => sql.identifier(column.name));
  const insertedLines = tx.$with('inserted_lines', {}).as(sql`
    insert into ${orderLines} (${sql.join(columns, sql`, `)})
    select ${inserted.id}, line."productId", line."variationId", line.name, line."selectedOptions", line."unitPricePence", line.quantity, line."discountPence"
    from ${inserted}, rows from (jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as (
      "productId" integer, "variationId" integer, name text, "selectedOptions" jsonb, "unitPricePence" integer, quantity integer, "discountPence" integer
    )) with ordinality as line
    order by line.ordinality`);
  const [row] = await tx.with(inserted, insertedLines).select().from(inserted);
  return row!;
}

/** Puts units back on the shelf: a cancelled order's hold, or a refunded order's restock. */
export async function releaseStock(tx: Transaction, line: StockHold): Promise<void> {
  if (line.variationId === null) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`coalesce(${products.stockQuantity}, 0) + ${line.quantity}` })
      .where(eq(products.id, line.productId));
  } else {
    await tx
      .update(productVariations)
      .set({ stockQuantity: sql`${productVariations.stockQuantity} + ${line.quantity}` })
      .where(eq(productVariations.id, line.variationId));
  }
}

/** An order's totals with its code (docs/adr/0034): total = subtotal - discount + shipping. */
function discountedTotals(base: { subtotalPence: number; shippingPence: number }, discount: OrderDiscountPricing | null) {
  const shippingPence = discount?.freeShipping ? 0 : base.shippingPence;
  const discountPence = discount?.discountPence ?? 0;
  const totalPence = base.subtotalPence - discountPence + shippingPence;
  return { subtotalPence: base.subtotalPence, shippingPence, discountPence, shippingDiscountPence: base.shippingPence - shippingPence, totalPence };
}

/** What was bought leaves the cart; anything added since stays. */
async function removeBoughtFromCart(tx: Transaction, cartId: string, lines: readonly OrderLine[]): Promise<void> {
  for (const line of lines) await tx.delete(cartItems).where(lineOf(cartItems, cartId, line));
}

/**
 * The usual payment, of an order still pending: marked paid, and what it bought taken out of the
 * cart it came from, by one statement, where a savepoint, a locked read, the update, a delete per
 * line and the savepoint's release were five or more (docs/adr/0037). The update's row lock and its
 * `status = 'pending'` condition settle a race with a cancellation as the locked read did. False
 * when the order was not pending (or does not exist): the caller then takes the long way.
 */
async function payPendingOrder(db: Database, orderId: number, paymentIntentId: string): Promise<boolean> {
  const paidAt = new Date().toISOString();
  const result = await db.execute<{ paid: number }>(sql`
    with paid as (
      update ${orders}
      set status = 'processing', paid_at = ${paidAt}::timestamptz, payment_intent_id = ${paymentIntentId}, updated_at = ${paidAt}::timestamptz
      where ${qualified(orders.id)} = ${orderId} and ${qualified(orders.status)} = 'pending'
      returning ${qualified(orders.id)}, ${qualified(orders.cartId)}
    ), bought as (
      delete from ${cartItems} using paid, ${orderLines}
      where ${qualified(orderLines.orderId)} = paid.id
        and ${qualified(cartItems.cartId)} = paid.cart_id
        and ${qualified(cartItems.productId)} = ${qualified(orderLines.productId)}
        and ${qualified(cartItems.variationId)} is not distinct from ${qualified(orderLines.variationId)}
      returning 1
    )
    select count(*)::int as paid from paid`);
  return result.rows[0]?.paid === 1;
}

/** An order row and its lines as the port's Order (the back office reads its locked rows this way too). */
export function toOrder(row: OrderRow, lines: OrderLine[]): Order {
  return {
    id: row.id,
    orderKey: row.orderKey,
    status: row.status,
    email: row.email,
    shipping: row.shipping,
    billing: row.billing,
    lines,
    subtotalPence: row.subtotalPence,
    shippingPence: row.shippingPence,
    totalPence: row.totalPence,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    paymentProvider: row.paymentProvider,
    paymentIntentId: row.paymentIntentId,
    cartId: row.cartId,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    expiresAt: row.expiresAt,
    ...fulfilmentOf(row),
    discount: discountOf(row),
    campaign: campaignOf(row),
  };
}

/** Where an order stands after payment: shipping, delivery, cancelling and refunds (the audit log keeps these too). */
export function fulfilmentOf(row: OrderRow) {
  return {
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt,
    outForDeliveryAt: row.outForDeliveryAt,
    deliveredAt: row.deliveredAt,
    cancelledAt: row.cancelledAt,
    refundedPence: row.refundedPence,
  };
}

/** The code an order row was priced with, and what it took off. */
export function discountOf(row: OrderRow): Order['discount'] {
  return row.discountCode ? { code: row.discountCode, discountPence: row.discountPence, shippingDiscountPence: row.shippingDiscountPence } : null;
}

/** The visit's campaign as the order row keeps it (only with the shopper's marketing consent). */
export function campaignOf(row: OrderRow): Order['campaign'] {
  const { campaignSource: source, campaignMedium: medium, campaignName: name, referrerHost } = row;
  return source || medium || name || referrerHost ? { source, medium, name, referrerHost } : null;
}

export function localOrders(getDb: () => Database): OrderBackend {
  async function linesOf(db: Pick<Database, 'select'>, orderIds: number[]): Promise<Map<number, OrderLine[]>> {
    const byOrder = new Map<number, OrderLine[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
    for (const { orderId, productId, variationId, name, selectedOptions, unitPricePence, quantity, discountPence } of rows) {
      const list = byOrder.get(orderId) ?? [];
      list.push({ productId, variationId, name, selectedOptions, unitPricePence, quantity, discountPence });
      byOrder.set(orderId, list);
    }
    return byOrder;
  }

  async function readOrder(db: Pick<Database, 'select'>, where: ReturnType<typeof eq>): Promise<Order | null> {
    const [found] = await db.select({ row: orders, lines: linesOfRow }).from(orders).where(where).limit(1);
    return found ? toOrder(found.row, found.lines) : null;
  }

  /** Orders matching a condition, with their lines, oldest by `by` first. */
  async function listOrders(where: SQL, by: PgColumn, limit: number): Promise<Order[]> {
    const rows = await getDb().select().from(orders).where(where).orderBy(asc(by)).limit(limit);
    const lines = await linesOf(getDb(), rows.map((row) => row.id));
    return rows.map((row) => toOrder(row, lines.get(row.id) ?? []));
  }

  const pendingWithFingerprint = (fingerprint: string) => and(eq(orders.checkoutFingerprint, fingerprint), eq(orders.status, 'pending'))!;

  async function resolveLines(tx: Transaction, requests: PurchaseRequest[]) {
    const resolved = [];
    for (const request of requests) resolved.push({ item: await resolvePurchasable(tx, request.productId, request.options), quantity: request.quantity });
    return mergeLines(resolved);
  }

  async function insertOrder(input: Parameters<OrderBackend['createOrder']>[0]): Promise<{ order: Order; reused: boolean }> {
    return getDb().transaction(async (tx) => {
      const lines = await resolveLines(tx, input.lines);
      const cartId = await issuedCart(tx, input.cartId);
      const client = checkoutClient(cartId, input.idempotencyKey);
      const fingerprint = checkoutFingerprint(client, lines, input);
      const previous = client ? await readOrder(tx, pendingWithFingerprint(fingerprint)) : null;
      if (previous) return { order: previous, reused: true };

      const base = priceOrder(lines, input.shipping.country);
      const email = input.shipping.email ?? '';
      const discount = input.discountCode ? await priceOrderDiscount(tx, input.discountCode, lines, email, base) : null;
      const totals = discountedTotals(base, discount);

      for (const { item, quantity } of lines) {
        assertInStock(item, quantity);
        if (!(await holdStock(tx, { ...item, quantity }))) {
          // Someone else took the stock between our read and our hold: say what is left now.
          const now = await resolvePurchasable(tx, item.productId, item.selectedOptions);
          assertInStock(now, quantity);
          throw new ShopError('conflict', 'insufficient_stock', `Sorry, ${item.name} has just sold out.`);
        }
      }
      // Taken after the stock, in the order every transaction takes locks: stock rows, then the code's row.
      if (discount && !(await takeUse(tx, discount.discountId))) throw discountRefused('used_up');

      const bought: OrderLine[] = lines.map(({ item, quantity }, index) => ({
        productId: item.productId,
        variationId: item.variationId,
        name: item.name,
        selectedOptions: item.selectedOptions,
        unitPricePence: item.unitPricePence,
        quantity,
        discountPence: discount?.lineShares[index] ?? 0,
      }));
      const row = await insertOrderWithLines(
        tx,
        {
          orderKey: `hh_order_${randomBytes(18).toString('base64url')}`,
          email,
          shipping: input.shipping,
          billing: input.billing,
          subtotalPence: totals.subtotalPence,
          shippingPence: totals.shippingPence,
          totalPence: totals.totalPence,
          discountCode: discount?.code ?? null,
          discountPence: totals.discountPence,
          shippingDiscountPence: totals.shippingDiscountPence,
          campaignSource: input.campaign?.source ?? null,
          campaignMedium: input.campaign?.medium ?? null,
          campaignName: input.campaign?.name ?? null,
          referrerHost: input.campaign?.referrerHost ?? null,
          paymentMethod: input.paymentMethod,
          cartId,
          checkoutFingerprint: fingerprint,
          expiresAt: sql`now() + make_interval(mins => ${PENDING_ORDER_MINUTES})`,
        },
        bought,
      );
      if (discount) await recordUse(tx, discount, row.id, email);
      return { order: toOrder(row, bought), reused: false };
    });
  }

  return {
    async createOrder(input) {
      if (input.lines.length === 0) throw new ShopError('invalid', 'empty_order', 'An order needs at least one item.');
      try {
        return await insertOrder(input);
      } catch (error) {
        // An identical submit committed first (the partial unique index): that order is ours too.
        if (!isUniqueViolation(error)) throw error;
        return insertOrder(input);
      }
    },

    async getOrder(id) {
      return readOrder(getDb(), eq(orders.id, id));
    },

    async setPaymentIntent(orderId, provider, paymentIntentId) {
      await getDb()
        .update(orders)
        .set({ paymentProvider: provider, paymentIntentId, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    },

    async markOrderPaid(orderId, paymentIntentId) {
      if (await payPendingOrder(getDb(), orderId, paymentIntentId)) return 'paid';
      // Already paid, expired or cancelled (revived if its stock and code are still there), or missing.
      return getDb()
        .transaction(async (tx) => {
          const [found] = await tx.select({ row: orders, lines: linesOfRow }).from(orders).where(eq(orders.id, orderId)).for('update');
          if (!found) return 'not_payable';
          const { row, lines } = found;
          if (isPaidStatus(row.status)) return 'already_paid';
          if (row.status === 'cancelled' || row.status === 'failed') {
            // Paid after its hold ran out: take the stock again if it is still there.
            for (const line of lines) if (!(await holdStock(tx, line))) tx.rollback();
            if (!(await retakeUse(tx, row.id))) tx.rollback();
          }
          await tx
            .update(orders)
            .set({ status: 'processing', paidAt: new Date(), paymentIntentId, updatedAt: new Date() })
            .where(eq(orders.id, orderId));
          if (row.cartId) await removeBoughtFromCart(tx, row.cartId, lines);
          return 'paid' as const;
        })
        .catch((error: unknown) => {
          // The rollback above: a cancelled order's stock has gone to someone else, so it stays cancelled.
          if (error instanceof TransactionRollbackError) return 'not_payable' as const;
          throw error;
        });
    },

    async cancelOrder(orderId) {
      return getDb().transaction(async (tx) => {
        const [cancelled] = await tx
          .update(orders)
          .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning({ id: orders.id });
        if (!cancelled) return false;
        for (const line of (await linesOf(tx, [orderId])).get(orderId) ?? []) await releaseStock(tx, line);
        await releaseUse(tx, orderId);
        return true;
      });
    },

    async listPendingPayments(limit) {
      return listOrders(and(eq(orders.status, 'pending'), isNotNull(orders.paymentIntentId))!, orders.updatedAt, limit);
    },

    async listExpiredOrders(now, limit) {
      return listOrders(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now))!, orders.expiresAt, limit);
    },

    // An order and its stock are written in one transaction here: none can be left unrecorded.
    async cancelUnrecordedOrders() {
      return [];
    },

    async findOrderForTracking(id, email) {
      const order = await readOrder(getDb(), eq(orders.id, id));
      return order && order.email.trim().toLowerCase() === email.trim().toLowerCase() ? order : null;
    },
  };
}

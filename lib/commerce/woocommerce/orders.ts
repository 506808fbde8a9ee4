/**
 * The WooCommerce adapter's orders (docs/adr/0026). An order is placed through WooCommerce's own
 * checkout (the Store API), which checks and holds its stock in one step, so of many buyers of the
 * last unit exactly one gets it; it waits `on-hold` (WooCommerce's "awaiting payment, stock held")
 * while the shop's payments port takes the card. Its shipping line is then set by the shop's rules.
 * A discount code is a WooCommerce coupon, applied in the checkout's cart before the order exists,
 * so WooCommerce decides it, holds one of its uses at checkout and counts it on the order (coupons.ts).
 * Paid, it becomes `processing` with `set_paid` and the payment's id, once: the shop's row for the
 * order is locked while WooCommerce is told, so the browser, the webhook and the sweep cannot all
 * tell it. Cancelled (expired or abandoned), WooCommerce puts its stock back.
 *
 * The order lives only in WooCommerce; the shop keeps just its bookkeeping (store_checkouts): the
 * checkout's fingerprint, the payment taken, and when the hold runs out. Every order the shop places
 * is marked with a checkout id of its own before it holds stock, so one the shop failed to record
 * (the store stalled or went away mid-checkout, or the shop's transaction rolled back) is found and
 * cancelled by the order sweep if the checkout could not cancel it itself.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, notLike, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LOCKS, lockEachInTransaction } from '@/lib/db/advisory-lock';
import type { Database } from '@/lib/db/client';
import { storeCartItems, storeCheckouts } from '@/lib/db/schema';
import { countryName } from '@/lib/domain/checkout';
import { normaliseCode, refusalMessage } from '@/lib/domain/discounts';
import { decimalToPence, penceToDecimal } from '@/lib/domain/money';
import { ShopError } from '@/lib/errors';
import { errorFields, logger } from '@/lib/log';
import { issuedCart, lineOf } from '../cart-rows';
import { checkoutClient, checkoutFingerprint } from '../checkout-fingerprint';
import { assertInStock, mergeLines, priceOrder, type ChosenLine } from '../purchase-choice';
import type { CreateOrderInput, Order, OrderBackend } from '../types';
import { StoreRefusedError, StoreUnavailableError, type StoreClient } from './client';
import { couponRefused, readCoupon } from './coupons';
import { COUPON_REFUSAL_CODES, couponRefusal, leavesTooLittle, storeCouponCode } from './coupon-records';
import { placeStoreOrder } from './store-api';
import { shopIdentity } from './shop-identity';
import { resolveStorePurchasable } from './store-purchasable';
import { AWAITING_PAYMENT, ORDER_FIELDS, SHIPPING_WAIVED_KEY, toOrder, toStoreAddress, type CheckoutFacts, type StoreOrder } from './store-records';

/** How long an unpaid order holds its stock, as on the built-in back end. */
export const PENDING_ORDER_MINUTES = 60;
/** The shipping line the shop writes on each order: its own rules' figure (docs/product/rules.md#money-and-shipping). */
export const SHIPPING_METHOD_ID = 'highland_home_shipping';
/**
 * The meta key on each order the shop places: a checkout id the shop made before asking the store,
 * written while the order is still a draft holding no stock (docs/adr/0026).
 */
export const CHECKOUT_MARKER_KEY = '_highland_home_checkout';
/**
 * The meta key beside it naming the shop that placed the order (shop-identity.ts): another shop on
 * the same store (a staging copy with a database of its own) has no record of this shop's orders,
 * and its sweep must not take them for abandoned.
 */
export const SHOP_MARKER_KEY = '_highland_home_shop';
/**
 * How long an order the shop placed may stay unrecorded before the sweep takes it for abandoned:
 * far longer than a checkout's store calls can take (each times out within 15 s). Were one slower,
 * the record and the sweep's claim on the order still exclude each other.
 */
export const UNRECORDED_GRACE_MINUTES = 5;
/** How far back the sweep looks for unrecorded orders: it runs every minute, so days cover any outage of the shop. */
const UNRECORDED_LOOKBACK_DAYS = 7;
/** WooCommerce's largest page, and how many the sweep reads at most in one run. */
const PAGE = 100;
const MAX_SWEEP_PAGES = 20;
/** The fingerprint of the sweep's own claim on an unrecorded order: no checkout's record, so never its exclusion. */
const CLAIM_PREFIX = 'unrecorded:';
const PAID_STATUSES = new Set(['processing', 'completed', 'refunded']);
/** WooCommerce's refusals when the stock has gone. */
const SOLD_OUT_CODES = /out_of_stock|not_enough_stock|stock/i;

type CheckoutRow = typeof storeCheckouts.$inferSelect;
type MarkedOrder = { id: number; meta_data?: { key: string; value: unknown }[] };

const metaOf = (record: MarkedOrder, key: string): string | null => {
  const value = record.meta_data?.find((meta) => meta.key === key)?.value;
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The checkout marker of an order this shop placed, or null for any other order. */
const markerOf = (record: MarkedOrder, shopId: string): string | null => (metaOf(record, SHOP_MARKER_KEY) === shopId ? metaOf(record, CHECKOUT_MARKER_KEY) : null);

/** Placed and awaiting payment: a draft holds no stock (WooCommerce 9.2 and later). */
const holdsStock = (record: StoreOrder): boolean => AWAITING_PAYMENT.has(record.status) && record.status !== 'checkout-draft';

const factsOf = (row: CheckoutRow): CheckoutFacts => ({
  cartId: row.cartId,
  paymentMethod: row.paymentMethod,
  paymentProvider: row.paymentProvider,
  paymentIntentId: row.paymentIntentId,
  expiresAt: row.expiresAt,
});

export function wooCommerceOrders(getDb: () => Database, client: StoreClient, storeUrl: string): OrderBackend {
  async function readStoreOrder(id: number): Promise<StoreOrder | null> {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    try {
      return (await client.get<StoreOrder>(`orders/${id}`, { _fields: ORDER_FIELDS })).data;
    } catch (error) {
      if (error instanceof StoreRefusedError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  }

  async function readOrder(id: number): Promise<Order | null> {
    const [record, [row]] = await Promise.all([readStoreOrder(id), getDb().select().from(storeCheckouts).where(eq(storeCheckouts.orderId, id)).limit(1)]);
    return record ? toOrder(record, row ? factsOf(row) : null) : null;
  }

  /** The shop's open orders matching `where`, oldest by `by` first, as WooCommerce has them now. */
  async function listOpen(where: SQL, by: PgColumn, limit: number): Promise<Order[]> {
    const rows = await getDb()
      .select()
      .from(storeCheckouts)
      .where(and(isNull(storeCheckouts.settledAt), where))
      .orderBy(asc(by))
      .limit(limit);
    if (rows.length === 0) return [];
    const { data } = await client.get<StoreOrder[]>('orders', { include: rows.map((row) => row.orderId).join(','), per_page: 100, _fields: ORDER_FIELDS });
    const records = new Map(data.map((record) => [record.id, record]));
    return rows.flatMap((row) => {
      const record = records.get(row.orderId);
      return record ? [toOrder(record, factsOf(row))] : [];
    });
  }

  async function resolveLines(requests: CreateOrderInput['lines']): Promise<ChosenLine[]> {
    const resolved: ChosenLine[] = [];
    for (const request of requests) resolved.push({ item: await resolveStorePurchasable(client, request.productId, request.options), quantity: request.quantity });
    return mergeLines(resolved);
  }

  /** The open order an earlier submit of this checkout made, if WooCommerce still has it awaiting payment. */
  async function earlierOrder(fingerprint: string): Promise<Order | null> {
    const [row] = await getDb()
      .select()
      .from(storeCheckouts)
      .where(and(eq(storeCheckouts.checkoutFingerprint, fingerprint), isNull(storeCheckouts.settledAt)))
      .limit(1);
    if (!row) return null;
    const record = await readStoreOrder(row.orderId);
    if (record && AWAITING_PAYMENT.has(record.status)) return toOrder(record, factsOf(row));
    await getDb().update(storeCheckouts).set({ settledAt: new Date() }).where(eq(storeCheckouts.orderId, row.orderId));
    return null;
  }

  /**
   * Places the order in WooCommerce, its stock held, and writes the shop's shipping figure on it.
   * `placing.orderId` names the store order from the moment it may hold stock until the store has
   * refused it, so a failure anywhere after can give its stock back.
   */
  async function place(input: CreateOrderInput, lines: ChosenLine[], shippingPence: number, coupon: string | null, marker: { checkout: string; shop: string }, placing: { orderId: number | null }): Promise<StoreOrder> {
    // WooCommerce keeps one e-mail per order, on the billing address: the shopper's contact address,
    // which the shop keeps on the shipping address (Track Order asks for it).
    const billing = toStoreAddress({ ...input.billing, email: input.shipping.email || input.billing.email });
    let placed;
    try {
      placed = await placeStoreOrder(
        storeUrl,
        {
          items: lines.map(({ item, quantity }) => ({ id: item.variationId ?? item.productId, quantity })),
          billing: { ...billing, email: billing.email ?? '' },
          shipping: toStoreAddress(input.shipping),
          coupon: coupon && storeCouponCode(coupon),
        },
        async (draftOrderId) => {
          const meta_data = [
            { key: CHECKOUT_MARKER_KEY, value: marker.checkout },
            { key: SHOP_MARKER_KEY, value: marker.shop },
          ];
          await client.put(`orders/${draftOrderId}`, { meta_data });
          placing.orderId = draftOrderId;
        },
      );
    } catch (error) {
      // Refused, the checkout gave back whatever it had reserved: the draft holds nothing.
      if (error instanceof StoreRefusedError) placing.orderId = null;
      if (error instanceof StoreRefusedError && coupon && COUPON_REFUSAL_CODES.has(error.code)) {
        const subtotalPence = lines.reduce((sum, { item, quantity }) => sum + item.unitPricePence * quantity, 0);
        throw couponRefused(couponRefusal({ code: error.code, message: error.storeMessage }, await readCoupon(client, coupon), { subtotalPence, now: new Date() }));
      }
      if (error instanceof StoreRefusedError && SOLD_OUT_CODES.test(error.code)) {
        const name = lines.length === 1 ? lines[0]!.item.name : 'an item in your order';
        throw new ShopError('conflict', 'insufficient_stock', `Sorry, ${name} has just sold out.`);
      }
      if (error instanceof StoreRefusedError && error.code === 'woocommerce_rest_invalid_shipping_option') {
        throw new ShopError('invalid', 'cannot_ship', `Sorry, the shop cannot deliver to ${countryName(input.shipping.country)}.`);
      }
      if (error instanceof StoreRefusedError && error.code === 'rest_invalid_param') throw new ShopError('invalid', 'invalid_address', error.storeMessage);
      if (error instanceof StoreRefusedError) throw new ShopError('invalid', 'order_refused', `The shop could not place this order: ${error.storeMessage}`);
      throw error;
    }
    if (placed.order_id !== placing.orderId) {
      // Not the draft the shop marked: the sweep could not find it, so it is given back now.
      placing.orderId = placed.order_id;
      throw new StoreUnavailableError(`the checkout placed order ${placed.order_id}, not the draft the shop marked`);
    }
    const record = (await client.get<StoreOrder & { shipping_lines: { id: number }[] }>(`orders/${placed.order_id}`, { _fields: `${ORDER_FIELDS},shipping_lines` })).data;
    // A free-shipping coupon waives the shop's shipping figure, as a free-shipping code does on the
    // built-in back end; the figure waived is kept on the order for its shipping discount.
    const waived = (record.coupon_lines ?? []).some((line) => line.free_shipping) ? shippingPence : 0;
    return client.put<StoreOrder>(`orders/${placed.order_id}`, {
      shipping_lines: [
        ...record.shipping_lines.map((line) => ({ id: line.id, method_id: null })),
        { method_id: SHIPPING_METHOD_ID, method_title: 'Delivery', total: penceToDecimal(shippingPence - waived) },
      ],
      ...(waived > 0 ? { meta_data: [{ key: SHIPPING_WAIVED_KEY, value: penceToDecimal(waived) }] } : {}),
      payment_method_title: 'Card (Highland Home)',
    });
  }

  async function cancelInStore(orderId: number): Promise<void> {
    await client.put(`orders/${orderId}`, { status: 'cancelled' });
  }

  /**
   * A checkout that placed its order and then failed gives the stock back at once if the store
   * answers; if not, the order is marked, and the sweep of unrecorded orders cancels it later. A
   * draft is left alone: the store's checkout may still be under way (its answer timed out), and
   * finding its draft cancelled it would place a new order from its cart, one without the marker.
   */
  async function abandon(orderId: number): Promise<void> {
    try {
      const record = await readStoreOrder(orderId);
      if (record && holdsStock(record)) await cancelInStore(orderId);
    } catch (error) {
      logger('orders').warn({ orderId, ...errorFields(error) }, 'could not cancel a store order the checkout failed to record: the order sweep will');
    }
  }

  /**
   * Cancels one marked order the shop has no record of, unless a record arrives first: the sweep
   * claims the order with a settled row of its own, so a checkout still recording it and the sweep
   * exclude each other (whichever inserts first waits for the other, and a checkout that finds the
   * claim gives its order up). The claim never stands for a record: an order a late step of a
   * stalled checkout put back on hold after it was cancelled is cancelled again at the next sweep.
   */
  async function cancelUnrecorded(orderId: number, marker: string): Promise<StoreOrder | null> {
    return getDb().transaction(async (tx) => {
      await tx
        .insert(storeCheckouts)
        .values({ orderId, checkoutFingerprint: `${CLAIM_PREFIX}${marker}`, cartId: null, paymentMethod: 'unrecorded', expiresAt: sql`now()`, settledAt: sql`now()` })
        .onConflictDoNothing();
      const [row] = await tx.select({ fingerprint: storeCheckouts.checkoutFingerprint }).from(storeCheckouts).where(eq(storeCheckouts.orderId, orderId)).for('update');
      if (!row?.fingerprint.startsWith(CLAIM_PREFIX)) return null;
      const record = await readStoreOrder(orderId);
      // Paid or cancelled in the store's own admin since it was listed: nothing to give back.
      if (!record || !holdsStock(record)) return null;
      return client.put<StoreOrder>(`orders/${orderId}`, { status: 'cancelled' });
    });
  }

  /**
   * A buyer outside the shop (the store's own checkout) can still slip into WooCommerce's gap: if
   * an item's counted stock went below zero with this order, this order gives its units back and
   * is refused, so the store never holds more orders than stock.
   */
  async function refuseIfOversold(orderId: number, lines: readonly ChosenLine[]): Promise<void> {
    for (const { item } of lines) {
      const path = item.variationId === null ? `products/${item.productId}` : `products/${item.productId}/variations/${item.variationId}`;
      const { data } = await client.get<{ manage_stock: boolean | 'parent'; stock_quantity: number | null }>(path, { _fields: 'manage_stock,stock_quantity' });
      // Refused, the order is cancelled with the checkout's other failures (createOrder).
      if (data.manage_stock && (data.stock_quantity ?? 0) < 0) {
        throw new ShopError('conflict', 'insufficient_stock', `Sorry, ${item.name} has just sold out.`);
      }
    }
  }

  return {
    async createOrder(input) {
      if (input.lines.length === 0) throw new ShopError('invalid', 'empty_order', 'An order needs at least one item.');
      const lines = await resolveLines(input.lines);
      // WooCommerce decides the coupon as it places the order (place); text that is no code is not asked about.
      const coupon = input.discountCode ? normaliseCode(input.discountCode) : null;
      if (input.discountCode && !coupon) throw couponRefused({ reason: 'unknown', message: refusalMessage('unknown') });
      const cartId = await getDb().transaction((tx) => issuedCart(tx, input.cartId));
      const buyer = checkoutClient(cartId, input.idempotencyKey);
      const fingerprint = checkoutFingerprint(buyer, lines, input);
      const previous = buyer ? await earlierOrder(fingerprint) : null;
      if (previous) return { order: previous, reused: true };

      const totals = priceOrder(lines, input.shipping.country);
      for (const { item, quantity } of lines) assertInStock(item, quantity);

      const facts = { cartId, paymentMethod: input.paymentMethod, paymentProvider: null, paymentIntentId: null };
      // The shop's id is read before the transaction: inside it, with every pooled connection held
      // by checkouts waiting on the stock lock this one holds, its read would wait for ever.
      const marker = { checkout: randomUUID(), shop: await shopIdentity(getDb()) };
      const placing: { orderId: number | null } = { orderId: null };
      const placed = await getDb().transaction(async (tx) => {
        // WooCommerce's own hold has a gap: an order stops counting as reserved the moment it is
        // on-hold, a moment before its stock is taken, and in that moment another checkout can
        // reserve the same unit (2 of 20 buyers of the last unit won in CI). So the shop's checkouts
        // of an item take turns, across every instance: each sees the stock the last one left.
        await lockEachInTransaction(tx, LOCKS.storeStock, lines.flatMap(({ item }) => (item.variationId === null ? [item.productId] : [item.productId, item.variationId])));
        const record = await place(input, lines, totals.shippingPence, coupon, marker, placing);
        await refuseIfOversold(record.id, lines);
        // Refused, the order is cancelled with the checkout's other failures, and WooCommerce gives the coupon's use back.
        const tooLittle = coupon ? leavesTooLittle(decimalToPence(record.total) ?? 0) : null;
        if (tooLittle) throw couponRefused(tooLittle);
        const [row] = await tx
          .insert(storeCheckouts)
          .values({ orderId: record.id, checkoutFingerprint: fingerprint, ...facts, expiresAt: sql`now() + make_interval(mins => ${PENDING_ORDER_MINUTES})` })
          .onConflictDoNothing()
          .returning();
        return { record, row };
      }).catch(async (error: unknown) => {
        // Whichever step failed, the shop has no record of this order: it must not keep the stock.
        if (placing.orderId !== null) await abandon(placing.orderId);
        throw error;
      });
      if (!placed.row) {
        // An identical submit placed its order first (that one is ours, and this one goes), or the
        // sweep took this one for abandoned and has cancelled it.
        await cancelInStore(placed.record.id);
        const first = await earlierOrder(fingerprint);
        if (first) return { order: first, reused: true };
        throw new ShopError('conflict', 'checkout_in_progress', 'This checkout is already being placed. Please try again in a moment.');
      }
      return { order: toOrder(placed.record, factsOf(placed.row)), reused: false };
    },

    getOrder: readOrder,

    async setPaymentIntent(orderId, provider, paymentIntentId) {
      await getDb().update(storeCheckouts).set({ paymentProvider: provider, paymentIntentId, updatedAt: new Date() }).where(eq(storeCheckouts.orderId, orderId));
    },

    async markOrderPaid(orderId, paymentIntentId) {
      return getDb().transaction(async (tx) => {
        // The lock: whoever holds the row tells WooCommerce; the others find it settled.
        const [row] = await tx.select().from(storeCheckouts).where(eq(storeCheckouts.orderId, orderId)).for('update');
        if (!row) return 'not_payable';
        const record = await readStoreOrder(orderId);
        if (!record) return 'not_payable';
        if (PAID_STATUSES.has(record.status)) return 'already_paid';
        // Cancelled when its hold ran out: WooCommerce has put its stock back, maybe sold it again.
        if (!AWAITING_PAYMENT.has(record.status)) return 'not_payable';
        await client.put(`orders/${orderId}`, { set_paid: true, status: 'processing', transaction_id: paymentIntentId });
        await tx.update(storeCheckouts).set({ settledAt: new Date(), paymentIntentId, updatedAt: new Date() }).where(eq(storeCheckouts.orderId, orderId));
        if (row.cartId) {
          for (const line of toOrder(record, factsOf(row)).lines) await tx.delete(storeCartItems).where(lineOf(storeCartItems, row.cartId, line));
        }
        return 'paid' as const;
      });
    },

    async cancelOrder(orderId) {
      return getDb().transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(storeCheckouts)
          .where(and(eq(storeCheckouts.orderId, orderId), isNull(storeCheckouts.settledAt)))
          .for('update');
        if (!row) return false;
        const record = await readStoreOrder(orderId);
        const waiting = record !== null && AWAITING_PAYMENT.has(record.status);
        if (waiting) await cancelInStore(orderId);
        await tx.update(storeCheckouts).set({ settledAt: new Date(), updatedAt: new Date() }).where(eq(storeCheckouts.orderId, orderId));
        return waiting;
      });
    },

    async listPendingPayments(limit) {
      return listOpen(isNotNull(storeCheckouts.paymentIntentId), storeCheckouts.updatedAt, limit);
    },

    async listExpiredOrders(now, limit) {
      return listOpen(lt(storeCheckouts.expiresAt, now), storeCheckouts.expiresAt, limit);
    },

    async cancelUnrecordedOrders(now) {
      const since = new Date(now.getTime() - UNRECORDED_LOOKBACK_DAYS * 86_400_000);
      const before = new Date(now.getTime() - UNRECORDED_GRACE_MINUTES * 60_000);
      const marked = new Map<number, string>();
      const shopId = await shopIdentity(getDb());
      for (let page = 1; page <= MAX_SWEEP_PAGES; page++) {
        const { data } = await client.get<MarkedOrder[]>('orders', {
          status: 'on-hold,pending',
          after: since.toISOString(),
          before: before.toISOString(),
          dates_are_gmt: true,
          orderby: 'date',
          order: 'asc',
          per_page: PAGE,
          page,
          _fields: 'id,meta_data',
        });
        for (const record of data) {
          const marker = markerOf(record, shopId);
          if (marker) marked.set(record.id, marker);
        }
        if (data.length < PAGE) break;
      }
      if (marked.size === 0) return [];
      const recorded = await getDb()
        .select({ orderId: storeCheckouts.orderId })
        .from(storeCheckouts)
        .where(and(inArray(storeCheckouts.orderId, [...marked.keys()]), notLike(storeCheckouts.checkoutFingerprint, `${CLAIM_PREFIX}%`)));
      for (const { orderId } of recorded) marked.delete(orderId);
      const cancelled: Order[] = [];
      for (const [orderId, marker] of marked) {
        const record = await cancelUnrecorded(orderId, marker);
        if (record) cancelled.push(toOrder(record, null));
      }
      return cancelled;
    },

    async findOrderForTracking(id, email) {
      const order = await readOrder(id);
      return order && order.email.trim().toLowerCase() === email.trim().toLowerCase() ? order : null;
    },
  };
}

/**
 * The owner's order operations on the built-in back end (docs/product/rules.md#order-status): find
 * orders, read one whole, move one on through the order state machine (lib/domain/order-actions.ts),
 * and the dashboard's figures of trade. Every action takes the order's row lock, checks the move
 * against the status it finds, and writes the change, the order's history, the audit log and the
 * shopper's e-mail in one transaction.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '@/lib/admin/audit';
import { productUnits } from '@/lib/admin/stock-units';
import { refreshOrderProducts } from '@/lib/cache/refresh-products';
import type { Database, Transaction } from '@/lib/db/client';
import { orderEvents, orderLines, orderRefunds, orders, products } from '@/lib/db/schema';
import { ATTRIBUTION_PERIODS, DASHBOARD_PERIODS, LOW_STOCK_UNITS, netTakings, periodStarts, type DashboardPeriod } from '@/lib/domain/dashboard';
import { actionRefusal, refundablePence, statusAfter, type OrderState, type OwnerAction } from '@/lib/domain/order-actions';
import { refundNoticeKey, shippingNoticeKey } from '@/lib/domain/order-emails';
import { formatPounds } from '@/lib/domain/money';
import { escapeLike } from '@/lib/domain/text';
import { ShopError, notFound } from '@/lib/errors';
import { kickOutbox, queueOrderEmail, type OrderEmail } from '@/lib/mail/outbox';
import { paymentProvider } from '@/lib/payments';
import { refundTooLarge } from '@/lib/payments/types';
import type { AttributedFigures, CampaignFigures, LowStockProduct, Order, OrderHistoryEntry, OrderLine, OwnerActor, OwnerOrderAction, OwnerOrders, PeriodFigures } from '../types';
import { fulfilmentOf, releaseStock, toOrder } from './orders';
import { releaseUse } from './discounts';

type OrderRow = typeof orders.$inferSelect;

interface OrderChange {
  set: Partial<OrderRow>;
  note: string;
  /** The e-mail the shopper gets for this change, worked out from the order as it is after it. */
  email?: (order: Order) => OrderEmail;
}

function searchCondition(search: string): SQL {
  const text = search.trim();
  const pattern = `%${escapeLike(text)}%`;
  const name = sql`(${orders.shipping}->>'firstName') || ' ' || (${orders.shipping}->>'lastName')`;
  const byText = or(ilike(orders.email, pattern), sql`${name} ILIKE ${pattern}`)!;
  const number = text.replace(/^#/, '');
  return /^\d{1,9}$/.test(number) ? or(eq(orders.id, Number(number)), byText)! : byText;
}

/** The shop's own moves come from the order's timestamps; the owner's from its recorded events. */
function shopHistory(order: Order): OrderHistoryEntry[] {
  const entries: OrderHistoryEntry[] = [{ at: order.createdAt, what: 'Order placed', by: order.email }];
  if (order.paidAt) entries.push({ at: order.paidAt, what: `Paid (${order.paymentProvider ?? 'card'} ${order.paymentIntentId ?? ''})`.replace(' )', ')'), by: 'shop' });
  return entries;
}

function stateOf(row: OrderRow): OrderState {
  return { status: row.status, totalPence: row.totalPence, refundedPence: row.refundedPence, outForDeliveryAt: row.outForDeliveryAt };
}

/** What the audit log keeps of an order: its status and fulfilment, not the shopper's details. */
function auditView(row: OrderRow): Record<string, unknown> {
  return { status: row.status, ...fulfilmentOf(row) };
}

async function lockOrder(tx: Transaction, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(`There is no order ${id}.`);
  return row;
}

async function linesOf(db: Pick<Database, 'select'>, id: number): Promise<OrderLine[]> {
  const rows = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
  return rows.map(({ productId, variationId, name, selectedOptions, unitPricePence, quantity, discountPence }) => ({ productId, variationId, name, selectedOptions, unitPricePence, quantity, discountPence }));
}

async function readOrder(db: Pick<Database, 'select'>, id: number): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ? toOrder(row, await linesOf(db, id)) : null;
}

interface FiguresRow extends Record<string, unknown> {
  awaiting: number;
  low_stock: number;
  sold_out: number;
  low_list: LowStockProduct[];
}

/** A code's or a campaign's figures as SQL groups them: `week_orders`, `month_paid`, `month_refunded`… */
type AttributedRow = Record<string, string | number | null>;

interface CampaignFiguresRow extends Record<string, unknown> {
  by_code: AttributedRow[];
  by_campaign: AttributedRow[];
}

function attributedFigures(row: AttributedRow): AttributedFigures {
  const periods = ATTRIBUTION_PERIODS.map(({ key }) => {
    const paidPence = Number(row[`${key}_paid`]);
    const refundedPence = Number(row[`${key}_refunded`]);
    return [key, { orders: Number(row[`${key}_orders`]), paidPence, refundedPence, takingsPence: netTakings(paidPence, refundedPence) }];
  });
  return Object.fromEntries(periods) as AttributedFigures;
}

/** How many of the running-low products the dashboard names; the rest are one click away. */
const NAMED_LOW_STOCK = 8;

export function localOwnerOrders(getDb: () => Database): OwnerOrders {
  async function currentOrder(id: number): Promise<Order> {
    const order = await readOrder(getDb(), id);
    if (!order) throw notFound(`There is no order ${id}.`);
    return order;
  }

  /**
   * Applies one change to a locked order, with its history entry, its audit record and the shopper's
   * e-mail queued in the same transaction; the outbox is told once it has committed. `alreadyMade`,
   * asked once the order is locked, tells a repeat of a change already made: it then changes nothing.
   */
  async function changeOrder(
    owner: OwnerActor,
    id: number,
    action: OwnerAction,
    change: (row: OrderRow, tx: Transaction) => Promise<OrderChange>,
    alreadyMade?: (tx: Transaction) => Promise<boolean>,
  ): Promise<void> {
    let queued = false;
    await getDb().transaction(async (tx) => {
      const before = await lockOrder(tx, id);
      if (alreadyMade && (await alreadyMade(tx))) return;
      const refusal = actionRefusal(stateOf(before), action);
      if (refusal) throw new ShopError('conflict', 'illegal_transition', refusal);
      const { set, note, email } = await change(before, tx);
      const [after] = await tx
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(orders.id, id))
        .returning();
      await tx.insert(orderEvents).values({ orderId: id, kind: action, actor: owner.email, note });
      await recordAudit(tx, owner, { action: `order.${action}`, entity: 'order', entityId: id, before: auditView(before), after: auditView(after!) });
      if (email) queued = await queueOrderEmail(tx, email(toOrder(after!, await linesOf(tx, id))));
    });
    if (queued) kickOutbox();
  }

  async function cancelUnpaid(owner: OwnerActor, id: number): Promise<void> {
    const current = await currentOrder(id);
    const refusal = actionRefusal(current, 'cancel');
    if (refusal) throw new ShopError('conflict', 'illegal_transition', refusal);
    // As the expiry sweep does: the payment is closed first, so nobody can pay for stock put back.
    if (current.paymentIntentId) {
      const intent = await paymentProvider().cancelIntent(current.paymentIntentId);
      if (intent?.status === 'succeeded') throw new ShopError('conflict', 'order_paid', 'This order has just been paid, so it can no longer be cancelled. Refund it instead.');
    }
    await changeOrder(owner, id, 'cancel', async (row, tx) => {
      for (const line of current.lines) await releaseStock(tx, line);
      // Unpaid, it never used its code: the use goes back for another shopper.
      await releaseUse(tx, id);
      return { set: { status: statusAfter(stateOf(row), 'cancel'), cancelledAt: new Date() }, note: 'Cancelled by the owner; stock released' };
    });
    refreshOrderProducts(current);
  }

  async function refund(owner: OwnerActor, id: number, input: Extract<OwnerOrderAction, { action: 'refund' }>): Promise<void> {
    const current = await currentOrder(id);
    const provider = paymentProvider();
    let restocked = false;

    /** A request whose key made a refund already: the same refund asked again, or a key misused. */
    const isRepeat = async (tx: Transaction): Promise<boolean> => {
      const [earlier] = await tx
        .select({ amountPence: orderRefunds.amountPence })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.idempotencyKey, input.idempotencyKey)));
      if (!earlier) return false;
      if (earlier.amountPence !== input.amountPence) {
        throw new ShopError('conflict', 'idempotency_key_reused', `This Idempotency-Key was used for a refund of ${formatPounds(earlier.amountPence)}. Send a new key for a new refund.`);
      }
      return true;
    };

    const makeRefund = async (row: OrderRow, tx: Transaction): Promise<OrderChange> => {
      const left = refundablePence(stateOf(row));
      if (input.amountPence > left) throw refundTooLarge(left);
      if (!row.paymentIntentId || row.paymentProvider !== provider.mode) {
        throw new ShopError('conflict', 'payment_elsewhere', `This order was paid through ${row.paymentProvider ?? 'another processor'}, which this shop is not set up to use now.`);
      }
      // The processor gets the client's key too (hashed to a length every processor takes), so a
      // refund it made whose answer was lost is not made again either.
      const given = await provider.refund({
        paymentIntentId: row.paymentIntentId,
        amountPence: input.amountPence,
        idempotencyKey: `order-${id}-refund-${createHash('sha256').update(input.idempotencyKey).digest('hex')}`,
      });
      const [earlierRestock] = await tx.select({ id: orderRefunds.id }).from(orderRefunds).where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.restocked, true))).limit(1);
      restocked = input.restock && !earlierRestock;
      if (restocked) for (const line of current.lines) await releaseStock(tx, line);
      const [recorded] = await tx
        .insert(orderRefunds)
        .values({ orderId: id, amountPence: given.amountPence, reason: input.reason, restocked, providerRefundId: given.id, ownerEmail: owner.email, idempotencyKey: input.idempotencyKey })
        .returning({ id: orderRefunds.id });
      return {
        set: { refundedPence: row.refundedPence + given.amountPence, status: statusAfter(stateOf(row), 'refund', given.amountPence) },
        note: `Refunded ${formatPounds(given.amountPence)} (${given.id})${restocked ? '; stock returned' : ''}${input.reason ? `: ${input.reason}` : ''}`,
        email: (order) => ({ kind: 'refund-notice', order, dedupeKey: refundNoticeKey(recorded!.id), refundPence: given.amountPence }),
      };
    };

    // The processor is asked while the order's row is locked: two refunds of one order take turns,
    // so neither is checked against a total the other is changing, and none is paid out unrecorded.
    // A repeat waits its turn too, then finds the refund its key made and changes nothing.
    await changeOrder(owner, id, 'refund', makeRefund, isRepeat);
    if (restocked) refreshOrderProducts(current);
  }

  return {
    async listOrders(query) {
      const conditions = [
        query.status ? eq(orders.status, query.status) : undefined,
        query.search?.trim() ? searchCondition(query.search) : undefined,
        query.paid ? gte(orders.paidAt, periodStarts(new Date())[query.paid]) : undefined,
      ].filter((condition): condition is SQL => condition !== undefined);
      const where = conditions.length ? and(...conditions) : undefined;
      const db = getDb();
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: orders.id,
            status: orders.status,
            email: orders.email,
            shipping: orders.shipping,
            subtotalPence: orders.subtotalPence,
            shippingPence: orders.shippingPence,
            totalPence: orders.totalPence,
            refundedPence: orders.refundedPence,
            discountCode: orders.discountCode,
            discountPence: orders.discountPence,
            shippingDiscountPence: orders.shippingDiscountPence,
            createdAt: orders.createdAt,
            paidAt: orders.paidAt,
          })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db.select({ value: count() }).from(orders).where(where),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        orders: rows.map(({ shipping, discountCode, discountPence, shippingDiscountPence, ...row }) => ({
          ...row,
          name: `${shipping.firstName} ${shipping.lastName}`,
          discount: discountCode ? { code: discountCode, discountPence, shippingDiscountPence } : null,
        })),
        total: totalCount,
        totalPages: Math.max(1, Math.ceil(totalCount / query.perPage)),
      };
    },

    async getOrderDetail(id) {
      const db = getDb();
      const order = await readOrder(db, id);
      if (!order) return null;
      const [events, refunds] = await Promise.all([
        db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
        db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(asc(orderRefunds.id)),
      ]);
      const history = [...shopHistory(order), ...events.map((event) => ({ at: event.at, what: event.note, by: event.actor }))];
      // An expiry has no event of its own: the cancellation time tells it.
      if (order.cancelledAt && !events.some((event) => event.kind === 'cancel')) history.push({ at: order.cancelledAt, what: 'Cancelled: not paid within its hold', by: 'shop' });
      history.sort((a, b) => a.at.getTime() - b.at.getTime());
      return {
        order,
        history,
        refunds: refunds.map(({ id, amountPence, reason, restocked, providerRefundId, ownerEmail, createdAt }) => ({ id, amountPence, reason, restocked, providerRefundId, ownerEmail, createdAt })),
      };
    },

    async actOnOrder(owner, id, input) {
      switch (input.action) {
        case 'ship':
          return changeOrder(owner, id, 'ship', async (row) => ({
            set: { status: statusAfter(stateOf(row), 'ship'), carrier: input.carrier, trackingNumber: input.trackingNumber, shippedAt: new Date() },
            note: `Shipped with ${input.carrier}, tracking number ${input.trackingNumber}`,
            email: (order) => ({ kind: 'shipping-notice', order, dedupeKey: shippingNoticeKey(id) }),
          }));
        case 'out_for_delivery':
          return changeOrder(owner, id, 'out_for_delivery', async () => ({ set: { outForDeliveryAt: new Date() }, note: 'Out for delivery' }));
        case 'deliver':
          return changeOrder(owner, id, 'deliver', async (row) => ({ set: { status: statusAfter(stateOf(row), 'deliver'), deliveredAt: new Date() }, note: 'Delivered' }));
        case 'cancel':
          return cancelUnpaid(owner, id);
        case 'refund':
          return refund(owner, id, input);
      }
    },

    // Every figure in one SQL statement: one round trip, and figures that agree, read in one snapshot.
    async tradingFigures(now) {
      const starts = periodStarts(now);
      const periodColumns = DASHBOARD_PERIODS.map(({ key }) => {
        const start = starts[key].toISOString();
        return sql`
          (SELECT count(*)::int FROM paid WHERE paid_at >= ${start}::timestamptz) AS ${sql.raw(`${key}_orders`)},
          (SELECT coalesce(sum(total_pence), 0)::int FROM paid WHERE paid_at >= ${start}::timestamptz) AS ${sql.raw(`${key}_paid`)},
          (SELECT coalesce(sum(amount_pence), 0)::int FROM refunds WHERE created_at >= ${start}::timestamptz) AS ${sql.raw(`${key}_refunded`)}`;
      });
      const earliest = starts.month.toISOString();
      const result = await getDb().execute<FiguresRow>(sql`
        WITH paid AS (SELECT paid_at, total_pence FROM orders WHERE paid_at >= ${earliest}::timestamptz),
        refunds AS (SELECT created_at, amount_pence FROM order_refunds WHERE created_at >= ${earliest}::timestamptz),
        units AS (SELECT ${products.id} AS id, ${products.name} AS name, ${productUnits} AS units FROM ${products})
        SELECT
          (SELECT count(*)::int FROM orders WHERE status = 'processing') AS awaiting,
          (SELECT count(*)::int FROM units WHERE units <= ${LOW_STOCK_UNITS}) AS low_stock,
          (SELECT count(*)::int FROM units WHERE units = 0) AS sold_out,
          (SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'units', units) ORDER BY units, name, id), '[]'::json)
            FROM (SELECT id, name, units FROM units WHERE units <= ${LOW_STOCK_UNITS} ORDER BY units, name, id LIMIT ${NAMED_LOW_STOCK}) AS low) AS low_list,
          ${sql.join(periodColumns, sql`,`)}
      `);
      const row = result.rows[0]!;
      const periods = Object.fromEntries(
        DASHBOARD_PERIODS.map(({ key }) => {
          const paidPence = Number(row[`${key}_paid`]);
          const refundedPence = Number(row[`${key}_refunded`]);
          return [key, { orders: Number(row[`${key}_orders`]), paidPence, refundedPence, takingsPence: netTakings(paidPence, refundedPence) }];
        }),
      ) as Record<DashboardPeriod, PeriodFigures>;
      return { awaitingShipment: row.awaiting, periods, lowStock: row.low_stock, soldOut: row.sold_out, lowStockProducts: row.low_list };
    },

    // tradingFigures' rules, each payment and refund counted for its order's code and campaign: a
    // payment in the period it was made, a refund in the period it was given. One statement, one snapshot.
    async campaignFigures(now) {
      const starts = periodStarts(now);
      const periodColumns = ATTRIBUTION_PERIODS.map(({ key }) => {
        const start = starts[key].toISOString();
        return sql`
          count(*) FILTER (WHERE kind = 'paid' AND at >= ${start}::timestamptz)::int AS ${sql.raw(`${key}_orders`)},
          coalesce(sum(pence) FILTER (WHERE kind = 'paid' AND at >= ${start}::timestamptz), 0)::int AS ${sql.raw(`${key}_paid`)},
          coalesce(sum(pence) FILTER (WHERE kind = 'refund' AND at >= ${start}::timestamptz), 0)::int AS ${sql.raw(`${key}_refunded`)}`;
      });
      const columns = sql.join(periodColumns, sql`,`);
      const earliest = starts.month.toISOString();
      const result = await getDb().execute<CampaignFiguresRow>(sql`
        WITH money AS (
          SELECT 'paid' AS kind, paid_at AS at, total_pence AS pence, id AS order_id FROM orders WHERE paid_at >= ${earliest}::timestamptz
          UNION ALL
          SELECT 'refund', created_at, amount_pence, order_id FROM order_refunds WHERE created_at >= ${earliest}::timestamptz
        ),
        attributed AS (
          SELECT money.*, o.discount_code AS code, o.campaign_source AS source, o.campaign_medium AS medium, o.campaign_name AS name,
            CASE WHEN coalesce(o.campaign_source, o.campaign_medium, o.campaign_name) IS NULL THEN o.referrer_host END AS referrer_host
          FROM money JOIN orders o ON o.id = money.order_id
        )
        SELECT
          (SELECT coalesce(json_agg(g ORDER BY g.month_orders DESC, g.code), '[]'::json) FROM (
            SELECT code, ${columns} FROM attributed WHERE code IS NOT NULL GROUP BY code
          ) AS g) AS by_code,
          (SELECT coalesce(json_agg(g ORDER BY g.month_orders DESC, g.source, g.medium, g.name, g.referrer_host), '[]'::json) FROM (
            SELECT source, medium, name, referrer_host, ${columns} FROM attributed
            WHERE coalesce(source, medium, name, referrer_host) IS NOT NULL GROUP BY source, medium, name, referrer_host
          ) AS g) AS by_campaign
      `);
      const row = result.rows[0]!;
      return {
        byCode: row.by_code.map((group) => ({ code: String(group.code), periods: attributedFigures(group) })),
        byCampaign: row.by_campaign.map((group) => ({
          campaign: { source: group.source as string | null, medium: group.medium as string | null, name: group.name as string | null, referrerHost: group.referrer_host as string | null },
          periods: attributedFigures(group),
        })),
      } satisfies CampaignFigures;
    },
  };
}

/**
 * The owner's dashboard (docs/adr/0028): after two paid orders and a refund each figure moves by
 * exactly what they did; the periods start at UK midnight in its SQL as in lib/domain/dashboard.ts;
 * stock running low, unread messages and failed e-mails are counted as the lists behind them show.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { POST as actOnOrder } from '@/app/api/admin/orders/[id]/route';
import { POST as postSession } from '@/app/api/admin/session/route';
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { POST as confirmCard } from '@/app/api/test-payments/confirm/route';
import { ownerCatalogueOrRefuse } from '@/lib/admin/catalogue';
import { dashboardFigures as readDashboard } from '@/lib/admin/dashboard';
import { listOrdersForOwner } from '@/lib/admin/orders';
import { addOwner } from '@/lib/admin/owners';
import { getDb } from '@/lib/db/client';
import { contactMessages, emailOutbox, orderRefunds, orders } from '@/lib/db/schema';
import { params } from '../support/api';
import { orderBody, orderRow, placeOrder, type CreatedOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { productBySlug, setSimpleStock, simpleStock } from '../support/stock';

delete process.env.STRIPE_SECRET_KEY;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;

// This file owns the tote bag's stock and the owner below.
const TOTE = 'royal-stewart-tartan-tote-bag';
const OWNER = { email: 'seonaid@highland-home.example', password: 'rowan berries in october 3' };
const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

let owner: Shopper;
let kept: CreatedOrder;
let refunded: CreatedOrder;
let stockBefore: number;

async function paidOrder(n: number): Promise<CreatedOrder> {
  const tote = await productBySlug(TOTE);
  const shopper = new Shopper();
  const body = orderBody([{ product_id: tote.id, quantity: n }]);
  const placed = await placeOrder(shopper, { ...body, shipping: { ...body.shipping, email: `dashboard${n}@example.com` } });
  expect(placed.status).toBe(201);
  const intent = await shopper.call<{ clientSecret: string }>(createPaymentIntent, '/api/create-payment-intent', { method: 'POST', body: { orderId: String(placed.body.id), orderKey: placed.body.order_key } });
  const paid = await shopper.call<{ status: string }>(confirmCard, '/api/test-payments/confirm', {
    method: 'POST',
    body: { clientSecret: intent.body.clientSecret, card: { number: '4242424242424242', expiry: FUTURE, cvc: '123' } },
  });
  expect(paid.body.status).toBe('succeeded');
  return placed.body;
}

const totalOf = async (order: CreatedOrder) => (await orderRow(order.id)).totalPence;

/** Every figure in one record: the built-in back end keeps the orders and stock, so the port gives their figures. */
async function dashboardFigures(now?: Date) {
  const { trading, ...inbox } = await readDashboard(now);
  expect(trading).not.toBeNull();
  return { ...trading!, ...inbox };
}

type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>;

/** How each figure moved from one reading to the next. */
function moved(before: DashboardFigures, after: DashboardFigures) {
  const periods = Object.fromEntries(
    Object.entries(after.periods).map(([key, period]) => {
      const earlier = before.periods[key as keyof DashboardFigures['periods']];
      return [key, { orders: period.orders - earlier.orders, paid: period.paidPence - earlier.paidPence, refunded: period.refundedPence - earlier.refundedPence, takings: period.takingsPence - earlier.takingsPence }];
    }),
  );
  return { awaiting: after.awaitingShipment - before.awaitingShipment, periods };
}

beforeAll(async () => {
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  owner = new Shopper();
  const session = await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: { 'x-highland-peer': '203.0.113.77' } });
  expect(session.status).toBe(200);
  stockBefore = await simpleStock(TOTE);
});

afterAll(async () => {
  await setSimpleStock(TOTE, stockBefore);
});

describe('after two paid orders and one refund', () => {
  it('counts both orders and their payments, takes the refund off, and leaves one to ship', async () => {
    const before = await dashboardFigures();
    kept = await paidOrder(1);
    refunded = await paidOrder(2);
    const refundTotal = await totalOf(refunded);
    const reply = await owner.call<{ order: { status: string } }>(actOnOrder, `/api/admin/orders/${refunded.id}`, {
      method: 'POST',
      body: { action: 'refund', amount: (refundTotal / 100).toFixed(2) },
      context: params({ id: String(refunded.id) }),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(reply.body.order.status).toBe('refunded');
    const after = await dashboardFigures();

    const paid = (await totalOf(kept)) + refundTotal;
    const change = { orders: 2, paid, refunded: refundTotal, takings: paid - refundTotal };
    expect(moved(before, after)).toEqual({ awaiting: 1, periods: { today: change, week: change, month: change } });
  });

  it('links today to exactly the orders paid today', async () => {
    const { orders: listed } = await listOrdersForOwner({ paid: 'today', page: 1, perPage: 100 });
    const figures = await dashboardFigures();
    expect(listed.map((order) => order.id)).toEqual(expect.arrayContaining([kept.id, refunded.id]));
    expect(listed).toHaveLength(figures.periods.today.orders);
  });
});

describe('the periods', () => {
  // Moved years ahead, where no other order was paid, so the figures are these orders' alone.
  const NOW = new Date('2031-07-10T09:00:00Z');
  let original: { keptPaidAt: Date | null; refundedPaidAt: Date | null };

  beforeAll(async () => {
    original = { keptPaidAt: (await orderRow(kept.id)).paidAt, refundedPaidAt: (await orderRow(refunded.id)).paidAt };
    const db = getDb();
    // 00:30 BST on 10 July: today in the UK, though the 9th in UTC.
    await db.update(orders).set({ paidAt: new Date('2031-07-09T23:30:00Z') }).where(eq(orders.id, kept.id));
    // 23:00 BST on 3 July: an hour before the last 7 days begin.
    await db.update(orders).set({ paidAt: new Date('2031-07-03T22:00:00Z') }).where(eq(orders.id, refunded.id));
    await db.update(orderRefunds).set({ createdAt: new Date('2031-07-10T08:00:00Z') }).where(eq(orderRefunds.orderId, refunded.id));
  });

  afterAll(async () => {
    const db = getDb();
    await db.update(orders).set({ paidAt: original.keptPaidAt }).where(eq(orders.id, kept.id));
    await db.update(orders).set({ paidAt: original.refundedPaidAt }).where(eq(orders.id, refunded.id));
    await db.update(orderRefunds).set({ createdAt: original.refundedPaidAt ?? new Date() }).where(eq(orderRefunds.orderId, refunded.id));
  });

  it('start at UK midnight: today, the last 7 days and the last 30', async () => {
    const keptTotal = await totalOf(kept);
    const refundedTotal = await totalOf(refunded);
    const { periods } = await dashboardFigures(NOW);
    expect(periods.today).toEqual({ orders: 1, paidPence: keptTotal, refundedPence: refundedTotal, takingsPence: keptTotal - refundedTotal });
    expect(periods.week).toEqual(periods.today);
    expect(periods.month).toEqual({ orders: 2, paidPence: keptTotal + refundedTotal, refundedPence: refundedTotal, takingsPence: keptTotal });
  });
});

describe('stock, messages and e-mails', () => {
  it('counts a product with three left as running low, and one with none as sold out too, as the filtered list does', async () => {
    const tote = await productBySlug(TOTE);
    await setSimpleStock(TOTE, 4);
    const plenty = await dashboardFigures();
    expect(plenty.lowStockProducts.some((product) => product.id === tote.id)).toBe(false);

    await setSimpleStock(TOTE, 3);
    const low = await dashboardFigures();
    expect(low.lowStock).toBe(plenty.lowStock + 1);
    expect(low.soldOut).toBe(plenty.soldOut);
    const listed = await ownerCatalogueOrRefuse().listProducts({ stock: 'low', page: 1, perPage: 1000 });
    expect(listed.total).toBe(low.lowStock);
    expect(listed.products.some((product) => product.id === tote.id)).toBe(true);

    await setSimpleStock(TOTE, 0);
    const gone = await dashboardFigures();
    expect(gone.lowStock).toBe(low.lowStock);
    expect(gone.soldOut).toBe(low.soldOut + 1);
    expect(gone.lowStockProducts).toContainEqual({ id: tote.id, name: tote.name, units: 0 });
  });

  it('counts new messages as unread and e-mails given up as failed', async () => {
    const before = await dashboardFigures();
    const db = getDb();
    const [message] = await db.insert(contactMessages).values({ name: 'Ailsa', email: 'ailsa@example.com', subject: 'Sizes', message: 'Do the tees run small?' }).returning();
    const [mail] = await db
      .insert(emailOutbox)
      .values({ dedupeKey: `dashboard-test:${randomUUID()}`, kind: 'order-confirmation', toAddress: 'ailsa@example.com', subject: 'x', textBody: 'x', htmlBody: 'x', status: 'failed' })
      .returning();
    try {
      const after = await dashboardFigures();
      expect(after.unreadMessages).toBe(before.unreadMessages + 1);
      expect(after.failedEmails).toBe(before.failedEmails + 1);
      await db.update(contactMessages).set({ state: 'read' }).where(eq(contactMessages.id, message!.id));
      expect((await dashboardFigures()).unreadMessages).toBe(before.unreadMessages);
    } finally {
      await db.delete(contactMessages).where(eq(contactMessages.id, message!.id));
      await db.delete(emailOutbox).where(inArray(emailOutbox.id, [mail!.id]));
    }
  });
});

/**
 * The payment and confirmation pages are worked out on the server from the order their address names
 * (lib/checkout/order-pages.ts): a link works in any tab, the visitor must hold the order's key, and
 * nothing unpaid is ever confirmed.
 */
import { eq } from 'drizzle-orm';
import { commerce } from '@/lib/commerce';
import { handOrderOn } from '@/lib/checkout/order-handoff';
import { confirmedOrder, paymentPageState } from '@/lib/checkout/order-pages';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { testPayments } from '@/lib/payments';
import { orderBody, orderRow, placeOrder, type CreatedOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { productBySlug, setSimpleStock, simpleStock } from '../support/stock';

delete process.env.STRIPE_SECRET_KEY;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;

const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

// This file owns the Black Watch apron's stock (in stock in the seed, and no other test buys it),
// and gives it back as it was so no other test sees the difference.
const APRON = 'black-watch-tartan-apron';
let seededStock: number;
beforeAll(async () => {
  seededStock = await simpleStock(APRON);
  await setSimpleStock(APRON, 30);
});
afterAll(() => setSimpleStock(APRON, seededStock));

let placed = 0;
async function newOrder(): Promise<CreatedOrder> {
  const apron = await productBySlug(APRON);
  const body = orderBody([{ product_id: apron.id, quantity: 1 }]);
  placed += 1;
  const reply = await placeOrder(new Shopper(), { ...body, shipping: { ...body.shipping, email: `pages${placed}@example.com` } });
  expect(reply.status).toBe(201);
  return reply.body;
}

const reference = (order: CreatedOrder) => ({ id: order.id, key: order.order_key });

async function payable(order: CreatedOrder) {
  const state = await paymentPageState(reference(order));
  if (state?.kind !== 'payable') throw new Error(`order ${order.id} is not payable: ${JSON.stringify(state)}`);
  return state.order;
}

describe('the payment page', () => {
  it('starts the order’s payment for its stored total, and resumes the same payment when opened again', async () => {
    const order = await newOrder();
    const first = await payable(order);
    const row = await orderRow(order.id);
    expect(first).toMatchObject({ id: order.id, orderKey: order.order_key, totalPence: row.totalPence });
    expect(row.paymentIntentId).toBe(first.clientSecret.split('_secret_')[0]);
    // A second tab, or a reload: the same payment, so the shopper cannot be charged twice.
    expect((await payable(order)).clientSecret).toBe(first.clientSecret);
  });

  it('knows no order without its key, or by another order’s key', async () => {
    const order = await newOrder();
    const other = await newOrder();
    expect(await paymentPageState(null)).toBeNull();
    expect(await paymentPageState({ id: order.id, key: other.order_key })).toBeNull();
    expect(await paymentPageState({ id: 2_000_000_000, key: order.order_key })).toBeNull();
    expect((await orderRow(order.id)).paymentIntentId).toBeNull();
  });

  it('sends a paid order to its confirmation, and refuses one no longer awaiting payment', async () => {
    const paid = await newOrder();
    const intent = await testPayments()!.confirmCard((await payable(paid)).clientSecret, { number: '4242424242424242', expiry: FUTURE, cvc: '123' });
    expect(intent.status).toBe('succeeded');
    expect(await confirmedOrder(reference(paid))).toMatchObject({ status: 'processing' });
    expect(await paymentPageState(reference(paid))).toEqual({ kind: 'paid' });

    const cancelled = await newOrder();
    await getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.id));
    expect(await paymentPageState(reference(cancelled))).toEqual({ kind: 'closed', message: expect.stringContaining('no longer awaiting payment') });
  });

  it('works from the order proxy.ts read and handed on, not reading it again, and only for its own id and key', async () => {
    const order = await newOrder();
    const read = (await commerce().getOrder(order.id))!;
    // Handed on as cancelled while the store says pending: the page can only know it from the handoff.
    expect(await paymentPageState(reference(order), handOrderOn({ ...read, status: 'cancelled' }))).toMatchObject({ kind: 'closed' });
    // One handed on for another order is not taken for this one: this one is read.
    const other = await newOrder();
    expect(await paymentPageState(reference(order), handOrderOn({ ...(await commerce().getOrder(other.id))!, status: 'cancelled' }))).toMatchObject({ kind: 'payable' });
    // Nor is a token the proxy never gave.
    expect(await paymentPageState(reference(other), 'made-up-token')).toMatchObject({ kind: 'payable' });
  });
});

describe('the confirmation', () => {
  it('shows an unpaid order as it is: pending, never paid', async () => {
    const order = await newOrder();
    expect(await confirmedOrder(reference(order))).toMatchObject({ id: order.id, status: 'pending', paidAt: null });
    await payable(order);
    // The payment exists but was never made: asking the processor changes nothing.
    expect(await confirmedOrder(reference(order))).toMatchObject({ status: 'pending' });
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('records a payment the processor took but the browser never reported, before it thanks anyone', async () => {
    const order = await newOrder();
    await testPayments()!.confirmCard((await payable(order)).clientSecret, { number: '4242424242424242', expiry: FUTURE, cvc: '123' });
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await confirmedOrder(reference(order))).toMatchObject({ id: order.id, status: 'processing' });
    expect((await orderRow(order.id)).status).toBe('processing');
  });

  it('shows the order proxy.ts read and handed on, without reading it again', async () => {
    const order = await newOrder();
    const read = (await commerce().getOrder(order.id))!;
    expect(await confirmedOrder(reference(order), handOrderOn({ ...read, status: 'cancelled' }))).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(await confirmedOrder(reference(order))).toMatchObject({ id: order.id, status: 'pending' });
  });

  it('knows no order without its key, or by another order’s key', async () => {
    const order = await newOrder();
    const other = await newOrder();
    expect(await confirmedOrder(null)).toBeNull();
    expect(await confirmedOrder({ id: order.id, key: other.order_key })).toBeNull();
    expect(await confirmedOrder({ id: 2_000_000_000, key: 'hh_order_guess' })).toBeNull();
  });
});

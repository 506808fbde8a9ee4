/**
 * The back office's API (docs/adr/0021): nothing without a signed-in owner, a lock-out after five
 * failed sign-ins, cross-site writes refused, and orders moved only along the order state machine,
 * with refunds through the test processor, never beyond the payment.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { DELETE as deleteSession, GET as getSession, POST as postSession } from '@/app/api/admin/session/route';
import { GET as listOrders } from '@/app/api/admin/orders/route';
import { GET as getOrder, POST as actOnOrder } from '@/app/api/admin/orders/[id]/route';
import { GET as unknownGet, POST as unknownPost } from '@/app/api/admin/[...unknown]/route';
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { POST as confirmCard } from '@/app/api/test-payments/confirm/route';
import { addOwner } from '@/lib/admin/owners';
import { SIGN_IN_ATTEMPTS } from '@/lib/domain/owner-accounts';
import { trackOrder } from '@/lib/checkout/track-order';
import { getDb } from '@/lib/db/client';
import { auditLog, emailOutbox, testRefunds } from '@/lib/db/schema';
import { params } from '../support/api';
import { ADDRESS, orderBody, orderRow, placeOrder, type CreatedOrder } from '../support/checkout';
import { burst, freshAddress as freshBurstAddress, oneAccountManyAddresses, oneAddressManyAccounts, type BurstTally } from '../support/sign-in-bursts';
import { Shopper } from '../support/shopper';
import { productBySlug, setSimpleStock, simpleStock } from '../support/stock';

delete process.env.STRIPE_SECRET_KEY;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;

// This file owns the notebook's stock and the owner accounts below.
const NOTEBOOK = 'munro-map-notebook';
const OWNER = { email: 'morag@highland-home.example', password: 'granite and heather 1' };
const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;

type ErrorBody = { error: { code: string; message: string } };
type Detail = { order: { id: number; status: string; refundedPence: number; carrier: string | null }; history: { what: string; by: string }[]; refunds: { amountPence: number; providerRefundId: string }[] };

let peer = 0;
/** Each test signs in from an address of its own, so one test's lock-out is not another's. */
const freshAddress = () => ({ 'x-highland-peer': `10.0.0.${++peer}` });

async function signedInOwner(): Promise<Shopper> {
  const owner = new Shopper();
  const reply = await owner.call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: freshAddress() });
  expect(reply.status).toBe(200);
  return owner;
}

let ordersPlaced = 0;
async function newOrder(quantity = 1): Promise<{ shopper: Shopper; order: CreatedOrder }> {
  const notebook = await productBySlug(NOTEBOOK);
  const shopper = new Shopper();
  ordersPlaced += 1;
  const body = orderBody([{ product_id: notebook.id, quantity }]);
  const reply = await placeOrder(shopper, { ...body, shipping: { ...body.shipping, email: `walker${ordersPlaced}@example.com` } });
  expect(reply.status).toBe(201);
  return { shopper, order: reply.body };
}

async function paidOrder(quantity = 1): Promise<CreatedOrder> {
  const { shopper, order } = await newOrder(quantity);
  const intent = await shopper.call<{ clientSecret: string }>(createPaymentIntent, '/api/create-payment-intent', { method: 'POST', body: { orderId: String(order.id), orderKey: order.order_key } });
  const paid = await shopper.call<{ status: string }>(confirmCard, '/api/test-payments/confirm', {
    method: 'POST',
    body: { clientSecret: intent.body.clientSecret, card: { number: '4242424242424242', expiry: FUTURE, cvc: '123' } },
  });
  expect(paid.body.status).toBe('succeeded');
  expect((await orderRow(order.id)).status).toBe('processing');
  return order;
}

/** A refund carries a key of its own unless the test names one, as the back office's form sends. */
const act = (owner: Shopper, id: number, body: Record<string, unknown>, key: string | null = body.action === 'refund' ? randomUUID() : null) =>
  owner.call<Detail & ErrorBody>(actOnOrder, `/api/admin/orders/${id}`, { method: 'POST', body, context: params({ id: String(id) }), headers: key === null ? {} : { 'idempotency-key': key } });

beforeAll(async () => {
  await addOwner(getDb(), OWNER.email, OWNER.password, { replace: true });
  await setSimpleStock(NOTEBOOK, 30);
});

afterAll(() => setSimpleStock(NOTEBOOK, 33));

describe('without a session', () => {
  it('answers every /api/admin call with 401 JSON', async () => {
    const visitor = new Shopper();
    const id = params({ id: '1' });
    const replies = [
      await visitor.call<ErrorBody>(getSession, '/api/admin/session'),
      await visitor.call<ErrorBody>(listOrders, '/api/admin/orders'),
      await visitor.call<ErrorBody>(getOrder, '/api/admin/orders/1', { context: id }),
      await visitor.call<ErrorBody>(actOnOrder, '/api/admin/orders/1', { method: 'POST', body: { action: 'deliver' }, context: id }),
      await visitor.call<ErrorBody>(unknownGet, '/api/admin/customers'),
      await visitor.call<ErrorBody>(unknownPost, '/api/admin/products/1', { method: 'POST', body: {} }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body.error.code).toBe('not_signed_in');
    }
  });

  it('refuses a forged or ended session just the same', async () => {
    const forged = new Shopper();
    forged.cookie = `hh_owner=${'A'.repeat(43)}`;
    expect((await forged.call(listOrders, '/api/admin/orders')).status).toBe(401);

    const owner = await signedInOwner();
    expect((await owner.call(listOrders, '/api/admin/orders')).status).toBe(200);
    const kept = owner.cookie;
    expect((await owner.call(deleteSession, '/api/admin/session', { method: 'DELETE' })).status).toBe(200);
    owner.cookie = kept;
    expect((await owner.call(listOrders, '/api/admin/orders')).status).toBe(401);
  });
});

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie, Secure behind https', async () => {
    const reply = await new Shopper().call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: freshAddress() });
    const cookie = reply.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^hh_owner=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i);
    const https = await new Shopper().call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: { ...freshAddress(), 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it('records signing in and out in the audit log', async () => {
    const owner = await signedInOwner();
    expect((await owner.call(deleteSession, '/api/admin/session', { method: 'DELETE' })).status).toBe(200);
    const [out, into] = await getDb().select().from(auditLog).where(eq(auditLog.ownerEmail, OWNER.email)).orderBy(desc(auditLog.id)).limit(2);
    expect(into).toMatchObject({ action: 'session.sign_in', entity: 'owner' });
    expect(out).toMatchObject({ action: 'session.sign_out', entity: 'owner' });
  });

  it('locks an account out with 429 for 15 minutes after five failures, even for the right password', async () => {
    await addOwner(getDb(), 'locked@highland-home.example', OWNER.password, { replace: true });
    const attempt = (password: string) =>
      new Shopper().call<ErrorBody>(postSession, '/api/admin/session', { method: 'POST', body: { email: 'Locked@highland-home.example', password }, headers: freshAddress() });
    for (let i = 0; i < 5; i++) expect((await attempt('not the password')).status).toBe(401);
    const locked = await attempt(OWNER.password);
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({ code: 'sign_in_locked', message: 'Too many failed sign-ins. Please try again in 15 minutes.' });
  });

  it('locks an address out after five failures, whichever accounts it tries', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const reply = await new Shopper().call(postSession, '/api/admin/session', { method: 'POST', body: { email: `guess${i}@example.com`, password: 'x'.repeat(12) }, headers: address });
      expect(reply.status).toBe(401);
    }
    const reply = await new Shopper().call(postSession, '/api/admin/session', { method: 'POST', body: OWNER, headers: address });
    expect(reply.status).toBe(429);
  });
});

describe('bursts of simultaneous sign-ins', () => {
  const BLOCK = 31;
  const report = (what: string, tally: BurstTally) => console.log(`Sign-in burst, memory store: ${what}: ${tally.checked} passwords checked, ${tally.locked} refused with 429.`);

  it.each([30, 100])('check at most five of %i wrong passwords for one account, and refuse the rest with 429', async (count) => {
    const email = `burst-${count}@highland-home.example`;
    await addOwner(getDb(), email, OWNER.password, { replace: true });
    const tally = await burst(oneAccountManyAddresses(email, count, BLOCK));
    report(`${count} wrong passwords for one account`, tally);
    expect(tally.checked).toBeLessThanOrEqual(SIGN_IN_ATTEMPTS);
    expect(tally.locked).toBe(count - tally.checked);
    expect(tally.other).toEqual([]);
    // Once the lock is set, no burst lets the right password in.
    const right = await burst(Array.from({ length: 10 }, () => ({ email, password: OWNER.password, address: freshBurstAddress(BLOCK) })));
    expect(right).toEqual({ checked: 0, locked: 10, opened: 0, other: [] });
  });

  it('check at most five passwords from one address trying 30 accounts at once', async () => {
    const attempts = oneAddressManyAccounts(30, BLOCK, 'spread');
    const tally = await burst(attempts);
    report('30 accounts from one address', tally);
    expect(tally.checked).toBeLessThanOrEqual(SIGN_IN_ATTEMPTS);
    expect(tally.locked).toBe(30 - tally.checked);
    const right = await burst([{ ...OWNER, address: attempts[0]!.address }]);
    expect(right.locked).toBe(1);
  });

  it('still lets the owner in after a few mistakes, and a sign-in does not use up the address', async () => {
    const address = freshBurstAddress(BLOCK);
    for (let round = 0; round < 3; round++) {
      expect((await burst([{ email: OWNER.email, password: 'a typo', address }])).checked).toBe(1);
      expect((await burst([{ ...OWNER, address }])).opened).toBe(1);
    }
    // Three failures and three sign-ins from this address: two more failures are still checked.
    expect((await burst([{ email: 'someone@highland-home.example', password: 'x', address }, { email: 'someone@highland-home.example', password: 'y', address }])).checked).toBe(2);
  });
});

describe('cross-site writes', () => {
  it('are refused before they reach the back office', async () => {
    const request = new NextRequest('http://127.0.0.1:3000/api/admin/orders/1', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'refund', amount: '10.00' }),
    });
    const reply = await actOnOrder(request, params({ id: '1' }));
    expect(reply.status).toBe(403);
    expect(await reply.json()).toMatchObject({ error: { code: 'cross_origin' } });
  });
});

describe('orders', () => {
  it('finds orders by number, e-mail or name, and by status', async () => {
    const owner = await signedInOwner();
    const { order } = await newOrder();
    const byNumber = await owner.call<{ orders: { id: number; name: string; status: string }[] }>(listOrders, `/api/admin/orders?search=%23${order.id}`);
    expect(byNumber.body.orders.map((found) => found.id)).toContain(order.id);
    const byEmail = await owner.call<{ orders: { id: number }[] }>(listOrders, `/api/admin/orders?search=walker${ordersPlaced}@EXAMPLE.com`);
    expect(byEmail.body.orders.map((found) => found.id)).toEqual([order.id]);
    const byName = await owner.call<{ orders: { id: number; name: string }[] }>(listOrders, `/api/admin/orders?search=${encodeURIComponent(ADDRESS.last_name)}&status=pending`);
    expect(byName.body.orders.map((found) => found.id)).toContain(order.id);
    expect(byName.body.orders.every((found) => found.name.includes(ADDRESS.last_name))).toBe(true);
    const bad = await owner.call<ErrorBody>(listOrders, '/api/admin/orders?status=lost');
    expect(bad.status).toBe(400);
  });

  it('ships a paid order with its carrier and tracking number, and Track Order shows it shipped', async () => {
    const owner = await signedInOwner();
    const order = await paidOrder();
    const shipped = await act(owner, order.id, { action: 'ship', carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({ status: 'shipped', carrier: 'Royal Mail' });
    expect(shipped.body.history.map((entry) => entry.what)).toContain('Shipped with Royal Mail, tracking number RM123456789GB');

    const tracked = await trackOrder(order.id, (await orderRow(order.id)).email);
    expect(tracked.view).toMatchObject({ kind: 'timeline', reached: 3 });
    expect((await act(owner, order.id, { action: 'out_for_delivery' })).status).toBe(200);
    expect((await trackOrder(order.id, (await orderRow(order.id)).email)).view).toMatchObject({ reached: 4 });
    expect((await act(owner, order.id, { action: 'deliver' })).body.order.status).toBe('completed');
    expect((await trackOrder(order.id, (await orderRow(order.id)).email)).view).toMatchObject({ reached: 5 });

    const [notice] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `shipping-notice:${order.id}`));
    expect(notice).toMatchObject({ orderId: order.id, subject: `Your Highland Home order #${order.id} is on its way` });
    expect(notice!.textBody).toContain('RM123456789GB');
    expect(notice!.textBody).toContain('https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB');

    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))))
      .orderBy(auditLog.id)
      .limit(1);
    expect(audit).toMatchObject({ ownerEmail: OWNER.email, action: 'order.ship', entity: 'order', before: { status: 'processing' }, after: { status: 'shipped', carrier: 'Royal Mail' } });
  });

  it('refuses an illegal status move with 409 and changes nothing', async () => {
    const owner = await signedInOwner();
    const { order } = await newOrder();
    const reply = await act(owner, order.id, { action: 'ship', carrier: 'DPD', trackingNumber: '1234' });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toEqual({ code: 'illegal_transition', message: 'An order that is awaiting payment cannot be shipped.' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', carrier: null });
    const paid = await paidOrder();
    expect((await act(owner, paid.id, { action: 'cancel' })).status).toBe(409);
  });

  it('cancels an unpaid order and puts its stock back', async () => {
    const owner = await signedInOwner();
    const before = await simpleStock(NOTEBOOK);
    const { order } = await newOrder(2);
    expect(await simpleStock(NOTEBOOK)).toBe(before - 2);
    const reply = await act(owner, order.id, { action: 'cancel' });
    expect(reply.body.order.status).toBe('cancelled');
    expect(await simpleStock(NOTEBOOK)).toBe(before);
  });

  it('refunds in part, then in full, through the test processor, and never more than was paid', async () => {
    const owner = await signedInOwner();
    const order = await paidOrder(2);
    const total = (await orderRow(order.id)).totalPence;
    const stockAfterSale = await simpleStock(NOTEBOOK);

    const tooMuch = await act(owner, order.id, { action: 'refund', amount: ((total + 1) / 100).toFixed(2) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.code).toBe('refund_too_large');
    expect((await orderRow(order.id)).refundedPence).toBe(0);

    const part = await act(owner, order.id, { action: 'refund', amount: '5.00', reason: 'Scuffed corner' });
    expect(part.status).toBe(200);
    expect(part.body.order).toMatchObject({ status: 'processing', refundedPence: 500 });

    const rest = await act(owner, order.id, { action: 'refund', amount: ((total - 500) / 100).toFixed(2), restock: true });
    expect(rest.body.order).toMatchObject({ status: 'refunded', refundedPence: total });
    expect(await simpleStock(NOTEBOOK)).toBe(stockAfterSale + 2);

    const recorded = await getDb().select().from(testRefunds).where(eq(testRefunds.paymentIntentId, (await orderRow(order.id)).paymentIntentId!));
    expect(recorded.map((refund) => refund.amountPence).sort((a, b) => a - b)).toEqual([500, total - 500].sort((a, b) => a - b));
    expect(rest.body.refunds.map((refund) => refund.providerRefundId)).toEqual(expect.arrayContaining(recorded.map((refund) => refund.id)));

    const notices = await getDb().select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(notices.filter((mail) => mail.kind === 'refund-notice').map((mail) => mail.subject).sort()).toEqual([
      `Your Highland Home order #${order.id} has been partly refunded`,
      `Your Highland Home order #${order.id} has been refunded`,
    ]);

    const again = await act(owner, order.id, { action: 'refund', amount: '1.00' });
    expect(again.status).toBe(409);
    const tracked = await trackOrder(order.id, (await orderRow(order.id)).email);
    expect(tracked.view).toMatchObject({ kind: 'stopped' });
  });

  it.each([2, 10])('makes one refund of %i identical refund requests sent at once', async (count) => {
    const owner = await signedInOwner();
    const order = await paidOrder();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: count }, () => act(owner, order.id, { action: 'refund', amount: '1.00', reason: 'Late' }, key)));
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: count }, () => 200));
    const row = await orderRow(order.id);
    expect(row.refundedPence).toBe(100);
    expect(await getDb().select().from(testRefunds).where(eq(testRefunds.paymentIntentId, row.paymentIntentId!))).toHaveLength(1);
    // Every repeat answers with the first refund.
    for (const reply of replies) expect(reply.body.refunds.map((refund) => refund.amountPence)).toEqual([100]);
    const notices = await getDb().select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(notices.filter((mail) => mail.kind === 'refund-notice')).toHaveLength(1);
  });

  it('makes both of two different refunds sent at once when together they fit the payment', async () => {
    const owner = await signedInOwner();
    const order = await paidOrder();
    const replies = await Promise.all([act(owner, order.id, { action: 'refund', amount: '1.00' }), act(owner, order.id, { action: 'refund', amount: '1.00' })]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const row = await orderRow(order.id);
    expect(row.refundedPence).toBe(200);
    expect(await getDb().select().from(testRefunds).where(eq(testRefunds.paymentIntentId, row.paymentIntentId!))).toHaveLength(2);
  });

  it('refuses a refund without an Idempotency-Key, and a key used for another amount, and changes nothing', async () => {
    const owner = await signedInOwner();
    const order = await paidOrder();
    const bare = await act(owner, order.id, { action: 'refund', amount: '1.00' }, null);
    expect(bare.status).toBe(400);
    expect(bare.body.error.code).toBe('idempotency_key_required');
    const malformed = await act(owner, order.id, { action: 'refund', amount: '1.00' }, 'short');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_idempotency_key');
    expect((await orderRow(order.id)).refundedPence).toBe(0);

    const key = randomUUID();
    expect((await act(owner, order.id, { action: 'refund', amount: '1.00' }, key)).status).toBe(200);
    const reused = await act(owner, order.id, { action: 'refund', amount: '2.00' }, key);
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    expect((await orderRow(order.id)).refundedPence).toBe(100);
  });

  it('refuses a malformed action with 400', async () => {
    const owner = await signedInOwner();
    const order = await paidOrder();
    for (const body of [{ action: 'teleport' }, { action: 'ship', carrier: 'DPD' }, { action: 'refund', amount: '-3' }, { action: 'refund', amount: '1e3' }]) {
      const reply = await act(owner, order.id, body);
      expect(reply.status).toBe(400);
    }
    const missing = await owner.call<ErrorBody>(getOrder, '/api/admin/orders/999999', { context: params({ id: '999999' }) });
    expect(missing.status).toBe(404);
  });
});

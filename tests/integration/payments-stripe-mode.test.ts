/**
 * Payments through the `stripe` adapter, with the SDK pointed at a local fake of Stripe's API:
 * intents for the stored total, server-side verification, and signed, de-duplicated webhooks.
 */
import Stripe from 'stripe';
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { POST as updateOrderPayment } from '@/app/api/update-order-payment/route';
import { POST as stripeWebhook } from '@/app/api/webhooks/stripe/route';
import { POST as confirmCard } from '@/app/api/test-payments/confirm/route';
import { expirePendingOrders } from '@/lib/checkout/expire-orders';
import { ageOrder, orderBody, orderRow, placeOrder, type CreatedOrder } from '../support/checkout';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { Shopper } from '../support/shopper';
import { productBySlug } from '../support/stock';
import { logger } from '@/lib/log';

type ErrorBody = { error: { code: string; message: string } };

const WEBHOOK_SECRET = 'whsec_test_highland';
const signer = new Stripe('sk_test_signer');
let fake: FakeStripe;
let orders = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_highland',
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_highland',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: fake.host,
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: fake.protocol,
  });
});

afterAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL']) {
    delete process.env[name];
  }
  await fake.stop();
});

async function orderWithIntent(): Promise<{ shopper: Shopper; order: CreatedOrder; intentId: string }> {
  const shopper = new Shopper();
  const scarf = await productBySlug('heather-moor-wool-scarf');
  const body = orderBody([{ product_id: scarf.id, quantity: 1 }], 'FR');
  orders += 1;
  const order = (await placeOrder(shopper, { ...body, shipping: { ...body.shipping, email: `stripe${orders}@example.com` } })).body;
  const reply = await shopper.call<{ clientSecret: string }>(createPaymentIntent, '/api/create-payment-intent', {
    method: 'POST',
    body: { amount: 100, orderId: order.id, orderKey: order.order_key, currency: 'gbp' },
  });
  expect(reply.status).toBe(200);
  return { shopper, order, intentId: reply.body.clientSecret.split('_secret_')[0]! };
}

function intentObject(id: string, order: CreatedOrder, amount: number, status = 'succeeded') {
  return { id, object: 'payment_intent', amount, currency: 'gbp', status, client_secret: `${id}_secret_x`, metadata: { order_id: String(order.id), order_key: order.order_key }, last_payment_error: null };
}

function webhook(event: object, secret = WEBHOOK_SECRET, signature?: string) {
  const payload = JSON.stringify(event);
  return new Shopper().call<{ received: boolean; duplicate: boolean; applied: boolean } & Partial<ErrorBody>>(stripeWebhook, '/api/webhooks/stripe', {
    method: 'POST',
    body: event,
    headers: {
      'stripe-signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret }),
      // A webhook comes from Stripe's servers, not the shop's pages.
      origin: 'https://hooks.stripe.com',
    },
  });
}

describe('paying through Stripe', () => {
  it('creates the intent for the stored total, in pounds, naming the order, once per order and amount', async () => {
    const { order, intentId } = await orderWithIntent();
    const total = (await orderRow(order.id)).totalPence;
    const created = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    const last = created.at(-1)!;
    expect(last.body).toMatchObject({ amount: String(total), currency: 'gbp', metadata: { order_id: String(order.id), order_key: order.order_key } });
    expect(last.idempotencyKey).toBe(`order-${order.id}-amount-${total}`);
    expect(last.bearerKey).toBe('sk_test_highland');
    expect((await orderRow(order.id)).paymentIntentId).toBe(intentId);
  });

  it('marks the order paid only once Stripe says the payment succeeded', async () => {
    const { shopper, order, intentId } = await orderWithIntent();
    const update = () => shopper.call<{ status: string }>(updateOrderPayment, '/api/update-order-payment', { method: 'POST', body: { orderId: order.id, paymentIntentId: intentId, status: 'processing' } });
    expect((await update()).status).toBe(409);
    expect((await orderRow(order.id)).status).toBe('pending');
    fake.setStatus(intentId, 'succeeded');
    expect((await update()).body).toEqual({ id: order.id, status: 'processing' });
    expect((await orderRow(order.id)).status).toBe('processing');
  });

  it('turns the test processor’s card form off', async () => {
    const reply = await new Shopper().call<ErrorBody>(confirmCard, '/api/test-payments/confirm', {
      method: 'POST',
      body: { clientSecret: 'pi_abc123_secret_def456', card: { number: '4242424242424242', expiry: '12/40', cvc: '123' } },
    });
    expect(reply.status).toBe(404);
  });

  describe('the webhook', () => {
    it('refuses a forged event and changes nothing', async () => {
      const { order, intentId } = await orderWithIntent();
      const total = (await orderRow(order.id)).totalPence;
      const event = { id: 'evt_forged_1', type: 'payment_intent.succeeded', data: { object: intentObject(intentId, order, total) } };
      const wrongSecret = await webhook(event, 'whsec_someone_else');
      expect(wrongSecret.status).toBe(400);
      expect(wrongSecret.body.error?.code).toBe('invalid_signature');
      expect((await webhook(event, WEBHOOK_SECRET, 't=1,v1=deadbeef')).status).toBe(400);
      expect((await orderRow(order.id)).status).toBe('pending');
    });

    it('applies a signed payment_intent.succeeded once, and ignores the replay', async () => {
      const { order, intentId } = await orderWithIntent();
      const total = (await orderRow(order.id)).totalPence;
      const event = { id: `evt_paid_${order.id}`, type: 'payment_intent.succeeded', data: { object: intentObject(intentId, order, total) } };
      const first = await webhook(event);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ received: true, duplicate: false, applied: true });
      const paidAt = (await orderRow(order.id)).paidAt;
      expect((await orderRow(order.id)).status).toBe('processing');

      const replay = await webhook(event);
      expect(replay.body).toEqual({ received: true, duplicate: true, applied: false });
      expect((await orderRow(order.id)).paidAt).toEqual(paidAt);
    });

    it('will not mark an order paid for the wrong amount, even when signed', async () => {
      const { order, intentId } = await orderWithIntent();
      const event = { id: `evt_short_${order.id}`, type: 'payment_intent.succeeded', data: { object: intentObject(intentId, order, 1) } };
      const warn = jest.spyOn(logger('payments'), 'warn');
      expect((await webhook(event)).body).toEqual({ received: true, duplicate: false, applied: false });
      expect(warn).toHaveBeenCalledWith({ event: event.id, reason: expect.stringMatching(/the payment is for 1p/) }, 'webhook changed nothing');
      warn.mockRestore();
      expect((await orderRow(order.id)).status).toBe('pending');
    });

    it('acknowledges events it has no use for', async () => {
      const reply = await webhook({ id: 'evt_other_1', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
      expect(reply.body).toEqual({ received: true, duplicate: false, applied: false });
    });
  });

  it('cancels the Stripe payment of an order that expires, and releases its stock', async () => {
    const { order, intentId } = await orderWithIntent();
    await ageOrder(order.id);
    const swept = await expirePendingOrders();
    expect(swept.cancelled).toContain(order.id);
    expect(fake.requests.some((request) => request.method === 'POST' && request.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(true);
    expect((await orderRow(order.id)).status).toBe('cancelled');
  });

  it('marks an expiring order paid instead if Stripe says it was paid after all', async () => {
    const { order, intentId } = await orderWithIntent();
    fake.setStatus(intentId, 'succeeded');
    await ageOrder(order.id);
    expect((await expirePendingOrders()).paid).toContain(order.id);
    expect((await orderRow(order.id)).status).toBe('processing');
  });
});

/**
 * Payments through the built-in test processor (no Stripe keys): the intent charges the stored
 * total, only a verified payment marks an order paid, and the test cards behave as Stripe's do.
 */
import { GET as getCart, POST as addToCart } from '@/app/api/cart/route';
import { POST as createPaymentIntent } from '@/app/api/create-payment-intent/route';
import { GET as getOrder } from '@/app/api/orders/[id]/route';
import { POST as authenticate } from '@/app/api/test-payments/authenticate/route';
import { POST as confirmCard } from '@/app/api/test-payments/confirm/route';
import { POST as updateOrderPayment } from '@/app/api/update-order-payment/route';
import type { ApiCartItem, ApiOrder } from '@/lib/commerce/api-shape';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { reconcilePendingPayments } from '@/lib/checkout/reconcile-payments';
import { paymentProvider, testPayments } from '@/lib/payments';
import { params } from '../support/api';
import { orderBody, orderRow, placeOrder, type CreatedOrder } from '../support/checkout';
import { Shopper } from '../support/shopper';
import { productBySlug, setSimpleStock } from '../support/stock';

type ErrorBody = { error: { code: string; message: string } };
const FUTURE = `12/${String((new Date().getFullYear() + 4) % 100).padStart(2, '0')}`;
const card = (number: string) => ({ number, expiry: FUTURE, cvc: '123' });

delete process.env.STRIPE_SECRET_KEY;
delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;

let ordersPlaced = 0;

// This file owns the tote bag's stock, and places more orders for it than the catalogue holds.
beforeAll(() => setSimpleStock('highland-cow-tote-bag', 40));

/** A new order each time: the same details again would be the same checkout, and the same order. */
async function newOrder(shopper = new Shopper()): Promise<{ shopper: Shopper; order: CreatedOrder }> {
  const coo = await productBySlug('highland-cow-tote-bag');
  const body = orderBody([{ product_id: coo.id, quantity: 1 }]);
  ordersPlaced += 1;
  const reply = await placeOrder(shopper, { ...body, shipping: { ...body.shipping, email: `buyer${ordersPlaced}@example.com` } });
  expect(reply.status).toBe(201);
  return { shopper, order: reply.body };
}

async function intentFor(shopper: Shopper, order: CreatedOrder, amount = 1) {
  return shopper.call<{ clientSecret: string }>(createPaymentIntent, '/api/create-payment-intent', {
    method: 'POST',
    body: { amount, orderId: String(order.id), orderKey: order.order_key, currency: 'gbp' },
  });
}

const pay = (shopper: Shopper, clientSecret: string, number: string) =>
  shopper.call<{ status: string; paymentIntentId: string }>(confirmCard, '/api/test-payments/confirm', { method: 'POST', body: { clientSecret, card: card(number) } });

const markPaid = (shopper: Shopper, orderId: number, paymentIntentId: string) =>
  shopper.call<{ id: number; status: string }>(updateOrderPayment, '/api/update-order-payment', { method: 'POST', body: { orderId, paymentIntentId, status: 'processing' } });

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

describe('paying with the test processor', () => {
  it('charges the order’s stored total, whatever amount the browser sends', async () => {
    const { shopper, order } = await newOrder();
    const reply = await intentFor(shopper, order, 1);
    expect(reply.status).toBe(200);
    const intent = await paymentProvider().retrieveIntent(intentIdOf(reply.body.clientSecret));
    expect(intent).toMatchObject({ amountPence: (await orderRow(order.id)).totalPence, currency: 'gbp', metadata: { order_id: String(order.id), order_key: order.order_key } });
    // Asking again gives the same intent, not a second charge.
    expect((await intentFor(shopper, order, 999999)).body.clientSecret).toBe(reply.body.clientSecret);
  });

  it('refuses an order key that does not match, and an order that does not exist', async () => {
    const { shopper, order } = await newOrder();
    const wrongKey = await shopper.call<ErrorBody>(createPaymentIntent, '/api/create-payment-intent', { method: 'POST', body: { orderId: order.id, orderKey: 'hh_order_guess' } });
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.body.error.code).toBe('order_key_mismatch');
    const missing = await shopper.call<ErrorBody>(createPaymentIntent, '/api/create-payment-intent', { method: 'POST', body: { orderId: 99999999, orderKey: order.order_key } });
    expect(missing.status).toBe(404);
    const badCurrency = await shopper.call<ErrorBody>(createPaymentIntent, '/api/create-payment-intent', { method: 'POST', body: { orderId: order.id, orderKey: order.order_key, currency: 'usd' } });
    expect(badCurrency.status).toBe(400);
    expect((await orderRow(order.id)).paymentIntentId).toBeNull();
  });

  it('cannot mark an unpaid order paid', async () => {
    const { shopper, order } = await newOrder();
    const { clientSecret } = (await intentFor(shopper, order)).body;
    const early = await markPaid(shopper, order.id, intentIdOf(clientSecret));
    expect(early.status).toBe(409);
    expect((early.body as unknown as ErrorBody).error.code).toBe('payment_not_verified');
    const invented = await markPaid(shopper, order.id, 'pi_test_invented123');
    expect(invented.status).toBe(409);
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('cannot pay one order with another order’s payment', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const secret = (await intentFor(first.shopper, first.order)).body.clientSecret;
    expect((await pay(first.shopper, secret, '4242 4242 4242 4242')).body.status).toBe('succeeded');
    const cross = await markPaid(second.shopper, second.order.id, intentIdOf(secret));
    expect(cross.status).toBe(409);
    expect((await orderRow(second.order.id)).status).toBe('pending');
  });

  it('4242… succeeds: the order is processing, the bought items leave the cart, and a repeat update is harmless', async () => {
    const shopper = new Shopper();
    const tote = await productBySlug('highland-cow-tote-bag');
    const mugless = await productBySlug('thistle-enamel-keyring');
    await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: tote.id } });
    const { order } = await newOrder(shopper);
    // Added after checking out: stays in the cart once the order is paid.
    await shopper.call(addToCart, '/api/cart', { method: 'POST', body: { productId: mugless.id } });

    const { clientSecret } = (await intentFor(shopper, order)).body;
    const paid = await pay(shopper, clientSecret, '4242424242424242');
    expect(paid.body).toEqual({ status: 'succeeded', paymentIntentId: intentIdOf(clientSecret) });
    // Applied on the server at once, as a webhook would be: closing the tab now loses nothing.
    expect((await orderRow(order.id)).status).toBe('processing');

    const update = await markPaid(shopper, order.id, paid.body.paymentIntentId);
    expect(update.body).toEqual({ id: order.id, status: 'processing' });
    expect((await markPaid(shopper, order.id, paid.body.paymentIntentId)).status).toBe(200);
    const row = await orderRow(order.id);
    expect(row.paidAt).not.toBeNull();

    const cart = await shopper.call<ApiCartItem[]>(getCart, '/api/cart');
    expect(cart.body.map((line) => line.product.name)).toEqual(['Thistle Enamel Keyring']);

    // Paying again for a paid order is refused rather than charged twice.
    const again = await intentFor(shopper, order);
    expect(again.status).toBe(409);
  });

  it('4000…0002 is declined with Stripe’s words, and another card then succeeds', async () => {
    const { shopper, order } = await newOrder();
    const { clientSecret } = (await intentFor(shopper, order)).body;
    const declined = await pay(shopper, clientSecret, '4000 0000 0000 0002');
    expect(declined.status).toBe(400);
    expect(declined.body as unknown).toEqual({ error: { code: 'card_declined', message: 'Your card was declined.' } });
    const poor = await pay(shopper, clientSecret, '4000 0000 0000 9995');
    expect((poor.body as unknown as ErrorBody).error.message).toBe('Your card has insufficient funds.');
    expect((await orderRow(order.id)).status).toBe('pending');

    expect((await pay(shopper, clientSecret, '4242 4242 4242 4242')).body.status).toBe('succeeded');
    expect((await orderRow(order.id)).status).toBe('processing');
  });

  it('4000 0025 0000 3155 asks for authentication, which can fail and then be approved', async () => {
    const { shopper, order } = await newOrder();
    const { clientSecret } = (await intentFor(shopper, order)).body;
    const challenge = (approve: boolean) =>
      shopper.call<{ status: string }>(authenticate, '/api/test-payments/authenticate', { method: 'POST', body: { clientSecret, approve } });

    expect((await pay(shopper, clientSecret, '4000 0025 0000 3155')).body.status).toBe('requires_action');
    expect((await orderRow(order.id)).status).toBe('pending');
    const failed = await challenge(false);
    expect(failed.status).toBe(400);
    expect((failed.body as unknown as ErrorBody).error.message).toMatch(/unable to authenticate/);
    expect((await orderRow(order.id)).status).toBe('pending');

    expect((await pay(shopper, clientSecret, '4000 0025 0000 3155')).body.status).toBe('requires_action');
    expect((await challenge(true)).body.status).toBe('succeeded');
    expect((await orderRow(order.id)).status).toBe('processing');
  });

  it('lets a shopper who left an authentication open (a reload) pay with another card, and the old challenge no longer counts', async () => {
    const { shopper, order } = await newOrder();
    const { clientSecret } = (await intentFor(shopper, order)).body;
    expect((await pay(shopper, clientSecret, '4000 0025 0000 3155')).body.status).toBe('requires_action');
    // The page is reloaded mid-challenge; the shopper types a card that needs no authentication.
    expect((await pay(shopper, clientSecret, '4000 0000 0000 0002')).body).toMatchObject({ error: { code: 'card_declined' } });
    const stale = await shopper.call<ErrorBody>(authenticate, '/api/test-payments/authenticate', { method: 'POST', body: { clientSecret, approve: true } });
    expect(stale.status).toBe(409);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect((await pay(shopper, clientSecret, '4242 4242 4242 4242')).body.status).toBe('succeeded');
    expect((await orderRow(order.id)).status).toBe('processing');
  });

  it('checks the card before trying it: Luhn, expiry and security code', async () => {
    const { shopper, order } = await newOrder();
    const { clientSecret } = (await intentFor(shopper, order)).body;
    const tryCard = (fields: { number: string; expiry: string; cvc: string }) =>
      shopper.call<ErrorBody>(confirmCard, '/api/test-payments/confirm', { method: 'POST', body: { clientSecret, card: fields } });
    expect((await tryCard({ number: '4242 4242 4242 4241', expiry: FUTURE, cvc: '123' })).body.error).toEqual({ code: 'invalid_card', message: 'Your card number is invalid.' });
    expect((await tryCard({ number: '4242 4242 4242 4242', expiry: '01/20', cvc: '123' })).body.error.message).toMatch(/expiry date/);
    expect((await tryCard({ number: '4242 4242 4242 4242', expiry: FUTURE, cvc: '1' })).body.error.message).toMatch(/security code/);
    expect((await tryCard({ number: '4242 4242 4242 4242', expiry: FUTURE, cvc: '123' })).body).toEqual({ status: 'succeeded', paymentIntentId: intentIdOf(clientSecret) });
  });

  it('refuses a client secret it never issued', async () => {
    const reply = await new Shopper().call<ErrorBody>(confirmCard, '/api/test-payments/confirm', {
      method: 'POST',
      body: { clientSecret: 'pi_test_nothing_secret_nothing', card: card('4242424242424242') },
    });
    expect(reply.status).toBe(404);
  });

  it('shows the order to the holder of its key only', async () => {
    const { shopper, order } = await newOrder();
    const read = (key: string | null) =>
      shopper.call<ApiOrder>(getOrder, `/api/orders/${order.id}${key === null ? '' : `?key=${encodeURIComponent(key)}`}`, { context: params({ id: String(order.id) }) });
    const receipt = await read(order.order_key);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({ id: order.id, status: 'pending', currency: 'GBP', lineItems: [expect.objectContaining({ name: 'Highland Cow Tote Bag', quantity: 1 })] });
    expect(JSON.stringify(receipt.body)).not.toContain(order.order_key);
    expect((await read('hh_order_wrong')).status).toBe(403);
    expect((await read(null)).status).toBe(400);
  });
});

describe('payments fail closed when their settings are wrong', () => {
  afterEach(() => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
    delete process.env.PAYMENTS;
  });

  it.each<[string, Record<string, string>]>([
    ['only the secret key', { STRIPE_SECRET_KEY: 'sk_test_half' }],
    ['only the publishable key', { NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_half' }],
    ['PAYMENTS=stripe without keys', { PAYMENTS: 'stripe' }],
  ])('with %s, no payment is started or taken: 503, and the order is untouched', async (_, settings) => {
    const { shopper, order } = await newOrder();
    const started = await intentFor(shopper, order);
    expect(started.status).toBe(200);
    Object.assign(process.env, settings);
    const reply = await shopper.call<ErrorBody>(createPaymentIntent, '/api/create-payment-intent', { method: 'POST', body: { orderId: String(order.id), orderKey: order.order_key } });
    expect(reply.status).toBe(503);
    expect(reply.body.error.code).toBe('payments_misconfigured');
    expect(reply.body.error.message).toMatch(/^Card payments are switched off: /);
    const paid = await pay(shopper, started.body.clientSecret, '4242424242424242');
    expect(paid.status).toBe(503);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paidAt: null });
  });
});

/**
 * The shop failing between the charge and the order: a trigger refuses this one order's move to
 * processing, as a database dying mid-settlement would. Dropped again by the caller.
 */
async function refuseToMarkPaid(orderId: number): Promise<() => Promise<void>> {
  const name = `hh_refuse_paid_${orderId}`;
  await getDb().execute(sql.raw(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.id = ${orderId} AND NEW.status = 'processing' THEN RAISE EXCEPTION 'the shop died here'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER ${name} BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION ${name}();`));
  return async () => {
    await getDb().execute(sql.raw(`DROP TRIGGER ${name} ON orders; DROP FUNCTION ${name}();`));
  };
}

describe('a payment and its order settle together', () => {
  it('charges no card when the order cannot be marked paid, and the shopper can pay once the shop is well', async () => {
    const { shopper, order } = await newOrder();
    const { clientSecret } = (await intentFor(shopper, order)).body;
    const heal = await refuseToMarkPaid(order.id);
    let failed;
    try {
      failed = await pay(shopper, clientSecret, '4242 4242 4242 4242');
    } finally {
      await heal();
    }
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await paymentProvider().retrieveIntent(intentIdOf(clientSecret)))?.status).toBe('requires_payment_method');
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paidAt: null });

    expect((await pay(shopper, clientSecret, '4242 4242 4242 4242')).body.status).toBe('succeeded');
    expect((await orderRow(order.id)).status).toBe('processing');
  });

  it('charges no card after an approved authentication when the order cannot be marked paid', async () => {
    const { shopper, order } = await newOrder();
    const { clientSecret } = (await intentFor(shopper, order)).body;
    expect((await pay(shopper, clientSecret, '4000 0025 0000 3155')).body.status).toBe('requires_action');
    const heal = await refuseToMarkPaid(order.id);
    let failed;
    try {
      failed = await shopper.call(authenticate, '/api/test-payments/authenticate', { method: 'POST', body: { clientSecret, approve: true } });
    } finally {
      await heal();
    }
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect((await paymentProvider().retrieveIntent(intentIdOf(clientSecret)))?.status).toBe('requires_action');
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('refuses, uncharged, to pay an order that was cancelled and whose items have since sold out', async () => {
    const { shopper, order } = await newOrder();
    const { clientSecret } = (await intentFor(shopper, order)).body;
    // Cancelled by the sweep while its payment stayed open, then the last tote bags sold.
    await getDb().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    await setSimpleStock('highland-cow-tote-bag', 0);
    try {
      const refused = await pay(shopper, clientSecret, '4242 4242 4242 4242');
      expect(refused.status).toBe(409);
      expect((refused.body as unknown as ErrorBody).error).toMatchObject({ code: 'order_not_payable', message: expect.stringMatching(/your card was not charged/) });
    } finally {
      await setSimpleStock('highland-cow-tote-bag', 40);
    }
    expect((await paymentProvider().retrieveIntent(intentIdOf(clientSecret)))?.status).toBe('requires_payment_method');
    expect((await orderRow(order.id)).status).toBe('cancelled');
  });
});

describe('reconciling with the processor', () => {
  it('settles a payment the processor took but the shop never recorded, and leaves unpaid ones alone', async () => {
    const charged = await newOrder();
    const chargedIntent = await intentFor(charged.shopper, charged.order);
    // The card is charged, then the shop dies before marking the order paid.
    const intent = await testPayments()!.confirmCard(chargedIntent.body.clientSecret, card('4242424242424242'));
    expect(intent.status).toBe('succeeded');
    expect((await orderRow(charged.order.id)).status).toBe('pending');

    const unpaid = await newOrder();
    await intentFor(unpaid.shopper, unpaid.order);

    const settled = await reconcilePendingPayments();
    expect(settled).toContain(charged.order.id);
    expect(settled).not.toContain(unpaid.order.id);
    expect(await orderRow(charged.order.id)).toMatchObject({ status: 'processing', paymentIntentId: intent.id });
    expect((await orderRow(unpaid.order.id)).status).toBe('pending');
    expect(await reconcilePendingPayments()).not.toContain(charged.order.id);
  });
});

/**
 * The Stripe adapter driven through the real SDK against a local fake of Stripe's API, so the
 * encoding, idempotency, error mapping and webhook verification are exercised without the network.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { stripePaymentProvider } from '@/lib/payments/stripe/adapter';
import { ShopError } from '@/lib/errors';
import type { CreateIntentInput, PaymentProvider } from '@/lib/payments/types';
import { startFakeStripe, type FakeStripe, type RecordedRequest } from '../support/fake-stripe';

const SECRET_KEY = `sk_test_highland_${randomBytes(8).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

let fake: FakeStripe;
let provider: PaymentProvider;
let nextOrderId = 1000;

function apiOf(server: FakeStripe) {
  return { host: server.host, port: server.port, protocol: server.protocol };
}

/** A fresh order number per test, so idempotency keys never collide between tests. */
function order(amountPence: number, overrides: Partial<CreateIntentInput> = {}): CreateIntentInput {
  nextOrderId += 1;
  return { orderId: nextOrderId, orderKey: `wc_order_${nextOrderId}`, amountPence, currency: 'gbp', ...overrides };
}

function requestsSince(count: number): RecordedRequest[] {
  return fake.requests.slice(count);
}

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-error: ${String(error)}`);
  }
  throw new Error('expected the call to fail, but it succeeded');
}

function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`threw a non-error: ${String(error)}`);
  }
  throw new Error('expected the call to throw, but it returned');
}

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = stripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: apiOf(fake) });
});

afterAll(async () => {
  await fake.stop();
});

describe('createIntent', () => {
  it('asks Stripe for the order total in pence, in pounds, naming the order, under the order-and-amount key', async () => {
    const input = order(4599);
    const before = fake.requests.length;

    const intent = await provider.createIntent(input);

    expect(requestsSince(before)).toEqual([
      {
        method: 'POST',
        path: '/v1/payment_intents',
        idempotencyKey: `order-${input.orderId}-amount-4599`,
        bearerKey: SECRET_KEY,
        body: {
          amount: '4599',
          currency: 'gbp',
          metadata: { order_id: String(input.orderId), order_key: input.orderKey },
          automatic_payment_methods: { enabled: 'true' },
          description: `Highland Home order ${input.orderId}`,
        },
      },
    ]);
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
      status: 'requires_payment_method',
      amountPence: 4599,
      currency: 'gbp',
      metadata: { order_id: String(input.orderId), order_key: input.orderKey },
      lastError: null,
    });
  });

  it('returns the same intent when asked again for the same order and amount', async () => {
    const input = order(2500);
    const first = await provider.createIntent(input);
    const again = await provider.createIntent(input);
    expect(again.id).toBe(first.id);
    expect(again.clientSecret).toBe(first.clientSecret);
  });

  it('gives the same order a new intent when its amount changes', async () => {
    const input = order(2500);
    const first = await provider.createIntent(input);
    const before = fake.requests.length;

    const changed = await provider.createIntent({ ...input, amountPence: 3100 });

    expect(changed.id).not.toBe(first.id);
    expect(changed.amountPence).toBe(3100);
    expect(requestsSince(before)[0]?.idempotencyKey).toBe(`order-${input.orderId}-amount-3100`);
  });

  it('fails loudly, rather than replaying another payment, when the key is reused with other details', async () => {
    const input = order(1800);
    await provider.createIntent(input);
    const error = await rejectionOf(provider.createIntent({ ...input, orderKey: 'wc_order_someone_else' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

describe('retrieveIntent', () => {
  it("maps Stripe's intent and follows it as the payment succeeds", async () => {
    const input = order(7250);
    const created = await provider.createIntent(input);

    expect(await provider.retrieveIntent(created.id)).toEqual(created);

    fake.setStatus(created.id, 'succeeded');
    expect(await provider.retrieveIntent(created.id)).toEqual({ ...created, status: 'succeeded' });
  });

  it('answers null for an intent Stripe does not have', async () => {
    expect(await provider.retrieveIntent('pi_does_not_exist')).toBeNull();
  });

  it('lets other failures through rather than reporting them as a missing intent', async () => {
    const unauthorised = stripePaymentProvider({ secretKey: 'sk_live_refused_by_the_fake', api: apiOf(fake) });
    const error = await rejectionOf(unauthorised.retrieveIntent('pi_does_not_exist'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('cancelIntent', () => {
  it('cancels an intent nobody has paid', async () => {
    const created = await provider.createIntent(order(1200));
    const before = fake.requests.length;

    const canceled = await provider.cancelIntent(created.id);

    expect(canceled).toEqual({ ...created, status: 'canceled' });
    expect(requestsSince(before).map(({ method, path }) => `${method} ${path}`)).toEqual([`POST /v1/payment_intents/${created.id}/cancel`]);
  });

  it('leaves a succeeded intent as it is and returns it', async () => {
    const created = await provider.createIntent(order(9900));
    fake.setStatus(created.id, 'succeeded');

    expect(await provider.cancelIntent(created.id)).toEqual({ ...created, status: 'succeeded' });
    expect(await provider.retrieveIntent(created.id)).toMatchObject({ status: 'succeeded' });
  });

  it('returns an already canceled intent unchanged', async () => {
    const created = await provider.createIntent(order(1300));
    await provider.cancelIntent(created.id);
    expect(await provider.cancelIntent(created.id)).toMatchObject({ id: created.id, status: 'canceled' });
  });

  it('answers null for an intent Stripe does not have', async () => {
    expect(await provider.cancelIntent('pi_does_not_exist')).toBeNull();
  });
});

describe('refund', () => {
  async function succeededIntent(amountPence: number): Promise<string> {
    const intent = await provider.createIntent(order(amountPence));
    fake.setStatus(intent.id, 'succeeded');
    return intent.id;
  }

  it('refunds part of a payment, then the rest, under the caller’s idempotency key', async () => {
    const id = await succeededIntent(5000);
    const before = fake.requests.length;
    const part = await provider.refund({ paymentIntentId: id, amountPence: 1200, idempotencyKey: `refund-a-${id}` });
    expect(part).toMatchObject({ id: expect.stringMatching(/^re_/), amountPence: 1200, status: 'succeeded' });
    const [sent] = requestsSince(before);
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: `refund-a-${id}`, body: { payment_intent: id, amount: '1200' } });
    // The same key again is the same refund, not a second one.
    expect(await provider.refund({ paymentIntentId: id, amountPence: 1200, idempotencyKey: `refund-a-${id}` })).toEqual(part);
    expect((await provider.refund({ paymentIntentId: id, amountPence: 3800, idempotencyKey: `refund-b-${id}` })).amountPence).toBe(3800);
  });

  it('refuses more than is left of the payment, and a payment that did not succeed', async () => {
    const id = await succeededIntent(2000);
    const tooMuch = await rejectionOf(provider.refund({ paymentIntentId: id, amountPence: 2001, idempotencyKey: `refund-c-${id}` }));
    expect(tooMuch).toBeInstanceOf(ShopError);
    expect(tooMuch).toMatchObject({ code: 'refund_too_large', status: 400 });
    const unpaid = await provider.createIntent(order(900));
    const refused = await rejectionOf(provider.refund({ paymentIntentId: unpaid.id, amountPence: 900, idempotencyKey: `refund-d-${unpaid.id}` }));
    expect(refused).toMatchObject({ code: 'payment_not_refundable', status: 409 });
  });
});

describe('parseWebhook', () => {
  const stripeIntent = {
    id: 'pi_webhook_1',
    object: 'payment_intent',
    amount: 4599,
    client_secret: 'pi_webhook_1_secret_abc',
    currency: 'gbp',
    last_payment_error: null,
    livemode: false,
    metadata: { order_id: '42', order_key: 'wc_order_42' },
    status: 'succeeded',
  };

  function eventJson(type: string, object: object = stripeIntent): string {
    return JSON.stringify({
      id: 'evt_1',
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }

  function signatureFor(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  }

  it('returns a verified payment_intent.succeeded event with the mapped intent', () => {
    const payload = eventJson('payment_intent.succeeded');
    expect(provider.parseWebhook(payload, signatureFor(payload))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: {
        id: 'pi_webhook_1',
        clientSecret: 'pi_webhook_1_secret_abc',
        status: 'succeeded',
        amountPence: 4599,
        currency: 'gbp',
        metadata: { order_id: '42', order_key: 'wc_order_42' },
        lastError: null,
      },
    });
  });

  it("carries a failed payment's decline message", () => {
    const declined = { ...stripeIntent, status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    const payload = eventJson('payment_intent.payment_failed', declined);
    expect(provider.parseWebhook(payload, signatureFor(payload))).toMatchObject({
      type: 'payment_intent.payment_failed',
      intent: { id: 'pi_webhook_1', status: 'requires_payment_method', lastError: 'Your card was declined.' },
    });
  });

  it('reports any other event type as "other", keeping its Stripe name', () => {
    const payload = eventJson('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(provider.parseWebhook(payload, signatureFor(payload))).toEqual({ id: 'evt_1', type: 'other', providerType: 'charge.refunded' });
  });

  describe('refuses a webhook that does not verify', () => {
    const payload = eventJson('payment_intent.succeeded');
    const cases: Array<[string, () => [string, string | null]]> = [
      ['a tampered body', () => [payload.replace('"amount":4599', '"amount":1'), signatureFor(payload)]],
      ['a body signed with another secret', () => [payload, signatureFor(payload, { secret: 'whsec_someone_else' })]],
      ['no signature header', () => [payload, null]],
      ['an empty signature header', () => [payload, '']],
      ['a signature header that is not Stripe-shaped', () => [payload, 'not-a-signature']],
      ['a signature older than the five-minute tolerance', () => [payload, signatureFor(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })]],
    ];

    it.each(cases)('%s', (_, make) => {
      const [body, header] = make();
      const error = thrownBy(() => provider.parseWebhook(body, header));
      expect(error).toBeInstanceOf(ShopError);
      expect((error as ShopError).code).toBe('invalid_signature');
      expect(error.message).not.toContain(WEBHOOK_SECRET);
    });
  });

  it('refuses every webhook when no signing secret is configured', () => {
    const unconfigured = stripePaymentProvider({ secretKey: SECRET_KEY, api: apiOf(fake) });
    const payload = eventJson('payment_intent.succeeded');
    const error = thrownBy(() => unconfigured.parseWebhook(payload, signatureFor(payload)));
    expect(error).toBeInstanceOf(ShopError);
    expect((error as ShopError).code).toBe('invalid_signature');
    expect(error.message).toBe('Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
  });
});

describe('the secret key', () => {
  it('is sent to Stripe as Bearer auth on every request', async () => {
    const before = fake.requests.length;
    const created = await provider.createIntent(order(500));
    await provider.retrieveIntent(created.id);
    await provider.cancelIntent(created.id);

    const sent = requestsSince(before);
    expect(sent).toHaveLength(3);
    for (const request of sent) expect(request.bearerKey).toBe(SECRET_KEY);
  });

  it('never appears in an error the adapter lets through', async () => {
    const rejectedKey = `sk_live_highland_${randomBytes(8).toString('hex')}`;
    const rejected = stripePaymentProvider({ secretKey: rejectedKey, api: apiOf(fake) });
    const reused = order(600);
    await provider.createIntent(reused);

    const errors = [
      await rejectionOf(rejected.createIntent(order(700))),
      await rejectionOf(rejected.retrieveIntent('pi_anything')),
      await rejectionOf(rejected.cancelIntent('pi_anything')),
      await rejectionOf(provider.createIntent({ ...reused, orderKey: 'wc_order_changed' })),
    ];

    expect(errors[0]).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    for (const error of errors) {
      for (const key of [rejectedKey, SECRET_KEY]) {
        expect(error.message).not.toContain(key);
        expect(String(error.stack)).not.toContain(key);
      }
    }
  });
});

/**
 * The built-in test processor: Stripe's PaymentIntent life cycle on the shop's own database, used
 * whenever no Stripe keys are configured. The shop's server talks to it through the same port as
 * to Stripe; the card form talks to it through /api/test-payments (as Stripe.js talks to Stripe).
 * No card number is stored or logged: only the outcome and the last four digits.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { testPaymentIntents, testRefunds, type TestIntentStatus } from '@/lib/db/schema';
import { cardErrors, last4, PAYMENT_MESSAGES, testCardOutcome, type CardFields } from '@/lib/domain/test-cards';
import { ShopError } from '@/lib/errors';
import { refundTooLarge, type PaymentIntent, type PaymentProvider, type PaymentRefund } from '../types';

type IntentRow = typeof testPaymentIntents.$inferSelect;

const OPEN_STATUSES: TestIntentStatus[] = ['requires_payment_method', 'requires_action'];

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');
}

function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountPence: row.amountPence,
    currency: row.currency,
    metadata: row.metadata,
    lastError: row.lastError,
  };
}

/** What charging an open intent with this well-formed test card makes of it, as Stripe's test mode would. */
function cardCharge(card: CardFields): Partial<IntentRow> {
  const cardLast4 = last4(card.number);
  const failed = (message: string) => ({ status: 'requires_payment_method' as const, lastError: message, cardLast4 });
  switch (testCardOutcome(card.number)) {
    case 'succeeds':
      return { status: 'succeeded', lastError: null, cardLast4 };
    case 'requires_authentication':
      return { status: 'requires_action', lastError: null, cardLast4 };
    case 'declined':
      return failed(PAYMENT_MESSAGES.declined);
    case 'insufficient_funds':
      return failed(PAYMENT_MESSAGES.insufficient_funds);
    case 'unknown':
      return failed(PAYMENT_MESSAGES.unknown_test_card);
  }
}

export interface TestProcessor extends PaymentProvider {
  /** The card form's "confirm": checks the card and settles the intent as Stripe's test mode would. */
  confirmCard(clientSecret: string, card: CardFields): Promise<PaymentIntent>;
  /** The shopper's answer to the authentication challenge of 4000 0025 0000 3155. */
  authenticate(clientSecret: string, approve: boolean): Promise<PaymentIntent>;
}

export function testPaymentProvider(getDb: () => Database): TestProcessor {
  async function byClientSecret(clientSecret: string): Promise<IntentRow> {
    const [row] = await getDb().select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, clientSecret)).limit(1);
    if (!row) throw new ShopError('not_found', 'payment_session_not_found', 'This payment session does not exist. Please start checkout again.');
    return row;
  }

  /** Moves an intent on only from the status the caller saw, so two confirmations cannot both settle it. */
  async function settle(row: IntentRow, from: TestIntentStatus[], change: Partial<IntentRow>): Promise<PaymentIntent> {
    const [updated] = await getDb()
      .update(testPaymentIntents)
      .set({ ...change, updatedAt: new Date() })
      .where(and(eq(testPaymentIntents.id, row.id), inArray(testPaymentIntents.status, from)))
      .returning();
    if (updated) return toIntent(updated);
    const [current] = await getDb().select().from(testPaymentIntents).where(eq(testPaymentIntents.id, row.id));
    return toIntent(current ?? row);
  }

  function refuseIfClosed(row: IntentRow): void {
    if (row.status === 'canceled') throw new ShopError('gone', 'payment_session_expired', 'This payment session has expired. Please start checkout again.');
  }

  return {
    mode: 'test',

    async createIntent({ orderId, orderKey, amountPence, currency }) {
      const idempotencyKey = `order-${orderId}-amount-${amountPence}`;
      const id = `pi_test_${randomToken(18)}`;
      const [created] = await getDb()
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomToken(18)}`,
          idempotencyKey,
          amountPence,
          currency,
          metadata: { order_id: String(orderId), order_key: orderKey },
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      if (created) return toIntent(created);
      // The same order and amount asked before: that intent, as Stripe answers a repeated idempotency key.
      const [row] = await getDb().select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
      return toIntent(row!);
    },

    async retrieveIntent(id) {
      const [row] = await getDb().select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
      return row ? toIntent(row) : null;
    },

    async cancelIntent(id) {
      const [row] = await getDb().select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
      if (!row) return null;
      return settle(row, OPEN_STATUSES, { status: 'canceled' });
    },

    async refund({ paymentIntentId, amountPence, idempotencyKey }) {
      return getDb().transaction(async (tx): Promise<PaymentRefund> => {
        const [earlier] = await tx.select().from(testRefunds).where(eq(testRefunds.idempotencyKey, idempotencyKey)).limit(1);
        if (earlier) return { id: earlier.id, amountPence: earlier.amountPence, status: 'succeeded' };
        // The intent's row lock makes two refunds of one payment take turns, so together they cannot exceed it.
        const [intent] = await tx.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, paymentIntentId)).for('update');
        if (!intent) throw new ShopError('not_found', 'payment_not_found', 'The test processor has no such payment.');
        if (intent.status !== 'succeeded') throw new ShopError('conflict', 'payment_not_refundable', 'Only a payment that succeeded can be refunded.');
        const [given] = await tx.select({ pence: sum(testRefunds.amountPence).mapWith(Number) }).from(testRefunds).where(eq(testRefunds.paymentIntentId, intent.id));
        const left = intent.amountPence - (given?.pence ?? 0);
        if (!Number.isInteger(amountPence) || amountPence <= 0 || amountPence > left) throw refundTooLarge(left);
        const [row] = await tx.insert(testRefunds).values({ id: `re_test_${randomToken(18)}`, paymentIntentId: intent.id, idempotencyKey, amountPence }).returning();
        return { id: row!.id, amountPence: row!.amountPence, status: 'succeeded' };
      });
    },

    parseWebhook() {
      // The test processor settles orders directly (lib/checkout), so it sends no webhooks.
      return null;
    },

    async confirmCard(clientSecret, card) {
      const problems = Object.values(cardErrors(card));
      const wellFormed = problems.length === 0;
      // The usual case, a well-formed card on an intent still open: charged by one statement, where
      // a read and a conditional update were two (docs/adr/0037). Anything else is read first, to
      // answer as below: a paid intent as it is, a closed one, or the card's mistakes.
      if (wellFormed) {
        const [charged] = await getDb()
          .update(testPaymentIntents)
          .set({ ...cardCharge(card), updatedAt: new Date() })
          .where(and(eq(testPaymentIntents.clientSecret, clientSecret), inArray(testPaymentIntents.status, OPEN_STATUSES)))
          .returning();
        if (charged) return toIntent(charged);
      }
      const row = await byClientSecret(clientSecret);
      if (row.status === 'succeeded') return toIntent(row);
      refuseIfClosed(row);
      if (!wellFormed) throw new ShopError('invalid', 'invalid_card', problems.join(' '));
      // A new card abandons an authentication left open (the page reloaded mid-challenge), as
      // confirming a Stripe PaymentIntent again with a new payment method does.
      return settle(row, OPEN_STATUSES, cardCharge(card));
    },

    async authenticate(clientSecret, approve) {
      const row = await byClientSecret(clientSecret);
      if (row.status === 'succeeded') return toIntent(row);
      refuseIfClosed(row);
      if (row.status !== 'requires_action') {
        throw new ShopError('conflict', 'no_authentication_pending', 'This payment is not waiting for authentication.');
      }
      return approve
        ? settle(row, ['requires_action'], { status: 'succeeded', lastError: null })
        : settle(row, ['requires_action'], { status: 'requires_payment_method', lastError: PAYMENT_MESSAGES.authentication_failed });
    },
  };
}

/**
 * The test processor's card form calls (the part Stripe.js plays with Stripe). A payment that
 * succeeds is applied to its order at once, as Stripe's webhook would be, so the order is paid
 * even if the shopper closes the tab before the confirmation page. The charge and the order are
 * one transaction: if the order cannot be marked paid, the card is not charged either.
 */
import { ShopError } from '@/lib/errors';
import { testPayments, type PaymentIntent } from '@/lib/payments';
import type { CardFields } from '@/lib/domain/test-cards';
import { inOneTransaction } from '@/lib/db/unit-of-work';
import { settleFromIntent } from './settle-payment';

export interface TestPaymentResult {
  status: 'succeeded' | 'requires_action';
  paymentIntentId: string;
}

function processor() {
  const test = testPayments();
  if (!test) throw new ShopError('not_found', 'test_payments_disabled', 'The test card processor is off: this shop takes payments through Stripe.');
  return test;
}

/** Charges and pays the order together; a decline is recorded (and its error raised) after. */
async function chargeWithOrder(charge: () => Promise<PaymentIntent>): Promise<TestPaymentResult> {
  const intent = await inOneTransaction(async () => {
    const charged = await charge();
    if (charged.status !== 'succeeded') return charged;
    const settled = await settleFromIntent(charged);
    if (!settled.ok) {
      throw new ShopError('conflict', 'order_not_payable', `This order can no longer be paid (${settled.error}), and your card was not charged. Please start checkout again.`);
    }
    return charged;
  });
  return outcome(intent);
}

function outcome(intent: PaymentIntent): TestPaymentResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
  if (intent.status === 'requires_action') return { status: 'requires_action', paymentIntentId: intent.id };
  // A decline: Stripe.js reports it as an error and the shopper may try another card.
  throw new ShopError('invalid', 'card_declined', intent.lastError ?? 'Your card was declined.');
}

export async function payWithTestCard(clientSecret: string, card: CardFields): Promise<TestPaymentResult> {
  return chargeWithOrder(() => processor().confirmCard(clientSecret, card));
}

export async function answerTestChallenge(clientSecret: string, approve: boolean): Promise<TestPaymentResult> {
  return chargeWithOrder(() => processor().authenticate(clientSecret, approve));
}

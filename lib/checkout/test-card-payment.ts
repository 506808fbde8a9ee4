/**
 * The test processor's card form calls (the part Stripe.js plays with Stripe). A payment that
 * succeeds is applied to its order at once, as Stripe's webhook would be, so the order is paid
 * even if the shopper closes the tab before the confirmation page.
 */
import { ShopError } from '@/lib/errors';
import { testPayments, type PaymentIntent } from '@/lib/payments';
import type { CardFields } from '@/lib/domain/test-cards';
import { settleFromIntent } from './settle-payment';
import { logger } from '@/lib/log';

export interface TestPaymentResult {
  status: 'succeeded' | 'requires_action';
  paymentIntentId: string;
}

function processor() {
  const test = testPayments();
  if (!test) throw new ShopError('not_found', 'test_payments_disabled', 'The test card processor is off: this shop takes payments through Stripe.');
  return test;
}

async function outcome(intent: PaymentIntent): Promise<TestPaymentResult> {
  if (intent.status === 'succeeded') {
    const settled = await settleFromIntent(intent);
    if (!settled.paid) logger('payments').warn({ intent: intent.id, reason: settled.reason }, 'test payment succeeded but changed nothing');
    return { status: 'succeeded', paymentIntentId: intent.id };
  }
  if (intent.status === 'requires_action') return { status: 'requires_action', paymentIntentId: intent.id };
  // A decline: Stripe.js reports it as an error and the shopper may try another card.
  throw new ShopError('invalid', 'card_declined', intent.lastError ?? 'Your card was declined.');
}

export async function payWithTestCard(clientSecret: string, card: CardFields): Promise<TestPaymentResult> {
  return outcome(await processor().confirmCard(clientSecret, card));
}

export async function answerTestChallenge(clientSecret: string, approve: boolean): Promise<TestPaymentResult> {
  return outcome(await processor().authenticate(clientSecret, approve));
}

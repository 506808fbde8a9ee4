/**
 * Payments the processor took but the shop did not record: the shopper's browser or the shop died
 * between the card being charged and the order being marked paid, or a webhook was lost. Each sweep
 * (once a minute, lib/checkout/expiry-timer.ts) asks the processor about every pending order with a
 * payment started and settles those it says succeeded, through the same checks as every other path.
 * A charged card is therefore matched by a paid order within two minutes, not at the 60-minute expiry.
 */
import { commerce } from '@/lib/commerce';
import { paymentProvider } from '@/lib/payments';
import { settleFromIntent } from './settle-payment';

const BATCH = 50;

export async function reconcilePendingPayments(): Promise<number[]> {
  const settled: number[] = [];
  const provider = paymentProvider();
  for (const order of await commerce().listPendingPayments(BATCH)) {
    const intent = await provider.retrieveIntent(order.paymentIntentId!);
    if (intent?.status !== 'succeeded') continue;
    if ((await settleFromIntent(intent)).ok) settled.push(order.id);
  }
  return settled;
}

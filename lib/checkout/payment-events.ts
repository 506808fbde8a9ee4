/**
 * The payment provider's events the shop has applied, so a retried webhook is applied once. This is
 * the shop's own bookkeeping in its own database, whichever commerce back end holds the orders: a
 * back end need not offer it (docs/adr/0011).
 */
import { eq } from 'drizzle-orm';
import { paymentEvents } from '@/lib/db/schema';
import { scopedDb } from '@/lib/db/unit-of-work';

/** Records an event; false when it had been recorded before. Inside a transaction, it joins it. */
export async function recordPaymentEvent(id: string, type: string): Promise<boolean> {
  const inserted = await scopedDb().insert(paymentEvents).values({ id, type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function hasPaymentEvent(id: string): Promise<boolean> {
  const [row] = await scopedDb().select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, id)).limit(1);
  return Boolean(row);
}

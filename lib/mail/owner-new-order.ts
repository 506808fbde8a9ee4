/**
 * The owner's copy of each paid order (README "E-mails"): queued through the outbox beside the
 * shopper's confirmation, in the transaction that marks the order paid, once per order and address.
 */
import 'server-only';
import type { Order } from '@/lib/commerce';
import type { Database, Transaction } from '@/lib/db/client';
import { owners } from '@/lib/db/schema';
import { ownerNewOrderKey } from '@/lib/domain/order-emails';
import { ownerRecipients, parseOwnerEmailSetting } from '@/lib/domain/owner-recipients';
import { logger } from '@/lib/log';
import { queueOrderEmails, type OrderEmail } from './outbox';

// An owner-less shop is normal in development: said once per process, not on every order.
let saidNobodyToTell = false;

async function recipients(db: Database | Transaction): Promise<string[]> {
  const setting = parseOwnerEmailSetting(process.env.SHOP_OWNER_EMAIL);
  // The start refuses a malformed setting (lib/settings/instance-settings.ts); a process started
  // without that check falls back to the owner accounts rather than tell nobody.
  if (!setting.ok) logger('mail').error({ problem: setting.error }, 'SHOP_OWNER_EMAIL is malformed; telling the owner accounts of new orders instead');
  const configured = setting.ok ? setting.value : null;
  const accounts = configured ? [] : (await db.select({ email: owners.email }).from(owners).orderBy(owners.id)).map((owner) => owner.email);
  return ownerRecipients(configured, accounts);
}

/**
 * The new-order e-mail for each of the owner's addresses, to queue with the shopper's confirmation in
 * the transaction that marks the order paid (lib/checkout/settle-payment.ts).
 */
export async function ownerNewOrderEmails(db: Database | Transaction, order: Order): Promise<OrderEmail[]> {
  const addresses = await recipients(db);
  if (addresses.length === 0) {
    if (!saidNobodyToTell) logger('mail').warn({ order: order.id }, 'no owner is told of new orders: SHOP_OWNER_EMAIL is unset and there are no owner accounts');
    saidNobodyToTell = true;
  }
  return addresses.map((to) => ({ kind: 'owner-new-order', order, to, dedupeKey: ownerNewOrderKey(order.id, to) }));
}

/** Queues them on their own. Returns how many this call queued: none for an address already told of this order. */
export async function queueOwnerNewOrderEmails(db: Database | Transaction, order: Order): Promise<number> {
  return queueOrderEmails(db, await ownerNewOrderEmails(db, order));
}

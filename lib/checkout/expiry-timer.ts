/**
 * Runs the pending-order sweeps and the outbox's delivery once a minute (ORDER_SWEEP_SECONDS) inside the web server (see
 * lib/ops/start-instance.ts). Every instance runs the timer; an advisory lock lets one of them do each
 * sweep at a time, so several instances on one database settle and expire each order once.
 */
import { LOCKS, whileHoldingLock } from '@/lib/db/advisory-lock';
import { expirePendingOrders } from './expire-orders';
import { reconcilePendingPayments } from './reconcile-payments';
import { deliverDueEmails } from '@/lib/mail/outbox';
import { DEFAULT_SWEEP_SECONDS, parseSweepSeconds } from '@/lib/settings/instance-settings';
import { errorFields, logger } from '@/lib/log';

/** Settles payments the shop missed, then expires unpaid holds: the order sweep, once. */
export async function sweepOrders(): Promise<{ settled: number[]; cancelled: number[]; paid: number[]; abandoned: number[] }> {
  const settled = await reconcilePendingPayments();
  if (settled.length) logger('orders').warn({ orders: settled }, 'settled payments the shop had not recorded');
  const { cancelled, paid, abandoned } = await expirePendingOrders();
  if (cancelled.length) logger('orders').info({ orders: cancelled }, 'cancelled unpaid orders and released their stock');
  if (paid.length) logger('orders').info({ orders: paid }, 'pending orders turned out to be paid');
  if (abandoned.length) logger('orders').warn({ orders: abandoned }, 'cancelled store orders whose checkout failed before the shop recorded them');
  return { settled, cancelled, paid, abandoned };
}

export function startOrderExpiry(): void {
  const sweep = () =>
    whileHoldingLock(LOCKS.orderSweep, sweepOrders).catch((error: unknown) => logger('orders').error(errorFields(error), 'the pending-order sweep failed'));
  // A chain of its own: a mail server or outbox failure never stops orders from expiring.
  const sendMail = () =>
    whileHoldingLock(LOCKS.outboxSweep, async () => {
      const { sent, retrying, failed } = await deliverDueEmails();
      if (sent || retrying || failed) logger('mail').info({ sent, retrying, failed }, 'delivered the outbox');
    }).catch((error: unknown) => logger('mail').error(errorFields(error), 'the outbox sweep failed'));
  const both = () => {
    void sweep();
    void sendMail();
  };
  // unref: the sweep never keeps a stopping server alive.
  setTimeout(both, 5_000).unref();
  // The launcher refuses a wrong value before the server starts (lib/settings/instance-settings.ts).
  const every = parseSweepSeconds(process.env.ORDER_SWEEP_SECONDS);
  setInterval(both, (every.ok ? every.value : DEFAULT_SWEEP_SECONDS) * 1000).unref();
}

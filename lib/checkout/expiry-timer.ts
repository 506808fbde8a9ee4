/** Runs the pending-order sweep once a minute inside the web server (see instrumentation.ts). */
import { expirePendingOrders } from './expire-orders';
import { errorFields, logger } from '@/lib/log';

export const SWEEP_EVERY_MS = 60_000;

export function startOrderExpiry(): void {
  const sweep = () =>
    expirePendingOrders()
      .then(({ cancelled, paid }) => {
        if (cancelled.length) logger('orders').info({ orders: cancelled }, 'cancelled unpaid orders and released their stock');
        if (paid.length) logger('orders').info({ orders: paid }, 'pending orders turned out to be paid');
      })
      .catch((error: unknown) => logger('orders').error(errorFields(error), 'the pending-order sweep failed'));
  // unref: the sweep never keeps a stopping server alive.
  setTimeout(sweep, 5_000).unref();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}

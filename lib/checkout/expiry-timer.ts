/** Runs the pending-order sweep once a minute inside the web server (see instrumentation.ts). */
import { expirePendingOrders } from './expire-orders';

export const SWEEP_EVERY_MS = 60_000;

export function startOrderExpiry(): void {
  const sweep = () =>
    expirePendingOrders()
      .then(({ cancelled, paid }) => {
        if (cancelled.length) console.log(`[orders] Cancelled unpaid orders ${cancelled.join(', ')} and released their stock.`);
        if (paid.length) console.log(`[orders] Orders ${paid.join(', ')} turned out to be paid.`);
      })
      .catch((error: unknown) => console.error('[orders] The pending-order sweep failed:', error instanceof Error ? error.message : error));
  // unref: the sweep never keeps a stopping server alive.
  setTimeout(sweep, 5_000).unref();
  setInterval(sweep, SWEEP_EVERY_MS).unref();
}

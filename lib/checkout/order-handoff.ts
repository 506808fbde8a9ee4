/**
 * The order proxy.ts has just read to let a visitor through to an order page, handed on to that
 * page so that it is not read from the store a second time a few milliseconds later
 * (docs/adr/0037). The proxy hands it on under a random token in a request header of its own,
 * which it strips from whatever the browser sent; the page takes it once, and only for the very id
 * and key its own address names. One never taken (a render that did not come) is dropped after a
 * few seconds. Both run in the one server process, and Next loads them from separate bundles, so
 * the orders wait on globalThis, as the page cache does (lib/cache/page-cache.mjs).
 */
import { randomUUID } from 'node:crypto';
import type { Order } from '@/lib/commerce';
import type { OrderReference } from '@/lib/domain/order-links';
import { sameSecret } from './start-payment';

/** The request header the proxy names the handed-on order by. */
export const ORDER_HANDOFF_HEADER = 'x-highland-order-read';

/** Long past the milliseconds between the proxy and the page, short enough to hold little. */
export const HANDOFF_KEEP_MS = 5_000;

interface Handoff {
  order: Order;
  until: number;
}

const HANDOFFS = Symbol.for('highland-home.order-handoffs');

function handoffs(): Map<string, Handoff> {
  const scope = globalThis as typeof globalThis & { [HANDOFFS]?: Map<string, Handoff> };
  return (scope[HANDOFFS] ??= new Map());
}

/** Keeps the order for the page and returns its token, dropping those never taken. */
export function handOrderOn(order: Order, now = Date.now()): string {
  const waiting = handoffs();
  // A Map iterates in the order entries were put, so the expired ones come first.
  for (const [token, handoff] of waiting) {
    if (handoff.until > now) break;
    waiting.delete(token);
  }
  const token = randomUUID();
  waiting.set(token, { order, until: now + HANDOFF_KEEP_MS });
  return token;
}

/** The order handed on under the token, once, if it is the one the reference names; else null. */
export function takeHandedOrder(token: string | null | undefined, reference: OrderReference, now = Date.now()): Order | null {
  if (!token) return null;
  const waiting = handoffs();
  const handoff = waiting.get(token);
  if (!handoff) return null;
  waiting.delete(token);
  const { order, until } = handoff;
  return until > now && order.id === reference.id && sameSecret(order.orderKey, reference.key) ? order : null;
}

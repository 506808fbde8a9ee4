/**
 * The per-client limit on calls that reach a WooCommerce store (docs/adr/0026): one visitor sending
 * call after call must not use up the store everyone shares. The built-in back end is the shop's own
 * database, which the cart and order calls use lightly, so it has none.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { enforceRateLimit, STORE_LIMIT } from '@/lib/http/rate-limit';
import { ordersKeptElsewhere } from './backend';

/** Throws 429 `rate_limited` (with Retry-After) once this client has used up its calls to the store. */
export async function enforceStoreLimit(request: NextRequest): Promise<void> {
  if (ordersKeptElsewhere()) await enforceRateLimit(request, 'store', STORE_LIMIT);
}

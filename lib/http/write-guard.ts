/**
 * What every state-changing API call must be before its handler runs: sent by the shop's own pages
 * (docs/adr/0004's same-origin rule) with a body within its address's limit (docs/adr/0013).
 * Checked by the route wrapper (./route.ts) that every API handler (and the cart's code form without
 * JavaScript) is made with, not in proxy.ts: running the proxy cost each API call more than its
 * handler's own work did (docs/adr/0037), and a check beside the handler cannot be skipped by a
 * request that never reaches the proxy. Webhooks are signed instead, and checked by their handlers.
 */
import type { NextRequest } from 'next/server';
import { ShopError } from '@/lib/errors';
import { bodyLimitOf, bodyTooLargeMessage } from './body-limits';
import { declaredBodyTooLarge, isSameOrigin, MUTATING_METHODS } from './same-origin';

const CROSS_ORIGIN_MESSAGE = 'This request must come from the Highland Home website itself.';

/** Why this API call may not change anything, or null when it may go on to its handler. */
export function refusedWrite(request: NextRequest): ShopError | null {
  const { pathname } = request.nextUrl;
  if (!MUTATING_METHODS.has(request.method) || pathname.startsWith('/api/webhooks/')) return null;
  if (!isSameOrigin(request.headers, request.nextUrl)) return new ShopError('forbidden', 'cross_origin', CROSS_ORIGIN_MESSAGE);
  const limit = bodyLimitOf(pathname);
  if (declaredBodyTooLarge(request.headers, limit)) return new ShopError('too_large', 'body_too_large', bodyTooLargeMessage(limit));
  return null;
}

/**
 * Per-client limits for the forms anyone can post (newsletter, contact, order tracking), so a script
 * cannot flood the shop's tables or guess order numbers. In memory, or with REDIS_URL in Redis for
 * every instance at once (lib/http/limiter-store.ts).
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { NextRequest } from 'next/server';
import { clientAddress, parseTrustedProxies, type ProxyTrust } from '@/lib/http/client-address';
import { ShopError } from '@/lib/errors';
import { counted, limiterFor } from './limiter-store';
import { PEER_HEADER } from './peer-header.mjs';

export interface RateLimit {
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
}

/** The header scripts/peer-address.mjs writes the connection's own address into. */
export { PEER_HEADER };

/**
 * The client's address (lib/http/client-address.ts): the connection's, or with TRUSTED_PROXIES
 * the one the trusted proxies report. A server started without the peer header (plain `next start`)
 * cannot tell clients apart, so all of them share one limit: stricter, never escapable.
 */
export function clientKey(request: NextRequest): string {
  const address = clientAddress(request.headers.get(PEER_HEADER), request.headers.get('x-forwarded-for'), proxyTrust());
  return address ?? 'unknown-peer';
}

let trustRead: { setting: string | undefined; trust: ProxyTrust } | undefined;

/** TRUSTED_PROXIES, parsed once per value rather than on every request. */
function proxyTrust(): ProxyTrust {
  const setting = process.env.TRUSTED_PROXIES;
  if (trustRead && trustRead.setting === setting) return trustRead.trust;
  const parsed = parseTrustedProxies(setting);
  // An unreadable setting trusts no proxy; the launcher refuses to start with one anyway.
  trustRead = { setting, trust: parsed.ok ? parsed.trust : { kind: 'none' } };
  return trustRead.trust;
}

/**
 * Throws a 429 ShopError (with how long to wait, also as Retry-After) once the client has used up its window, and a 503
 * when the limit cannot be counted (Redis down).
 */
export async function enforceRateLimit(request: NextRequest, name: string, limit: RateLimit): Promise<void> {
  try {
    await counted(() => limiterOf(name, limit).consume(clientKey(request)));
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw tooManyRequests(error.msBeforeNext);
  }
}

const limiterOf = (name: string, limit: RateLimit) => limiterFor({ keyPrefix: name, points: limit.points, duration: limit.windowSeconds });

function tooManyRequests(msBeforeNext: number): ShopError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ShopError('rate_limited', 'rate_limited', `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`, seconds);
}

/**
 * A limit on refusals only (wrong discount codes): `refuseWhenSpent` before the attempt answers 429
 * once the client's refusals fill the window, and `countRefusal` after a refused attempt spends one.
 * A shopper whose attempts succeed is never held up; a script guessing is, after a few guesses.
 */
export async function refuseWhenSpent(request: NextRequest, name: string, limit: RateLimit): Promise<void> {
  const spent = await counted(() => limiterOf(name, limit).get(clientKey(request)));
  if (spent && spent.remainingPoints <= 0) throw tooManyRequests(spent.msBeforeNext);
}

export async function countRefusal(request: NextRequest, name: string, limit: RateLimit): Promise<void> {
  await counted(() => limiterOf(name, limit).consume(clientKey(request))).catch((error: unknown) => {
    // Already spent: the next attempt is refused by refuseWhenSpent.
    if (!(error instanceof RateLimiterRes)) throw error;
  });
}

export const NEWSLETTER_LIMIT: RateLimit = { points: 5, windowSeconds: 600 };
export const CONTACT_LIMIT: RateLimit = { points: 5, windowSeconds: 3600 };
export const TRACKING_LIMIT: RateLimit = { points: 10, windowSeconds: 600 };
/** Wrong discount codes one client may try in ten minutes (docs/adr/0034), so codes cannot be guessed by script. */
export const DISCOUNT_GUESS_LIMIT: RateLimit = { points: 10, windowSeconds: 600 };
/**
 * Calls that reach a WooCommerce store (carts, orders, payments; lib/commerce/store-limit.ts): a
 * shopper makes a few a minute, and the store, a small PHP host, is everyone's.
 */
export const STORE_LIMIT: RateLimit = { points: 120, windowSeconds: 60 };

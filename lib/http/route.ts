import { NextResponse, type NextRequest } from 'next/server';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/lib/db/unavailable';
import { STORE_RETRY_AFTER_SECONDS, StoreRefusedError, StoreUnavailableError } from '@/lib/commerce';
import { ShopError } from '@/lib/errors';
import { jsonError } from './errors';
import { refusedWrite } from './write-guard';
import { errorFields, logger } from '@/lib/log';

export type Handler<C> = (request: NextRequest, context: C) => Promise<Response>;

/** The handlers route() made: every state-changing API handler must be one (tests/integration/api-write-guard.test.ts). */
const guarded = new WeakSet<object>();

export const isGuardedRoute = (handler: unknown): boolean => typeof handler === 'function' && guarded.has(handler);

/**
 * Wraps a route handler so a state-changing call from another site, or with a declared body over its
 * limit, is refused before the handler runs (./write-guard.ts), and every failure leaves as the
 * shared JSON error: a ShopError with its kind's status, a database or a store (WooCommerce) that
 * cannot be reached as a 503 with Retry-After, anything unexpected as a 500 that shows no stack
 * trace or SQL.
 */
export function route<C>(handler: Handler<C>): Handler<C> {
  const wrapped: Handler<C> = async (request, context) => {
    const refused = refusedWrite(request);
    if (refused) return jsonError(refused);
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ShopError) return jsonError(error);
      if (isDatabaseUnavailable(error)) {
        logger('api').warn({ method: request.method, path: request.nextUrl.pathname, ...errorFields(error) }, 'database unavailable');
        return jsonError(new ShopError('unavailable', 'database_unavailable', 'The shop cannot reach its database just now. Please try again in a moment.'), {
          'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
        });
      }
      if (error instanceof StoreUnavailableError || error instanceof StoreRefusedError) {
        logger('api').error({ method: request.method, path: request.nextUrl.pathname, ...errorFields(error) }, 'the store failed');
        return jsonError(new ShopError('unavailable', 'store_unavailable', 'The shop cannot reach its store just now. Please try again in a moment.'), {
          'Retry-After': String(STORE_RETRY_AFTER_SECONDS),
        });
      }
      logger('api').error({ method: request.method, path: request.nextUrl.pathname, ...errorFields(error) }, 'request failed');
      return jsonError({ status: 500, code: 'internal_error', message: 'Something went wrong on our side. Please try again in a moment.' });
    }
  };
  guarded.add(wrapped);
  return wrapped;
}

export function json<T>(body: T, init?: ResponseInit): NextResponse<T> {
  return NextResponse.json(body, init);
}

/**
 * compression's default threshold, which Next's `compress` uses: a body smaller than this is not
 * worth compressing.
 */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Carts, orders and payments are one shopper's own: no cache anywhere may keep or share them. Next
 * sends a route handler's body as a stream without its length, so its compression cannot apply its
 * threshold and gzipped every answer for a browser accepting gzip, each through a zlib stream of its
 * own: about 6% of a checkout's server time, for answers of 100-400 bytes (docs/adr/0037). A small
 * answer says `no-transform`, which that compression honours, and leaves as it is; a larger one is
 * compressed as before.
 */
export function privateJson<T>(body: T, init: ResponseInit = {}): NextResponse<T> {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  headers.set('Cache-Control', Buffer.byteLength(text) < COMPRESSION_THRESHOLD_BYTES ? 'private, no-store, no-transform' : 'private, no-store');
  headers.set('Content-Type', 'application/json');
  return new NextResponse<T>(text, { ...init, headers });
}

/**
 * A back end kept by another service (a WooCommerce store, docs/adr/0025) fails in one of two ways,
 * and callers never read HTTP details: it did not answer, or it refused. The API answers both with
 * 503 and Retry-After (lib/http/route.ts): neither is the shopper's doing.
 */

/** Seconds a client is asked to wait before trying again while the store does not answer. */
export const STORE_RETRY_AFTER_SECONDS = 10;

/** The store did not answer: down, unreachable, too slow, or failing (5xx). */
export class StoreUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(`The WooCommerce store did not answer: ${detail}`);
    this.name = 'StoreUnavailableError';
  }
}

/** The store answered with a refusal (4xx): WooCommerce's status, code and message. */
export class StoreRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly storeMessage: string,
  ) {
    super(`The WooCommerce store refused the request (${status} ${code}): ${storeMessage}`);
    this.name = 'StoreRefusedError';
  }
}


/**
 * The shop's one error type: a refusal the client should hear about, with a stable code and the HTTP
 * status its kind implies. Raised anywhere on the server (parsing, commerce, payments, route
 * handlers); the route wrapper and the proxy turn it into the shared JSON error (lib/http/errors.ts),
 * so no handler writes error JSON by hand. Expected outcomes that are not refusals are a `Result`.
 */
export type { Result } from '@/lib/domain/result';
export { fail, ok } from '@/lib/domain/result';

export type ShopErrorKind = 'invalid' | 'unauthorized' | 'not_found' | 'forbidden' | 'conflict' | 'gone' | 'too_large' | 'unsupported_media' | 'unprocessable' | 'rate_limited' | 'unavailable';

const STATUS_OF_KIND: Record<ShopErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

export class ShopError extends Error {
  constructor(
    readonly kind: ShopErrorKind,
    /** Stable, machine-readable: what clients and tests branch on. */
    readonly code: string,
    message: string,
    /** For a refusal that lifts by itself (a used-up rate limit): seconds until it does, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ShopError';
  }

  get status(): number {
    return STATUS_OF_KIND[this.kind];
  }
}

/** The plainest refusal: nothing lives there. */
export const notFound = (message: string) => new ShopError('not_found', 'not_found', message);

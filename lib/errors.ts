/**
 * A refusal the shopper should hear about, raised below the HTTP layer (commerce, payments). The
 * route wrapper turns it into the shared JSON error with the status its kind implies, so domain
 * code never speaks HTTP and handlers never translate errors by hand.
 */
export type ShopErrorKind = 'invalid' | 'not_found' | 'forbidden' | 'conflict' | 'gone' | 'unavailable';

export const STATUS_OF_KIND: Record<ShopErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unavailable: 503,
};

export class ShopError extends Error {
  constructor(
    readonly kind: ShopErrorKind,
    /** Stable, machine-readable: what clients and tests branch on. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

import { ShopError } from '@/lib/errors';

/** A client's own name for one request: printable ASCII, long enough not to be guessed by accident. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

/** The request's Idempotency-Key header, or null without one; a malformed key is a 400. */
export function idempotencyKeyFrom(request: Request): string | null {
  const key = request.headers.get('idempotency-key');
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new ShopError('invalid', 'invalid_idempotency_key', 'Idempotency-Key must be 8 to 255 printable characters, without spaces.');
  return key;
}

/** The same, for an action that must never be repeated by accident (a refund): without a key, a 400. */
export function requiredIdempotencyKey(request: Request, action: string): string {
  const key = idempotencyKeyFrom(request);
  if (key === null) {
    throw new ShopError(
      'invalid',
      'idempotency_key_required',
      `Send an Idempotency-Key header with each ${action}, a new one for each ${action} you mean to make: a repeat with the same key answers with the first.`,
    );
  }
  return key;
}

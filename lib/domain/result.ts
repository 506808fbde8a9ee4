/**
 * An expected failure, returned rather than thrown: a payment that does not pay for its order is an
 * answer, not an accident. Exceptions (lib/errors.ts) are for refusals that end a request.
 */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function fail<E>(error: E): Result<never, E> {
  return { ok: false, error };
}

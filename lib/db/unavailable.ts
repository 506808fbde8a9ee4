/**
 * Whether an error means the database cannot be reached right now (refused, dropped, shutting down
 * or starting up), as opposed to a bug: the API answers those with 503 and Retry-After, not 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
// PostgreSQL's SQLSTATEs for a server going away or not there yet: class 08 and 57P01-57P03.
const SERVER_CODES = /^(08\d{3}|57P0[123])$/;
const DROPPED = /Connection terminated|connection (is )?(closed|ended)|terminating connection|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === 'string' && DROPPED.test(message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

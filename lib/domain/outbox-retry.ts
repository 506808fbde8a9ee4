/**
 * When the outbox tries a message again after the mail server refused it or could not be reached:
 * soon at first (a blip), then further apart (an outage), and after the sixth failed attempt not
 * at all, so the back office shows the message as failed instead of it being retried for ever.
 */

/** Minutes to wait after the 1st, 2nd, ... 5th failed attempt. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 240] as const;
export const MAX_SEND_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

export type AfterFailure = { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' };

/** What becomes of a message whose attempt number `attempts` (counting from 1) has just failed. */
export function afterFailedAttempt(attempts: number, now: Date): AfterFailure {
  if (!Number.isSafeInteger(attempts) || attempts < 1) throw new RangeError(`Not an attempt number: ${attempts}`);
  const delay = RETRY_DELAYS_MINUTES[attempts - 1];
  if (delay === undefined) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + delay * 60_000) };
}

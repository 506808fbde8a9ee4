/**
 * Expires cache tags from anywhere in the server: a route handler, the pending-order sweep (a timer,
 * outside any request) or a script. Pages and data carrying one of these tags are rendered afresh on
 * their next request, on every instance (docs/adr/0009, 0027). Next's own revalidateTag works only
 * inside a request, hence this.
 */
import { expireCacheTags } from './page-cache.mjs';
import { localExpiryOf, tagsExpiredSince as expiredSince } from './tag-expiries.mjs';

export function expireTags(tags: Iterable<string>): void {
  expireCacheTags(tags);
}

/** When this process last expired a tag (ms since epoch), or 0: for tests and diagnostics. */
export function tagExpiredAt(tag: string): number {
  return localExpiryOf(tag);
}

/**
 * The tags expired after `time` (ms since epoch) on any instance: what a copy of the data made at
 * `time` no longer shows rightly. Null when that cannot be known (Redis unreachable).
 */
export function tagsExpiredSince(time: number): Promise<string[] | null> {
  return expiredSince(time);
}

/**
 * Expires cache tags from anywhere in the server: a route handler, the pending-order sweep (a timer,
 * outside any request) or a script. Pages and data carrying one of these tags are rendered afresh on
 * their next request, on this instance at once and, with REDIS_URL, on every instance within about a
 * second (docs/adr/0023). The record is the one lib/cache/page-cache-handler.mjs reads, because Next's
 * own revalidateTag only works inside a request.
 */
import { expiredTags, recordExpiry } from './expired-tags.mjs';

export function expireTags(tags: Iterable<string>): void {
  recordExpiry(tags);
}

/** When a tag was last expired (ms since epoch), or 0: for tests and diagnostics. */
export function tagExpiredAt(tag: string): number {
  return expiredTags().get(tag) ?? 0;
}

/** The tags expired after `time` (ms since epoch): what a copy of the data made at `time` no longer shows rightly. */
export function tagsExpiredSince(time: number): string[] {
  const expired: string[] = [];
  for (const [tag, at] of expiredTags()) if (at > time) expired.push(tag);
  return expired;
}

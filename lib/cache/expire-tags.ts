/**
 * Expires cache tags from anywhere in the server: a route handler, the pending-order sweep (a timer,
 * outside any request) or a script. Pages and data carrying one of these tags are rendered afresh on
 * their next request. The map is the one lib/cache/page-cache-handler.mjs reads (same global symbol),
 * because Next's own revalidateTag only works inside a request.
 */
const EXPIRED_TAGS = Symbol.for('highland-home.expired-tags');

function expiredTags(): Map<string, number> {
  const scope = globalThis as unknown as Record<symbol, Map<string, number> | undefined>;
  return (scope[EXPIRED_TAGS] ??= new Map());
}

export function expireTags(tags: Iterable<string>): void {
  const now = Date.now();
  for (const tag of tags) expiredTags().set(tag, now);
}

/** When a tag was last expired (ms since epoch), or 0: for tests and diagnostics. */
export function tagExpiredAt(tag: string): number {
  return expiredTags().get(tag) ?? 0;
}

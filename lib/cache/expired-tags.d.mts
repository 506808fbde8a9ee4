/** Types for expired-tags.mjs, shared with the page cache handler as plain JavaScript. */
export function expiredTags(): Map<string, number>;
export function tagsKnown(): boolean;
export function recordExpiry(tags: Iterable<string>, at?: number): void;
export function expiriesWritten(): Promise<void>;

/** Types for tag-expiries.mjs, shared with the page cache handler as plain JavaScript. */
export function recordTagExpiries(tags: Iterable<string>, at?: number): void;
export function localExpiryOf(tag: string): number;
export function tagsExpiredSince(time: number): Promise<string[] | null>;
export function tagExpiriesWritten(): Promise<void>;

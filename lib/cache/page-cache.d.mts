/** Types for page-cache.mjs, shared with the page cache handler as plain JavaScript. */
export const RENDER_WINDOW_MS: number;
export function expireCacheTags(tags: Iterable<string>): void;

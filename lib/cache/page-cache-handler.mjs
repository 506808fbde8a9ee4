// @ts-check
/**
 * Next's incremental cache for this shop: whole rendered pages (ISR) and unstable_cache entries,
 * held in memory and expired by tag (docs/adr/0009-storefront-rendering.md).
 *
 * Why our own handler rather than Next's file-system default:
 * - the default also serves the pages prerendered at build time, which hold whatever the build
 *   machine's database said; the shop builds once and then serves fresh databases (a new shop, the
 *   e2e run), so every page here is rendered from the live database on its first request instead;
 * - the default keeps revalidated tags in a private map that only `revalidateTag` inside a request
 *   can reach, so the pending-order sweep (a timer) could not refresh anything. Our tags live in
 *   one process-wide map that lib/cache/expire-tags.ts writes from anywhere.
 *
 * With REDIS_URL (docs/adr/0023) the memory is a first level in front of Redis, which every
 * instance shares, and the expired tags are shared through Redis too (lib/cache/expired-tags.mjs).
 * While this instance cannot know every expiry (Redis down, its subscription lost) every lookup is
 * a miss: the page is rendered from the database rather than risk showing stock that has gone.
 *
 * Plain JavaScript because Next loads this file with `import()` at run time, outside its bundles.
 */
import { LRUCache } from 'lru-cache';
import { expiredTags, recordExpiry, tagsKnown } from './expired-tags.mjs';
import { buildIdOf, readShared, writeShared } from './shared-entries.mjs';

const ENTRIES = Symbol.for('highland-home.page-cache');
const TAGS_HEADER = 'x-next-cache-tags';
const MAX_BYTES = Number(process.env.PAGE_CACHE_MAX_MB ?? 128) * 1024 * 1024;
/**
 * A render that read the database just before a tag expired can be stored just after it. Entries
 * stored this soon after an expiry of one of their tags are treated as expired too, so a purchase is
 * never hidden by a render that raced it; the cost is a few uncached renders of that one page.
 */
const RENDER_WINDOW_MS = 2_000;

/** @typedef {import('./shared-entries.mjs').Entry} Entry */

/** @returns {LRUCache<string, Entry>} */
function entries() {
  const scope = /** @type {Record<symbol, LRUCache<string, Entry> | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (scope[ENTRIES] ??= new LRUCache({ maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.size }));
}

/**
 * A page that answered "not found" (a hidden product, a story not yet written) may be found once the
 * catalogue or the content changes; Next stores it without the tags its render read, so it is given
 * the shape tags here (lib/domain/cache-tags.ts CATALOGUE_TAG and CONTENT_TAG).
 */
const NOT_FOUND_TAGS = ['catalogue', 'content'];

/** @param {any} value */
function tagsOfValue(value) {
  const header = value?.headers?.[TAGS_HEADER];
  const tags = typeof header === 'string' && header ? header.split(',') : [];
  return value?.kind === 'APP_PAGE' && value.status === 404 ? [...tags, ...NOT_FOUND_TAGS] : tags;
}

/**
 * A page's HTML is kept as UTF-8 bytes. Next sends a cached string with `res.end(string)`, and Node
 * writes a string of more than 64 kB with any non-ASCII character in it roughly ten times slower than
 * the same bytes (measured: 3,400 against 41,000 responses a second for the 86 kB product page from a
 * bare Node server). Given bytes, Next streams them instead. The bytes also take half the memory of
 * V8's two-byte string. docs/adr/0009.
 * @param {any} value
 */
function asBytes(value) {
  return value?.kind === 'APP_PAGE' && typeof value.html === 'string' ? { ...value, html: Buffer.from(value.html) } : value;
}

/** @param {any} value */
function sizeOf(value) {
  if (!value) return 1;
  let bytes = 0;
  for (const part of [value.html, value.rscData, value.body]) {
    if (typeof part === 'string' || Buffer.isBuffer(part)) bytes += part.length;
  }
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) bytes += segment.length;
  if (value.data !== undefined) bytes += JSON.stringify(value.data).length;
  return Math.max(bytes, 1);
}

/**
 * @param {string[]} tags
 * @param {number} since
 */
function anyExpiredSince(tags, since) {
  const expired = expiredTags();
  return tags.some((tag) => (expired.get(tag) ?? 0) >= since - RENDER_WINDOW_MS);
}

/**
 * @param {Entry | undefined | null} entry
 * @param {{ tags?: string[], softTags?: string[] }} ctx
 */
function isFresh(entry, ctx) {
  return !!entry && !anyExpiredSince([...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])], entry.lastModified);
}

export default class PageCacheHandler {
  /** @param {{ serverDistDir?: string }} [options] Next's, of which only where the build is matters. */
  constructor(options = {}) {
    this.buildId = buildIdOf(options.serverDistDir);
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx = {}) {
    if (!tagsKnown()) return null;
    let entry = entries().get(key);
    if (!isFresh(entry, ctx)) {
      entries().delete(key);
      // Rendered by another instance, or by this one before its memory let it go.
      entry = await readShared(this.buildId, key);
      if (!entry || !isFresh(entry, ctx) || !tagsKnown()) return null;
      entries().set(key, entry);
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {{ tags?: string[], cacheControl?: any }} [ctx]
   */
  async set(key, value, ctx = {}) {
    const tags = [...new Set([...tagsOfValue(value), ...(ctx.tags ?? [])])];
    const stored = Date.now();
    const entry = { value: asBytes(value), lastModified: stored, tags, cacheControl: ctx.cacheControl, size: sizeOf(value) };
    entries().set(key, entry);
    await writeShared(this.buildId, key, entry);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    recordExpiry(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}

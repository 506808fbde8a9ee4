// @ts-check
/**
 * The page cache of a shop without REDIS_URL: Next's rendered pages and cached data in this
 * process's memory (PAGE_CACHE_MAX_MB), dropped by tag (docs/adr/0009, 0027).
 *
 * Why not Next's own file-system cache:
 * - it also serves the pages prerendered at build time, which hold whatever the build machine's
 *   database said; the shop builds once and then serves fresh databases (a new shop, the e2e run),
 *   so every page here is rendered from the live database on its first request instead;
 * - its expired tags are reachable only through `revalidateTag` inside a request, and the
 *   pending-order sweep expires tags from a timer (lib/cache/page-cache.mjs).
 */
import { LRUCache } from 'lru-cache';

const MAX_BYTES = Number(process.env.PAGE_CACHE_MAX_MB ?? 128) * 1024 * 1024;

/** @typedef {{ value: any, lastModified: number, tags: string[], cacheControl: any, size: number }} Entry */

/**
 * What an entry takes in memory. A string counts two bytes a character: V8 keeps a string with any
 * character past Latin-1 (a curly quote, a dash) at two bytes each, and nearly every page has one.
 * @param {any} value
 */
function sizeOf(value) {
  if (!value) return 1;
  let bytes = 0;
  for (const part of [value.html, value.rscData, value.body]) {
    if (typeof part === 'string') bytes += 2 * part.length;
    else if (Buffer.isBuffer(part)) bytes += part.length;
  }
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) bytes += segment.length;
  if (value.data !== undefined) bytes += JSON.stringify(value.data).length;
  return Math.max(bytes, 1);
}

export class MemoryPages {
  constructor() {
    /** @type {LRUCache<string, Entry>} */
    this.entries = new LRUCache({ maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.size });
    /** When each tag was last expired (ms since epoch). @type {Map<string, number>} */
    this.expiries = new Map();
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} ctx
   */
  async get(key, ctx) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
    if (tags.some((tag) => (this.expiries.get(tag) ?? 0) >= entry.lastModified)) {
      this.entries.delete(key);
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {string[]} tags every tag of the entry: Next's header and context, and the shop's own
   * @param {any} cacheControl its lifetime, as Next gave it
   */
  async set(key, value, tags, cacheControl) {
    this.entries.set(key, { value, lastModified: Date.now(), tags, cacheControl, size: sizeOf(value) });
  }

  /**
   * @param {string[]} tags
   * @param {number} at
   * @returns {Promise<boolean>} always delivered: there is nowhere else to tell
   */
  async expire(tags, at) {
    for (const tag of tags) if (at > (this.expiries.get(tag) ?? 0)) this.expiries.set(tag, at);
    return true;
  }
}

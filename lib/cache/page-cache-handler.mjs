// @ts-check
/**
 * Next's incremental cache for this shop (next.config.mjs `cacheHandler`): whole rendered pages
 * (ISR) and unstable_cache entries, kept by lib/cache/page-cache.mjs in memory or, with REDIS_URL,
 * in Redis for every instance, and dropped by tag (docs/adr/0009, 0027).
 *
 * Plain JavaScript because Next loads this file with `import()` at run time, outside its bundles.
 */
import { expireCacheTags, pageCache } from './page-cache.mjs';

const TAGS_HEADER = 'x-next-cache-tags';

/**
 * A page that answered "not found" (a hidden product, a story not yet written) may be found once the
 * catalogue or the content changes; Next stores it without the tags its render read, so it is given
 * the shape tags here (lib/domain/cache-tags.ts CATALOGUE_TAG and CONTENT_TAG).
 */
const NOT_FOUND_TAGS = ['catalogue', 'content'];

/**
 * @param {any} value
 * @param {string[]} [contextTags]
 */
function tagsOf(value, contextTags = []) {
  const header = value?.headers?.[TAGS_HEADER];
  const tags = typeof header === 'string' && header ? header.split(',') : [];
  const notFound = value?.kind === 'APP_PAGE' && value.status === 404 ? NOT_FOUND_TAGS : [];
  return [...new Set([...tags, ...contextTags, ...notFound])];
}

/**
 * A page's HTML is kept as UTF-8 bytes and handed to Next as a string. Kept as a string, in V8's heap
 * at two bytes a character (nearly every page has a curly quote or a dash), a full 128 MB page cache
 * took the server's peak to 420 MB under bench:memory, against 369 MB as bytes outside the heap.
 * Handed over as bytes, Next streams them: a web stream piped a chunk at a time, a gzip flush after
 * each, and a promise for every step that AsyncLocalStorage's hooks then follow; a string it sends
 * with one `res.end(html)`, which with a browser's gzip served each page 1.25-1.45x as often.
 * Decoding costs a hit time too, so the hottest few pages' strings are kept (./decoded-pages.mjs).
 * docs/adr/0009.
 * @param {any} value
 */
function asBytes(value) {
  return value?.kind === 'APP_PAGE' && typeof value.html === 'string' ? { ...value, html: Buffer.from(value.html) } : value;
}

/**
 * @param {string} key
 * @param {any} value
 * @param {import('./decoded-pages.mjs').DecodedPages} decoded
 */
function asText(key, value, decoded) {
  return value?.kind === 'APP_PAGE' && Buffer.isBuffer(value.html) ? { ...value, html: decoded.text(key, value.html) } : value;
}

/**
 * A cached route (a share card) that answered 404 is not kept: its address can be anything anyone
 * makes up, and each would take a place in the page cache (and a key in Redis) for nothing, pushing
 * real pages out. Answering it again is a database read (issue 39, docs/adr/0029).
 * @param {any} value
 */
function isRouteNotFound(value) {
  return value?.kind === 'APP_ROUTE' && value.status === 404;
}

export default class PageCacheHandler {
  /** @param {{ serverDistDir?: string }} [options] Next's, of which only where the build is matters. */
  constructor(options = {}) {
    this.cache = pageCache(options.serverDistDir);
  }

  /**
   * @param {string} key
   * @param {any} [ctx] Next's: the kind of entry, and the tags a data entry is asked with
   */
  async get(key, ctx = {}) {
    const hit = await this.cache.pages.get(key, ctx);
    return hit && { lastModified: hit.lastModified, value: asText(key, hit.value, this.cache.decoded), cacheControl: hit.cacheControl };
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {{ tags?: string[], cacheControl?: any }} [ctx]
   */
  async set(key, value, ctx = {}) {
    if (isRouteNotFound(value)) return;
    this.cache.decoded.forget(key);
    await this.cache.pages.set(key, asBytes(value), tagsOf(value, ctx.tags), ctx.cacheControl);
  }

  /** @param {string | string[]} tags Next's own revalidateTag and revalidatePath */
  async revalidateTag(tags) {
    expireCacheTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}

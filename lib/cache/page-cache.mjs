// @ts-check
/**
 * The shop's page cache (docs/adr/0009, 0027): Next's rendered pages and cached data, dropped by
 * tag when stock, prices or content change. One per process, on globalThis, because Next loads its
 * handler (lib/cache/page-cache-handler.mjs) with `import()` outside its bundles while route
 * handlers and the pending-order sweep's timer expire tags from inside them.
 *
 * - Without REDIS_URL: this process's memory (lib/cache/memory-pages.mjs).
 * - With REDIS_URL: Redis, shared by every instance, through a maintained cache handler package
 *   (lib/cache/shared-pages.mjs).
 */
import { sharedRedis, redisUrl } from '../redis/shared-redis.mjs';
import { DecodedPages } from './decoded-pages.mjs';
import { MemoryPages } from './memory-pages.mjs';
import { buildIdOf, SharedPages } from './shared-pages.mjs';
import { recordTagExpiries } from './tag-expiries.mjs';

const CACHE = Symbol.for('highland-home.page-cache');
/**
 * A render that read the database just before a tag expired can be stored just after it. Each
 * expiry is therefore made twice, the second time this long after the first, which drops such a
 * page too: a purchase is never hidden for longer than this. The cost is one more render of the
 * pages of what changed.
 */
export const RENDER_WINDOW_MS = 2_000;
/** After Redis answers again, the expiries it missed are sent this long after, and again later: the package reconnects on its own. */
const REPLAY_AFTER_MS = [1_000, 3_000];

/**
 * @typedef {{ get(key: string, ctx: any): Promise<{ lastModified: number, value: any, cacheControl?: any } | null>, set(key: string, value: any, tags: string[], cacheControl: any): Promise<void>, expire(tags: string[], at: number): Promise<boolean> }} PageStore
 * @typedef {{ url: string | undefined, pages: PageStore, decoded: DecodedPages, undelivered: Set<string>, watched: boolean }} PageCache
 */

/** @returns {Record<symbol, PageCache | undefined>} */
function scope() {
  return /** @type {Record<symbol, PageCache | undefined>} */ (/** @type {unknown} */ (globalThis));
}

/**
 * This process's page cache, made on first use (by Next's handler, or by an expiry that comes first).
 * @param {string} [serverDistDir] where Next says the build is
 * @returns {PageCache}
 */
export function pageCache(serverDistDir) {
  const url = redisUrl();
  const current = scope()[CACHE];
  if (current && current.url === url) return current;
  const pages = url ? new SharedPages(url, buildIdOf(serverDistDir)) : new MemoryPages();
  return (scope()[CACHE] = { url, pages, decoded: new DecodedPages(), undelivered: new Set(), watched: false });
}

/**
 * Expiries made while Redis could not take them are sent again once it answers: until then every
 * lookup is a miss anyway, but a page stored in Redis before the outage would come back with it.
 * @param {PageCache} cache
 */
function replayWhenReachable(cache) {
  const redis = sharedRedis();
  if (cache.watched || !redis) return;
  cache.watched = true;
  redis.command.on('ready', () => {
    for (const delay of REPLAY_AFTER_MS) {
      setTimeout(() => {
        if (cache.undelivered.size > 0) void deliver(cache, [...cache.undelivered], Date.now());
      }, delay).unref();
    }
  });
}

/**
 * @param {PageCache} cache
 * @param {string[]} tags
 * @param {number} at
 */
async function deliver(cache, tags, at) {
  // The package skips a deletion while its connection is down without saying so: the shop's own
  // connection to the same Redis tells whether it could have gone through.
  const reachable = !cache.url || sharedRedis()?.command.status === 'ready';
  const delivered = (await cache.pages.expire(tags, at)) && reachable;
  for (const tag of tags) {
    if (delivered) cache.undelivered.delete(tag);
    else cache.undelivered.add(tag);
  }
  if (!delivered) replayWhenReachable(cache);
}

/**
 * Drops the pages and data carrying any of these tags, on every instance, now and once more after
 * the render window. Synchronous for its callers (route handlers, the order sweep's timer): the
 * work goes on behind it.
 * @param {Iterable<string>} tags
 */
export function expireCacheTags(tags) {
  const list = [...new Set(tags)];
  if (list.length === 0) return;
  const at = Date.now();
  recordTagExpiries(list, at);
  const cache = pageCache();
  void deliver(cache, list, at);
  setTimeout(() => void deliver(cache, list, Date.now()), RENDER_WINDOW_MS).unref();
}

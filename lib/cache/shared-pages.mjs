// @ts-check
/**
 * The page cache of a scaled-out shop (REDIS_URL): `@trieb.work/nextjs-turbo-redis-cache`, a
 * maintained Redis cache handler for Next, keeps every instance's pages and data in Redis and drops
 * them by tag on every instance (docs/adr/0027). This adapter only bounds its waits, so that a
 * Redis that is down, starting or frozen costs a render, never a hung request:
 * - the package waits up to 30 s for its first connection, and sends writes and deletions with no
 *   time limit of their own;
 * - a lookup that does not answer within LOOKUP_LIMIT_MS is a miss, and the page renders from the
 *   database, as it does while Redis is down.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The package keeps an entry's value, time and tags, not its lifetime; Next 16 takes the lifetime from
 * the entry when the instance reading it did not render it (otherwise it counts the page stale after a
 * second), so the lifetime travels inside the value under this name.
 */
const LIFETIME = 'highlandCacheControl';
/** The package's own limit on a lookup's GET, and ours on the whole lookup. */
const GET_TIMEOUT_MS = 500;
const LOOKUP_LIMIT_MS = 1_000;
/** A write or deletion that has not answered by then is reported undelivered (lib/cache/page-cache.mjs). */
const WRITE_LIMIT_MS = 1_500;

/**
 * @template T
 * @param {Promise<T>} work
 * @param {number} ms
 * @param {T} otherwise what a failure or a late answer counts as
 * @returns {Promise<T>}
 */
function within(work, ms, otherwise) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms, otherwise)));
  return Promise.race([work.catch(() => otherwise), late]).finally(() => clearTimeout(timer));
}

/**
 * The Redis database REDIS_URL names (`redis://host:6379/2`), 0 by default: the package needs it spelled out.
 * @param {string} url
 */
export function databaseOf(url) {
  const number = Number(new URL(url).pathname.slice(1) || 0);
  return Number.isInteger(number) && number >= 0 ? number : 0;
}

/**
 * The build's id, read at run time. Entries are kept per build: a page names the script files of the
 * build that rendered it, so during a rolling deploy each build reads only its own pages.
 * @param {string | undefined} serverDistDir
 */
export function buildIdOf(serverDistDir) {
  for (const file of [serverDistDir && path.join(serverDistDir, '..', 'BUILD_ID'), path.join(process.cwd(), '.next', 'BUILD_ID')]) {
    try {
      if (file) return readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim();
    } catch {
      // Not built there (dev, tests): try the next place.
    }
  }
  return 'unbuilt';
}

export class SharedPages {
  /**
   * @param {string} url REDIS_URL
   * @param {string} buildId
   */
  constructor(url, buildId) {
    // Imported here, not at the top: a shop without REDIS_URL never loads the package and the
    // Redis client it brings (about 560 modules; docs/adr/0036).
    this.handler = import('@trieb.work/nextjs-turbo-redis-cache').then(({ RedisStringsHandler }) => new RedisStringsHandler({
      redisUrl: url,
      database: databaseOf(url),
      keyPrefix: `highland-home:${buildId}:`,
      getTimeoutMs: GET_TIMEOUT_MS,
      // Every lookup asks Redis. The package's in-memory copies would answer from memory for up to
      // their lifetime while a frozen Redis can no longer say that a page was dropped.
      redisGetDeduplication: false,
      inMemoryCachingTime: 0,
    }));
    // Each use meets a failed import as a miss or an undelivered write (`within`); this only keeps
    // it from counting as unhandled before the first use.
    this.handler.catch(() => {});
  }

  /**
   * @param {string} key
   * @param {any} ctx Next's
   */
  async get(key, ctx) {
    const hit = /** @type {{ lastModified: number, value: any } | null} */ (await within(this.handler.then((handler) => handler.get(key, ctx)), LOOKUP_LIMIT_MS, null));
    if (!hit) return null;
    const { [LIFETIME]: cacheControl, ...value } = hit.value ?? {};
    return { lastModified: hit.lastModified, value: hit.value && value, cacheControl };
  }

  /**
   * @param {string} key
   * @param {any} value
   * @param {string[]} tags every tag of the entry: Next's header and context, and the shop's own
   * @param {any} cacheControl its lifetime, as Next gave it
   */
  async set(key, value, tags, cacheControl) {
    const kept = value && cacheControl ? { ...value, [LIFETIME]: cacheControl } : value;
    await within(this.handler.then((handler) => handler.set(key, kept, { isRoutePPREnabled: false, isFallback: false, tags, cacheControl })), WRITE_LIMIT_MS, undefined);
  }

  /**
   * Drops what carries these tags, on every instance.
   * @param {string[]} tags
   * @returns {Promise<boolean>} false when it may not have reached Redis in time
   */
  expire(tags) {
    return within(
      this.handler.then((handler) => handler.revalidateTag(tags)).then(() => true),
      WRITE_LIMIT_MS,
      false,
    );
  }
}

// @ts-check
/**
 * When each cache tag was last expired, for what keeps its own copy of data rather than a cached
 * page: the WooCommerce catalogue snapshot asks which products changed since it was read
 * (lib/commerce/woocommerce/catalogue-snapshot.ts). The page cache itself drops pages by tag
 * (lib/cache/page-cache.mjs) and needs none of this.
 *
 * Without REDIS_URL the log is this process's map. With it, every instance writes its expiries to
 * one Redis sorted set (tag → time) and reads it when asked, so a webhook that reached one instance
 * is known to all. An expiry Redis did not take is kept and written, with its time, once Redis
 * answers again; a log that cannot be read answers "unknown", and the snapshot then trusts only a
 * copy read moments ago.
 *
 * Plain JavaScript on globalThis, like lib/redis/shared-redis.mjs: the cache handler runs outside
 * Next's bundles and the route handlers inside them.
 */
import { noteOutage, noteRecovery, sharedRedis } from '../redis/shared-redis.mjs';

const STATE = Symbol.for('highland-home.tag-expiries');
const KEY = 'highland-home:tag-expiries';
/** Older expiries concern no copy still in use (the snapshot re-reads everything within ten minutes). */
const KEEP_MS = 60 * 60_000;

/**
 * @typedef {import('../redis/shared-redis.mjs').SharedRedis} SharedRedis
 * @typedef {{ local: Map<string, number>, pending: Map<string, number>, writing: Promise<void>, watched: WeakSet<object> }} State
 */

/** @returns {State} */
function state() {
  const scope = /** @type {Record<symbol, State | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (scope[STATE] ??= { local: new Map(), pending: new Map(), writing: Promise.resolve(), watched: new WeakSet() });
}

/**
 * @param {Map<string, number>} map
 * @param {Iterable<[string, number]>} expiries
 */
function merge(map, expiries) {
  for (const [tag, at] of expiries) if (at > (map.get(tag) ?? 0)) map.set(tag, at);
}

/** @param {SharedRedis} redis */
async function writePending(redis) {
  const { pending } = state();
  if (pending.size === 0) return;
  const expiries = [...pending];
  pending.clear();
  try {
    const args = expiries.flatMap(([tag, at]) => [at, tag]);
    const oldest = Math.min(...expiries.map(([, at]) => at)) - KEEP_MS;
    await redis.command.multi().zadd(KEY, 'GT', ...args).zremrangebyscore(KEY, '-inf', oldest).exec();
    noteRecovery(redis);
  } catch (error) {
    merge(pending, expiries);
    noteOutage(redis, error);
  }
}

/** @param {SharedRedis} redis */
function flush(redis) {
  const current = state();
  if (!current.watched.has(redis.command)) {
    current.watched.add(redis.command);
    // What could not be written is written as soon as the connection is back.
    redis.command.on('ready', () => void flush(redis));
  }
  current.writing = current.writing.then(() => writePending(redis));
  return current.writing;
}

/**
 * Notes that these tags expired now (or at `at`): here at once, and with Redis for every instance.
 * @param {Iterable<string>} tags
 * @param {number} [at]
 */
export function recordTagExpiries(tags, at = Date.now()) {
  /** @type {[string, number][]} */
  const expiries = [...tags].map((tag) => [tag, at]);
  const current = state();
  merge(current.local, expiries);
  const redis = sharedRedis();
  if (!redis) return;
  merge(current.pending, expiries);
  void flush(redis);
}

/** When this process last expired or heard of a tag (ms since epoch), or 0. */
export function localExpiryOf(tag) {
  return state().local.get(tag) ?? 0;
}

/**
 * The tags expired after `time` (ms since epoch), on any instance; null when that cannot be known
 * (Redis down), so the caller must not trust a copy made at `time`.
 * @param {number} time
 * @returns {Promise<string[] | null>}
 */
export async function tagsExpiredSince(time) {
  const current = state();
  const redis = sharedRedis();
  if (redis) {
    try {
      const shared = await redis.command.zrangebyscore(KEY, `(${time}`, '+inf');
      const tags = new Set(shared);
      for (const [tag, at] of current.local) if (at > time) tags.add(tag);
      return [...tags];
    } catch (error) {
      noteOutage(redis, error);
      return null;
    }
  }
  return [...current.local].filter(([, at]) => at > time).map(([tag]) => tag);
}

/** Waits until the expiries recorded so far have reached Redis or failed to (tests, shutdown). */
export function tagExpiriesWritten() {
  return state().writing;
}

// @ts-check
/**
 * When each cache tag was last expired (ms since epoch), as this process knows it: read by the page
 * cache handler, written by lib/cache/expire-tags.ts and by Next's own revalidateTag.
 *
 * With REDIS_URL every instance must know every expiry (docs/adr/0023): an expiry is written to a
 * Redis hash and published; each instance subscribes, applies what is published at once, and reloads
 * the whole hash each time its subscription comes up. While the subscription is down this process
 * cannot know what others expired, so `tagsKnown()` is false and the cache answers misses.
 *
 * Plain JavaScript on globalThis, like lib/redis/shared-redis.mjs: the handler runs outside Next's
 * bundles and expire-tags.ts inside them.
 */
import { noteOutage, noteRecovery, sharedRedis } from '../redis/shared-redis.mjs';

const EXPIRED_TAGS = Symbol.for('highland-home.expired-tags');
const TAG_SYNC = Symbol.for('highland-home.expired-tags-sync');
const HASH = 'highland-home:expired-tags';
const CHANNEL = 'highland-home:expired-tags';
/**
 * A subscription can look up while Redis has stopped answering (a hung server, a dropped route): a
 * ping this often, answered within the command timeout, is what keeps it counted as up.
 */
const HEARTBEAT_MS = 1_000;

/**
 * @typedef {import('../redis/shared-redis.mjs').SharedRedis} SharedRedis
 * @typedef {{ redis: SharedRedis, inSync: boolean, pending: Map<string, number>, writing: Promise<void>, heartbeat: NodeJS.Timeout }} TagSync
 */

/** @returns {Record<symbol, any>} */
function scope() {
  return /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));
}

/** @returns {Map<string, number>} */
export function expiredTags() {
  return (scope()[EXPIRED_TAGS] ??= new Map());
}

/** @param {Record<string, number | string>} expiries */
function learn(expiries) {
  const known = expiredTags();
  for (const [tag, at] of Object.entries(expiries)) {
    const ms = Number(at);
    if (Number.isFinite(ms) && ms > (known.get(tag) ?? 0)) known.set(tag, ms);
  }
}

/**
 * Expiries this process could not write to Redis are written when it answers again, with the time
 * they happened, so the other instances still drop what was rendered before them. One write at a
 * time, so `expiriesWritten()` can wait for the last.
 * @param {TagSync} sync
 */
function publishPending(sync) {
  sync.writing = sync.writing.then(() => writePending(sync));
  return sync.writing;
}

/** @param {TagSync} sync */
async function writePending(sync) {
  if (sync.pending.size === 0) return;
  const expiries = Object.fromEntries(sync.pending);
  sync.pending.clear();
  try {
    await sync.redis.command.multi().hset(HASH, expiries).publish(CHANNEL, JSON.stringify(expiries)).exec();
  } catch (error) {
    for (const [tag, at] of Object.entries(expiries)) if (at > (sync.pending.get(tag) ?? 0)) sync.pending.set(tag, at);
    noteOutage(sync.redis, error);
  }
}

/** @param {TagSync} sync */
async function subscribeAndReload(sync) {
  const { command, subscriber } = sync.redis;
  try {
    await subscriber.subscribe(CHANNEL);
    // Subscribed first, then read: an expiry published in between arrives as a message.
    learn(await command.hgetall(HASH));
    sync.inSync = true;
    noteRecovery(sync.redis);
    await publishPending(sync);
  } catch (error) {
    sync.inSync = false;
    noteOutage(sync.redis, error);
    // The connection is up but the reload failed (the command connection is down): try again soon.
    if (subscriber.status === 'ready') setTimeout(() => void subscribeAndReload(sync), HEARTBEAT_MS).unref();
  }
}

/** @param {SharedRedis} redis @returns {TagSync} */
function startSync(redis) {
  /** @type {TagSync} */
  const sync = { redis, inSync: false, pending: new Map(), writing: Promise.resolve(), heartbeat: setInterval(() => void beat(), HEARTBEAT_MS) };
  sync.heartbeat.unref();
  const { command, subscriber } = redis;
  subscriber.on('message', (channel, message) => {
    if (channel !== CHANNEL) return;
    try {
      learn(JSON.parse(message));
    } catch {
      // Not one of ours: nothing to learn from it.
    }
  });
  subscriber.on('ready', () => void subscribeAndReload(sync));
  subscriber.on('close', () => (sync.inSync = false));
  command.on('ready', () => void publishPending(sync));
  if (subscriber.status === 'ready') void subscribeAndReload(sync);

  async function beat() {
    if (subscriber.status !== 'ready' || !sync.inSync) return;
    try {
      await subscriber.ping();
    } catch (error) {
      sync.inSync = false;
      noteOutage(redis, error);
      // A fresh connection either answers, and is reloaded, or stays down.
      subscriber.disconnect(true);
    }
  }
  return sync;
}

/** The sync with this process's Redis, started on first use; undefined without REDIS_URL. */
function tagSync() {
  const redis = sharedRedis();
  if (!redis) return undefined;
  /** @type {TagSync | undefined} */
  const current = scope()[TAG_SYNC];
  if (current?.redis === redis) return current;
  if (current) clearInterval(current.heartbeat);
  return (scope()[TAG_SYNC] = startSync(redis));
}

/**
 * Whether this process knows every expiry that matters: always without Redis; with it, only while
 * the subscription is up and the hash has been reloaded since it came up.
 */
export function tagsKnown() {
  const sync = tagSync();
  return sync ? sync.inSync : true;
}

/**
 * Expires tags here at once and, with Redis, on every instance. Synchronous for its callers (route
 * handlers, the order sweep's timer); the write to Redis goes on behind it.
 * @param {Iterable<string>} tags
 * @param {number} [at]
 */
export function recordExpiry(tags, at = Date.now()) {
  /** @type {Record<string, number>} */
  const expiries = {};
  for (const tag of tags) expiries[tag] = at;
  learn(expiries);
  const sync = tagSync();
  if (!sync) return;
  for (const [tag, ms] of Object.entries(expiries)) sync.pending.set(tag, Math.max(ms, sync.pending.get(tag) ?? 0));
  void publishPending(sync);
}

/** Waits until the expiries recorded so far have reached Redis or failed to (tests, shutdown). */
export async function expiriesWritten() {
  /** @type {TagSync | undefined} */
  const sync = scope()[TAG_SYNC];
  await sync?.writing;
}

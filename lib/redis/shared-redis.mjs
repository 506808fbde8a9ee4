// @ts-check
/**
 * The shop's own connection to the one Redis of a scaled-out shop (REDIS_URL, docs/adr/0023): the
 * rate limits, the health check and the log of tag expiries (lib/cache/tag-expiries.mjs). The page
 * cache's entries go through the cache handler package's own connections (docs/adr/0027). Without
 * REDIS_URL there is none, and everything stays in the process.
 *
 * Plain JavaScript, held on globalThis: the page cache handler is loaded by Next with `import()`
 * outside its bundles, while route handlers and the sweeps reach this through Next's bundles, and
 * both must share one connection per process.
 */
import { Redis } from 'ioredis';
import pino from 'pino';

const SHARED = Symbol.for('highland-home.redis');

/**
 * A dead or hung Redis must answer within about two seconds, not hold a request: commands queued
 * while it reconnects fail after COMMAND_TIMEOUT_MS, and are not retried on a new connection.
 */
export const CONNECT_TIMEOUT_MS = 1_000;
export const COMMAND_TIMEOUT_MS = 1_500;
const RECONNECT_MAX_MS = 2_000;

/**
 * @typedef {{ url: string, command: Redis, down: boolean, log: pino.Logger }} SharedRedis
 */

/** @returns {Record<symbol, SharedRedis | undefined>} */
function scope() {
  return /** @type {Record<symbol, SharedRedis | undefined>} */ (/** @type {unknown} */ (globalThis));
}

/** REDIS_URL, or undefined when the shop runs without Redis. */
export function redisUrl() {
  return process.env.REDIS_URL || undefined;
}

/** @param {string} url @param {string} name */
function connect(url, name) {
  return new Redis(url, {
    connectionName: `highland-home-${name}`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, RECONNECT_MAX_MS),
  });
}

/** @param {string} url @returns {SharedRedis} */
function open(url) {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
  const log = pino({ level, base: { service: 'highland-home', area: 'redis' }, timestamp: pino.stdTimeFunctions.isoTime });
  const shared = { url, command: connect(url, 'command'), down: false, log };
  // Without a listener ioredis prints every failed reconnect; one line per outage is enough.
  shared.command.on('error', (error) => noteOutage(shared, error));
  shared.command.on('ready', () => noteRecovery(shared));
  return shared;
}

/**
 * This process's connection to REDIS_URL, opened on first use; undefined without REDIS_URL. A
 * changed REDIS_URL (tests) closes the old one.
 * @returns {SharedRedis | undefined}
 */
export function sharedRedis() {
  const url = redisUrl();
  const current = scope()[SHARED];
  if (current?.url === url) return current;
  if (current) closeConnections(current);
  scope()[SHARED] = url ? open(url) : undefined;
  return scope()[SHARED];
}

/**
 * Logs the first failure of an outage and stays quiet until Redis answers again.
 * @param {SharedRedis} shared
 * @param {unknown} error
 */
export function noteOutage(shared, error) {
  if (shared.down) return;
  shared.down = true;
  const message = error instanceof Error ? error.message : String(error);
  shared.log.warn({ err: { message } }, 'Redis unreachable: pages render from the database and rate-limited actions answer 503 until it is back');
}

/** @param {SharedRedis} shared */
export function noteRecovery(shared) {
  if (!shared.down) return;
  shared.down = false;
  shared.log.info('Redis reachable again');
}

/** @param {SharedRedis} shared */
function closeConnections(shared) {
  shared.command.disconnect();
}

/** Closes this process's connection (tests, shutdown). */
export function closeSharedRedis() {
  const current = scope()[SHARED];
  scope()[SHARED] = undefined;
  if (current) closeConnections(current);
}

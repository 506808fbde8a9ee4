// @ts-check
/**
 * The page cache's second level with REDIS_URL (docs/adr/0023): every instance reads the pages and
 * data entries any of them rendered. Entries go through V8's serializer, which keeps a page's HTML
 * and payload as bytes and a segment map as a Map, as the handler stores them.
 *
 * Keys carry the build's id: a page refers to the script files of the build that rendered it, so
 * during a rolling deploy each build reads only its own pages. Tag expiries are not per build: both
 * builds show the same database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { noteOutage, sharedRedis } from '../redis/shared-redis.mjs';

/** Long enough to outlive any revalidation time (Next serves a stale entry while it renders anew); short enough that pages nobody asks for go. */
const ENTRY_TTL_SECONDS = 24 * 60 * 60;

/** @typedef {{ value: any, lastModified: number, tags: string[], cacheControl?: any, size: number }} Entry */

/** @type {Map<string | undefined, string>} */
const buildIds = new Map();

/**
 * The id of the build being served, read once: Next makes a handler for each request.
 * @param {string | undefined} serverDistDir
 */
export function buildIdOf(serverDistDir) {
  let id = buildIds.get(serverDistDir);
  if (id === undefined) buildIds.set(serverDistDir, (id = readBuildId(serverDistDir)));
  return id;
}

/** @param {string | undefined} serverDistDir */
function readBuildId(serverDistDir) {
  const candidates = [serverDistDir && path.join(serverDistDir, '..', 'BUILD_ID'), path.join(process.cwd(), '.next', 'BUILD_ID')];
  for (const file of candidates) {
    if (!file) continue;
    try {
      // The build's own id file, read at run time: nothing for the build to trace into the output.
      return readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim();
    } catch {
      // Not built there (dev, tests): try the next place.
    }
  }
  return 'unbuilt';
}

/**
 * This process's Redis while its connection is up. While it is down a page is rendered and kept
 * in memory at once, rather than wait for a command to time out in the reconnect queue.
 */
function connected() {
  const redis = sharedRedis();
  return redis?.command.status === 'ready' ? redis : undefined;
}

/** @param {string} buildId @param {string} key */
const redisKey = (buildId, key) => `highland-home:cache:${buildId}:${key}`;

/**
 * The entry another instance (or this one) stored, or null when there is none, it cannot be read,
 * or Redis does not answer in time; never throws.
 * @param {string} buildId
 * @param {string} key
 * @returns {Promise<Entry | null>}
 */
export async function readShared(buildId, key) {
  const redis = connected();
  if (!redis) return null;
  let stored;
  try {
    stored = await redis.command.getBuffer(redisKey(buildId, key));
  } catch (error) {
    noteOutage(redis, error);
    return null;
  }
  try {
    return stored ? /** @type {Entry} */ (deserialize(stored)) : null;
  } catch {
    // Written by another Node version's serializer: render it again.
    return null;
  }
}

/**
 * Stores an entry for every instance; an entry Redis does not take is only this instance's.
 * @param {string} buildId
 * @param {string} key
 * @param {Entry} entry
 */
export async function writeShared(buildId, key, entry) {
  const redis = connected();
  if (!redis) return;
  try {
    await redis.command.set(redisKey(buildId, key), serialize(entry), 'EX', ENTRY_TTL_SECONDS);
  } catch (error) {
    noteOutage(redis, error);
  }
}

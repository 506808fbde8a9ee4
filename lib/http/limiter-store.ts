/**
 * Where the per-client limits and the sign-in lock-out count (docs/adr/0013, 0021, 0023): in this
 * process's memory, or with REDIS_URL in Redis, so that every instance counts against one limit.
 * The limits, key prefixes and answers are the same either way.
 *
 * With Redis a count that cannot be read or written refuses the action with a 503: an action that
 * is limited is never let through unlimited, and never answered with a 500.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ShopError } from '@/lib/errors';
import { noteOutage, sharedRedis, type SharedRedis } from '@/lib/redis/shared-redis.mjs';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds the points last. */
  duration: number;
  /** Seconds a client stays refused once the points run out (the lock-out). */
  blockDuration?: number;
}

const limiters = new Map<string, { redis: SharedRedis | undefined; limiter: RateLimiterAbstract }>();

/** The limiter of one key prefix, made once per store. */
export function limiterFor(options: LimiterOptions): RateLimiterAbstract {
  const redis = sharedRedis();
  const made = limiters.get(options.keyPrefix);
  if (made && made.redis === redis) return made.limiter;
  const limiter = redis ? new RateLimiterRedis({ ...options, storeClient: redis.command }) : new RateLimiterMemory(options);
  limiters.set(options.keyPrefix, { redis, limiter });
  return limiter;
}

export const limitsUnavailable = () => new ShopError('unavailable', 'limits_unavailable', 'This is briefly unavailable. Please try again in a moment.');

/**
 * Runs calls to the limiters. A used-up limit (rate-limiter-flexible's RateLimiterRes) passes
 * through for the caller to answer; a store that failed becomes `limits_unavailable`.
 */
export async function counted<T>(calls: () => Promise<T>): Promise<T> {
  try {
    return await calls();
  } catch (error) {
    if (error instanceof RateLimiterRes) throw error;
    const redis = sharedRedis();
    if (redis) noteOutage(redis, error);
    throw limitsUnavailable();
  }
}

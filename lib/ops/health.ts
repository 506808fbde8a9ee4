/**
 * Reachability of what the shop needs to serve, for the load balancer's health check (GET
 * /api/health): its database, and with REDIS_URL its Redis (docs/adr/0022, 0023).
 */
import 'server-only';
import { getConnection } from '@/lib/db/client';
import { settleWithin, TIMED_OUT } from '@/lib/domain/settle-within';
import { sharedRedis } from '@/lib/redis/shared-redis.mjs';

export const HEALTH_TIMEOUT_MS = 2_000;

export type RedisHealth = 'ok' | 'unreachable' | 'not_configured';

/** True when `ask` answers within the timeout; never throws. */
async function answersWithin(ask: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  try {
    return (await settleWithin(ask(), timeoutMs)) !== TIMED_OUT;
  } catch {
    return false;
  }
}

/** True when the database answers a trivial query within the timeout; never throws. */
export function databaseReachable(timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  return answersWithin(() => getConnection().pool.query('SELECT 1'), timeoutMs);
}

/** Whether Redis answers a PING within the timeout; `not_configured` without REDIS_URL. Never throws. */
export async function redisHealth(timeoutMs = HEALTH_TIMEOUT_MS): Promise<RedisHealth> {
  const redis = sharedRedis();
  if (!redis) return 'not_configured';
  return (await answersWithin(() => redis.command.ping(), timeoutMs)) ? 'ok' : 'unreachable';
}

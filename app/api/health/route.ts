import { databaseReachable, redisHealth } from '@/lib/ops/health';
import { privateJson } from '@/lib/http/route';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and uptime checks: 200 while this instance can reach its database and, with
 * REDIS_URL, its Redis; 503 (with what is down) when it cannot, so traffic goes to an instance that
 * can serve it. Without REDIS_URL, redis reads `not_configured` and does not count.
 */
export async function GET() {
  const [reachable, redis] = await Promise.all([databaseReachable(), redisHealth()]);
  const database = reachable ? 'ok' : 'unreachable';
  const healthy = database === 'ok' && redis !== 'unreachable';
  return privateJson({ status: healthy ? 'ok' : 'unavailable', database, redis }, { status: healthy ? 200 : 503 });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

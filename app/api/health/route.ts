import { databaseReachable } from '@/lib/ops/health';
import { privateJson } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and uptime checks: 200 while this instance can reach its database, 503 (with
 * what is down) when it cannot, so traffic goes to an instance that can serve it.
 */
export async function GET() {
  const database = (await databaseReachable()) ? 'ok' : 'unreachable';
  const healthy = database === 'ok';
  return privateJson({ status: healthy ? 'ok' : 'unavailable', database }, { status: healthy ? 200 : 503 });
}

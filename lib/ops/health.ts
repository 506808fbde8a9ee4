/** Reachability of the shop's database, for the load balancer's health check (GET /api/health). */
import 'server-only';
import { getConnection } from '@/lib/db/client';

export const HEALTH_TIMEOUT_MS = 2_000;

/** True when the database answers a trivial query within the timeout; never throws. */
export async function databaseReachable(timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = getConnection()
      .pool.query('SELECT 1')
      .then(() => true as const)
      .catch(() => false as const);
    return await Promise.race([answered, timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checked as a shop instance starts with REDIS_URL (lib/ops/start-instance.ts): the Redis there
 * must publish the key events the page cache's package relies on to forget expired and evicted
 * entries (docs/adr/0027). The package itself stops the process when they are missing, with a
 * message that does not name the shop's setting; this says which setting and how to set it. A
 * Redis that does not answer yet is no reason to refuse: pages then render from the database.
 */
import { Redis } from 'ioredis';

const CHECK_TIMEOUT_MS = 2_000;
const EVENTS = 'notify-keyspace-events';
const SET_IT = `set ${EVENTS} to Exe (redis-cli config set ${EVENTS} Exe, and in redis.conf so that it outlives a restart)`;

/** Whether a notify-keyspace-events value publishes key events for expired and evicted keys. */
export function publishesKeyEvents(value: string): boolean {
  return value.includes('E') && (value.includes('A') || (value.includes('x') && value.includes('e')));
}

export async function redisCacheProblem(env: Record<string, string | undefined>): Promise<string | null> {
  const url = env.REDIS_URL;
  if (!url || (env.SKIP_KEYSPACE_CONFIG_CHECK ?? '').toUpperCase() === 'TRUE') return null;
  const redis = new Redis(url, { connectTimeout: CHECK_TIMEOUT_MS, commandTimeout: CHECK_TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch {
    redis.disconnect();
    return null;
  }
  try {
    const reply = (await redis.config('GET', EVENTS)) as string[];
    const value = reply[1] ?? '';
    return publishesKeyEvents(value) ? null : `The Redis at REDIS_URL has ${EVENTS} "${value}": the page cache needs expired and evicted key events, so ${SET_IT}.`;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `The Redis at REDIS_URL would not show its ${EVENTS} setting (${message}): ${SET_IT}, or, where the provider forbids CONFIG and has it set, set SKIP_KEYSPACE_CONFIG_CHECK=true.`;
  } finally {
    redis.disconnect();
  }
}

/**
 * Settings for running the shop as several instances (docs/adr/0022, 0023), read once at start: a
 * wrong value stops the start with a message naming it, rather than surface as a failure later.
 */
export type Setting<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Connections per instance when DATABASE_POOL_SIZE is unset: node-postgres's own default. */
export const DEFAULT_POOL_SIZE = 10;
const MAX_POOL_SIZE = 1_000;

/** DATABASE_POOL_SIZE: the most connections one instance holds to PostgreSQL. */
export function parsePoolSize(value: string | undefined): Setting<number> {
  const text = value?.trim() ?? '';
  if (!text) return { ok: true, value: DEFAULT_POOL_SIZE };
  const size = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_POOL_SIZE) {
    return { ok: false, problem: `DATABASE_POOL_SIZE must be a whole number from 1 to ${MAX_POOL_SIZE}; "${text}" is not.` };
  }
  return { ok: true, value: size };
}

/** How often each instance sweeps pending orders and the outbox when ORDER_SWEEP_SECONDS is unset. */
export const DEFAULT_SWEEP_SECONDS = 60;
const MAX_SWEEP_SECONDS = 3_600;

/**
 * ORDER_SWEEP_SECONDS: how often each instance runs the pending-order and outbox sweeps. An unpaid
 * hold is cancelled within this long of running out; the scale-out journey shortens it to watch
 * several instances sweep without waiting minutes.
 */
export function parseSweepSeconds(value: string | undefined): Setting<number> {
  const text = value?.trim() ?? '';
  if (!text) return { ok: true, value: DEFAULT_SWEEP_SECONDS };
  const seconds = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(seconds) || seconds < 1 || seconds > MAX_SWEEP_SECONDS) {
    return { ok: false, problem: `ORDER_SWEEP_SECONDS must be a whole number from 1 to ${MAX_SWEEP_SECONDS}; "${text}" is not.` };
  }
  return { ok: true, value: seconds };
}

/** REDIS_URL: unset (no Redis), or a redis:// or rediss:// address. */
export function parseRedisUrl(value: string | undefined): Setting<string | undefined> {
  const text = value?.trim() ?? '';
  if (!text) return { ok: true, value: undefined };
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    return { ok: false, problem: 'REDIS_URL must be a redis:// or rediss:// address, such as redis://127.0.0.1:6379.' };
  }
  return { ok: true, value: text };
}

/** The first problem among the settings above, if any. */
export function instanceSettingsProblem(env: Record<string, string | undefined>): string | undefined {
  for (const setting of [parsePoolSize(env.DATABASE_POOL_SIZE), parseRedisUrl(env.REDIS_URL), parseSweepSeconds(env.ORDER_SWEEP_SECONDS)]) {
    if (!setting.ok) return setting.problem;
  }
  return undefined;
}

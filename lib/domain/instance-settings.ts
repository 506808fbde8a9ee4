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
  for (const setting of [parsePoolSize(env.DATABASE_POOL_SIZE), parseRedisUrl(env.REDIS_URL)]) {
    if (!setting.ok) return setting.problem;
  }
  return undefined;
}

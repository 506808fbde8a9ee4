/**
 * Settings for running the shop as several instances (docs/adr/0022, 0023), and who hears of new
 * orders, read once at start: a wrong value stops the start with a message naming it, rather than
 * surface as a failure later.
 */
import { parseOwnerEmailSetting } from '@/lib/domain/owner-recipients';

export type Setting<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Connections per instance when DATABASE_POOL_SIZE is unset: node-postgres's own default. */
export const DEFAULT_POOL_SIZE = 10;
const MAX_POOL_SIZE = 1_000;

/** A whole number from `min` (1) to `max` read from the setting `name`, or `fallback` when it is unset. */
function wholeNumberSetting(name: string, value: string | undefined, fallback: number, max: number, min = 1): Setting<number> {
  const text = value?.trim() ?? '';
  if (!text) return { ok: true, value: fallback };
  const number = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    return { ok: false, problem: `${name} must be a whole number from ${min} to ${max}; "${text}" is not.` };
  }
  return { ok: true, value: number };
}

/** DATABASE_POOL_SIZE: the most connections one instance holds to PostgreSQL. */
export function parsePoolSize(value: string | undefined): Setting<number> {
  return wholeNumberSetting('DATABASE_POOL_SIZE', value, DEFAULT_POOL_SIZE, MAX_POOL_SIZE);
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
  return wholeNumberSetting('ORDER_SWEEP_SECONDS', value, DEFAULT_SWEEP_SECONDS, MAX_SWEEP_SECONDS);
}

/**
 * The production server's JavaScript heap in MB when SERVER_HEAP_MB is unset: three times the 107 MB
 * of live heap a server holds once it has loaded every route (the back office's among them). Bounded
 * at 160 with 161 MB live it ran out in the journeys; at 320 the bench's load peaked at 376 MB
 * RSS, against 730 MB unbounded (docs/adr/0036).
 */
export const DEFAULT_SERVER_HEAP_MB = 320;
/** Below this the server's own code and a busy moment's requests leave no room to collect in. */
const MIN_SERVER_HEAP_MB = 128;
const MAX_SERVER_HEAP_MB = 65_536;

/**
 * SERVER_HEAP_MB: the most the production server's JavaScript heap may hold (Node's
 * --max-old-space-size). Bounded, V8 collects as it goes instead of letting the heap grow toward a
 * limit Node sizes from the machine's memory; too small, the server stops with "heap out of memory".
 */
export function parseServerHeapMb(value: string | undefined): Setting<number> {
  return wholeNumberSetting('SERVER_HEAP_MB', value, DEFAULT_SERVER_HEAP_MB, MAX_SERVER_HEAP_MB, MIN_SERVER_HEAP_MB);
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

/**
 * SHOP_OWNER_EMAIL: the addresses told of each paid order, or null (unset) for every owner account.
 * Refused when malformed, since an address the shop cannot read would leave the owner untold.
 */
export function parseShopOwnerEmail(value: string | undefined): Setting<string[] | null> {
  const parsed = parseOwnerEmailSetting(value);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, problem: parsed.error };
}

/** The first problem among the settings above, if any. */
export function instanceSettingsProblem(env: Record<string, string | undefined>): string | undefined {
  const settings = [parsePoolSize(env.DATABASE_POOL_SIZE), parseRedisUrl(env.REDIS_URL), parseSweepSeconds(env.ORDER_SWEEP_SECONDS), parseShopOwnerEmail(env.SHOP_OWNER_EMAIL), parseServerHeapMb(env.SERVER_HEAP_MB)];
  for (const setting of settings) {
    if (!setting.ok) return setting.problem;
  }
  return undefined;
}

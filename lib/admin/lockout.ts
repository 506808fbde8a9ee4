/**
 * Sign-in lock-out (docs/adr/0021): after SIGN_IN_ATTEMPTS failures for one account, or from one
 * address, sign-in answers 429 for SIGN_IN_LOCK_MINUTES, whatever the password. Counting both stops
 * one address trying many accounts and many addresses trying one. Held where the other per-client
 * limits are (lib/http/limiter-store.ts): in memory, or with REDIS_URL in Redis, so a lock holds on
 * every instance. A count that cannot be read or written answers 503 rather than let a guess through.
 */
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { SIGN_IN_ATTEMPTS, SIGN_IN_LOCK_MINUTES } from '@/lib/domain/owner-accounts';
import { ShopError } from '@/lib/errors';
import { counted, limiterFor, usedUpIsFine } from '@/lib/http/limiter-store';

const LOCK_SECONDS = SIGN_IN_LOCK_MINUTES * 60;
const limiter = (keyPrefix: string) => limiterFor({ keyPrefix, points: SIGN_IN_ATTEMPTS, duration: LOCK_SECONDS, blockDuration: LOCK_SECONDS });
const byAccount = () => limiter('owner-sign-in-account');
const byAddress = () => limiter('owner-sign-in-address');

export interface SignInClient {
  email: string;
  address: string;
}

function lockedFor(state: RateLimiterRes | null): number {
  return state && state.consumedPoints >= SIGN_IN_ATTEMPTS ? state.msBeforeNext : 0;
}

/** Throws 429 while either the account or the address is locked. */
export async function refuseWhileLocked(client: SignInClient): Promise<void> {
  const [account, address] = await counted(() => Promise.all([byAccount().get(client.email), byAddress().get(client.address)]));
  const waitMs = Math.max(lockedFor(account), lockedFor(address));
  if (waitMs <= 0) return;
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new ShopError('rate_limited', 'sign_in_locked', `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

export async function recordFailure(client: SignInClient): Promise<void> {
  // consume() rejects once the points run out; that is the lock taking hold, not an error.
  await counted(() => Promise.all([byAccount().consume(client.email).catch(usedUpIsFine), byAddress().consume(client.address).catch(usedUpIsFine)]));
}

/** A right password clears the account's count; the address keeps its own. */
export async function recordSuccess(client: SignInClient): Promise<void> {
  await counted(() => byAccount().delete(client.email));
}

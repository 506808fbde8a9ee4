/**
 * Sign-in lock-out (docs/adr/0021): SIGN_IN_ATTEMPTS passwords are checked per account, and per
 * address, in SIGN_IN_LOCK_MINUTES; past that, sign-in answers 429 for SIGN_IN_LOCK_MINUTES, whatever
 * the password. Counting both stops one address trying many accounts and many addresses trying one.
 *
 * An attempt is spent before its password is checked, in one atomic step of the store, so a burst
 * of simultaneous attempts gets no more checks than attempts one after another would: checking
 * first and counting after let every request in a burst pass while the first was still hashing.
 * Held where the other per-client limits are (lib/http/limiter-store.ts): in memory, or with
 * REDIS_URL in Redis, so the budget is the same on every instance. A count that cannot be read or
 * written answers 503 rather than let a guess through.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { SIGN_IN_ATTEMPTS, SIGN_IN_LOCK_MINUTES } from '@/lib/domain/owner-accounts';
import { ShopError } from '@/lib/errors';
import { counted, limiterFor } from '@/lib/http/limiter-store';

const LOCK_SECONDS = SIGN_IN_LOCK_MINUTES * 60;
const limiter = (keyPrefix: string) => limiterFor({ keyPrefix, points: SIGN_IN_ATTEMPTS, duration: LOCK_SECONDS, blockDuration: LOCK_SECONDS });
const byAccount = () => limiter('owner-sign-in-account');
const byAddress = () => limiter('owner-sign-in-address');

export interface SignInClient {
  email: string;
  address: string;
}

function locked(waitMs: number): ShopError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new ShopError('rate_limited', 'sign_in_locked', `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
}

/** The wait a used-up count asks for, or null when the consume went through. */
async function spend(consume: () => Promise<unknown>): Promise<number | null> {
  try {
    await consume();
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error.msBeforeNext;
    throw error;
  }
}

/**
 * Spends one attempt of the account's and one of the address's budget; throws 429 when either is
 * used up, before any password is checked.
 */
export async function spendAttempt(client: SignInClient): Promise<void> {
  const waits = await counted(() => Promise.all([spend(() => byAccount().consume(client.email)), spend(() => byAddress().consume(client.address))]));
  const refused = waits.filter((wait): wait is number => wait !== null);
  if (refused.length > 0) throw locked(Math.max(...refused));
}

/**
 * A right password clears the account's count and gives the address back the attempt it spent, so
 * owners signing in from one office do not lock each other out; failures keep counting.
 */
export async function recordSuccess(client: SignInClient): Promise<void> {
  await counted(() => Promise.all([byAccount().delete(client.email), byAddress().reward(client.address, 1)]));
}

/**
 * Bursts of simultaneous owner sign-ins (docs/adr/0021), for the lock-out's tests in memory and in
 * Redis: how many passwords were checked (401) and how many were refused unchecked (429).
 */
import { POST as postSession } from '@/app/api/admin/session/route';
import { PEER_HEADER } from '@/lib/http/rate-limit';
import { Shopper } from './shopper';

export interface BurstTally {
  /** Passwords verified and found wrong. */
  checked: number;
  /** Refused by the lock-out before any password was verified. */
  locked: number;
  /** Signed in. */
  opened: number;
  other: number[];
}

export interface SignInAttempt {
  email: string;
  password: string;
  address: string;
}

/** Sends every attempt at once and counts the answers. */
export async function burst(attempts: SignInAttempt[]): Promise<BurstTally> {
  const replies = await Promise.all(
    attempts.map(({ email, password, address }) =>
      new Shopper().call<{ error?: { code: string } }>(postSession, '/api/admin/session', { method: 'POST', body: { email, password }, headers: { [PEER_HEADER]: address } }),
    ),
  );
  const tally: BurstTally = { checked: 0, locked: 0, opened: 0, other: [] };
  for (const reply of replies) {
    if (reply.status === 401) tally.checked += 1;
    else if (reply.status === 429 && reply.body.error?.code === 'sign_in_locked') tally.locked += 1;
    else if (reply.status === 200) tally.opened += 1;
    else tally.other.push(reply.status);
  }
  return tally;
}

let addresses = 0;
/** An address no other burst has used, in a block of its own per test file. */
export const freshAddress = (block: number) => {
  addresses += 1;
  return `10.${block}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** `count` wrong passwords for one account at once, each from an address of its own. */
export const oneAccountManyAddresses = (email: string, count: number, block: number): SignInAttempt[] =>
  Array.from({ length: count }, (_, index) => ({ email, password: `wrong guess ${index}`, address: freshAddress(block) }));

/** `count` accounts tried at once from one address. */
export const oneAddressManyAccounts = (count: number, block: number, label: string): SignInAttempt[] => {
  const address = freshAddress(block);
  return Array.from({ length: count }, (_, index) => ({ email: `${label}-${index}@highland-home.example`, password: 'wrong guess', address }));
};

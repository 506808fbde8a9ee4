/**
 * PostgreSQL advisory locks: work that must happen once across every shop instance sharing the
 * database (the minute sweeps, migrations), or one at a time (a WooCommerce item's checkouts). The lock belongs to one connection, held for the work
 * and given back after it, so a crashed instance's lock goes with its connection.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { getConnection, type Transaction } from './client';

/** One number per kind of work; any stable 64-bit values would do, these spell the work out. */
export const LOCKS = {
  orderSweep: 0x4848_0001,
  outboxSweep: 0x4848_0002,
  /** With a WooCommerce item's id: one checkout at a time places an order for that item (docs/adr/0026). */
  storeStock: 0x4848_0003,
} as const;

/**
 * Waits for, then holds until `tx` ends, the lock of `kind` on each of `ids`: every instance's
 * transaction asking for one of them waits its turn. Taken in ascending order, so two holders
 * never wait on each other.
 */
export async function lockEachInTransaction(tx: Transaction, kind: number, ids: readonly number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) await tx.execute(sql`SELECT pg_advisory_xact_lock(${kind}::int, ${id}::int)`);
}

/**
 * Runs `work` only if no other connection (in this process or another instance) holds `key`;
 * otherwise skips it and resolves `{ ran: false }`. Used for sweeps, which the holder is already doing.
 */
export async function whileHoldingLock<T>(key: number, work: () => Promise<T>): Promise<{ ran: true; result: T } | { ran: false }> {
  const client = await getConnection().pool.connect();
  let released = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, result: await work() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((error: unknown) => {
        // The connection broke: the lock went with it. Never hand a broken client back to the pool.
        released = true;
        client.release(error instanceof Error ? error : new Error(String(error)));
      });
    }
  } finally {
    if (!released) client.release();
  }
}

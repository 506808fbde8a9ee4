/**
 * A transaction whose BEGIN fails (the connection dropped as it was checked out) must give its
 * client back to the pool: otherwise every such failure during a database outage shrinks the pool
 * for good, and the shop never recovers (lib/db/client.ts).
 */
import { sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { getConnection, getDb } from '@/lib/db/client';

const checkedOut = () => {
  const { pool } = getConnection();
  return pool.totalCount - pool.idleCount;
};

describe('a transaction whose BEGIN fails', () => {
  it('gives its client back, and the next transaction works', async () => {
    const { pool } = getConnection();
    const failures = 12; // more than the pool holds
    for (let i = 0; i < failures; i++) {
      pool.once('acquire', (client: PoolClient) => (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy());
      await expect(getDb().transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    }
    expect(checkedOut()).toBe(0);
    const answer = await getDb().transaction(async (tx) => (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one);
    expect(answer).toBe(1);
    expect(checkedOut()).toBe(0);
  });
});

/**
 * A database of a test's own, in the integration run's PostgreSQL, for tests that must shape the
 * catalogue (or take migrations back) without disturbing the seeded one other tests read.
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import { databaseUrl, type Database } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';

export interface ScratchDatabase {
  url: string;
  db: Database;
  drop(): Promise<void>;
}

async function administer(statement: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database (no schema yet: prepareDatabase migrates it). */
export async function createScratchDatabase(purpose: string): Promise<ScratchDatabase> {
  const name = `scratch_${purpose}_${randomBytes(4).toString('hex')}`;
  await administer(`CREATE DATABASE "${name}"`);
  const url = new URL(databaseUrl());
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 4 });
  return {
    url: url.toString(),
    db: drizzle(pool, { schema }),
    async drop() {
      await pool.end();
      await administer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

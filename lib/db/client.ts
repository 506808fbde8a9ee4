import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import { errorFields, logger } from '@/lib/log';

export type Database = NodePgDatabase<typeof schema>;

/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface Connection {
  url: string;
  pool: Pool;
  db: Database;
}

// One pool per process; kept on globalThis so Next's dev reloads don't open a new pool each time.
const holder = globalThis as typeof globalThis & { __highlandDb?: Connection };

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: start the shop with `npm start`, which provides a database.');
  return url;
}

export function getConnection(): Connection {
  const url = databaseUrl();
  if (!holder.__highlandDb || holder.__highlandDb.url !== url) {
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    pool.on('error', (error) => logger('db').error(errorFields(error), 'idle client error'));
    // A connection the database drops while it is checked out (between a transaction's queries, say)
    // emits 'error' on its client, which with no listener would crash the server: log it instead;
    // the query in flight fails on its own and the pool discards the client.
    pool.on('connect', (client) => client.on('error', (error) => logger('db').warn(errorFields(error), 'connection lost')));
    holder.__highlandDb = { url, pool, db: drizzle(pool, { schema }) };
  }
  return holder.__highlandDb;
}

export function getDb(): Database {
  return getConnection().db;
}

export async function closeDb(): Promise<void> {
  const connection = holder.__highlandDb;
  holder.__highlandDb = undefined;
  await connection?.pool.end();
}

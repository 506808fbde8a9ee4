import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient } from 'pg';
import * as schema from './schema';
import { parsePoolSize } from '@/lib/settings/instance-settings';
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

/**
 * drizzle's `transaction()` checks a client out and sends BEGIN before its try/finally, so a BEGIN
 * that fails (the database died, the connection dropped) never gives the client back: the pool
 * shrinks by one each time, and after ten such failures the shop hangs for good instead of
 * recovering. The failed client is given back here, with its error, so the pool discards it.
 */
function releaseOnFailedBegin(client: PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string' || !/^\s*begin\b/i.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as PoolClient['query'];
}

export function getConnection(): Connection {
  const url = databaseUrl();
  if (!holder.__highlandDb || holder.__highlandDb.url !== url) {
    // Refused at start already (scripts/start.ts, lib/ops/start-instance.ts); a script run by hand hears it here.
    const poolSize = parsePoolSize(process.env.DATABASE_POOL_SIZE);
    if (!poolSize.ok) throw new Error(poolSize.problem);
    const pool = new Pool({ connectionString: url, max: poolSize.value });
    pool.on('error', (error) => logger('db').error(errorFields(error), 'idle client error'));
    // A connection the database drops while it is checked out (between a transaction's queries, say)
    // emits 'error' on its client, which with no listener would crash the server: log it instead;
    // the query in flight fails on its own and the pool discards the client.
    pool.on('connect', (client) => {
      client.on('error', (error) => logger('db').warn(errorFields(error), 'connection lost'));
      releaseOnFailedBegin(client);
    });
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

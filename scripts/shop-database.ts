/**
 * The shop's database for a command-line tool: DATABASE_URL when set, else the embedded database a
 * running shop has open on HIGHLAND_DATA_DIR, else that database started for the command and
 * stopped after it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/db/embedded';

if (existsSync('.env')) process.loadEnvFile('.env');

export async function withShopDatabaseUrl<T>(work: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
  const dataDir = process.env.HIGHLAND_DATA_DIR ?? path.join('.data', 'postgres');
  const running = await runningEmbeddedUrl(dataDir);
  if (running) return work(running);
  let database: EmbeddedDatabase | undefined;
  try {
    database = await startEmbeddedPostgres({ dataDir });
    return await work(database.url);
  } finally {
    await database?.stop();
  }
}

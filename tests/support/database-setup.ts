import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../lib/db/embedded';
import { prepareDatabase } from '../../lib/db/prepare';

export const TEST_DATA_DIR = path.join(process.cwd(), '.data', 'test-postgres');
export const TEST_URL_FILE = path.join(process.cwd(), '.data', 'test-postgres.url');

/**
 * One throwaway PostgreSQL for the whole integration run, in its own folder and on its own port,
 * migrated and seeded exactly as `npm start` does. Its URL reaches the workers through a file.
 */
export default async function setup(): Promise<void> {
  await rm(TEST_DATA_DIR, { recursive: true, force: true });
  const database = await startEmbeddedPostgres({ dataDir: TEST_DATA_DIR, ephemeral: true });
  (globalThis as { __testDatabase?: EmbeddedDatabase }).__testDatabase = database;
  await prepareDatabase(database.url);
  await writeFile(TEST_URL_FILE, database.url);
  process.env.DATABASE_URL = database.url;
}

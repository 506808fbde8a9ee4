import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { migrateDatabase } from './migrate';
import * as schema from './schema';
import { seedIfEmpty } from './seed';

/** Brings a database up to the current schema and seeds the catalogue when it is empty. */
export async function prepareDatabase(url: string, options: { seed?: boolean } = {}): Promise<{ seeded: boolean }> {
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    const db = drizzle(pool, { schema });
    await migrateDatabase(db);
    const seeded = options.seed === false ? false : await seedIfEmpty(db);
    return { seeded };
  } finally {
    await pool.end();
  }
}

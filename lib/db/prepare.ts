import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { migrateDatabase } from './migrate';
import { backfillProductRegions } from './product-regions';
import * as schema from './schema';
import { seedIfEmpty } from './seed';
import { seedContentIfEmpty } from './seed-content';

/**
 * Brings a database up to the current schema, fills in data a migration could not derive itself
 * (collection regions, whose rules are TypeScript), and seeds the catalogue when it is empty.
 */
export async function prepareDatabase(url: string, options: { seed?: boolean } = {}): Promise<{ seeded: boolean }> {
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    const db = drizzle(pool, { schema });
    await migrateDatabase(db);
    await backfillProductRegions(db);
    if (options.seed === false) return { seeded: false };
    const catalogue = await seedIfEmpty(db);
    // Separate from the catalogue, so a shop that already had products still gets its stories.
    const content = await seedContentIfEmpty(db);
    return { seeded: catalogue || content };
  } finally {
    await pool.end();
  }
}

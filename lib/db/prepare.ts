import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import { migrateDatabase } from './migrate';
import { backfillProductRegions } from './product-regions';
import * as schema from './schema';
import { seedIfEmpty } from './seed';
import { fillSeedMarkdown, seedContentIfEmpty } from './seed-content';

/** Held while a database is brought up to date, so instances starting together migrate it once. */
export const MIGRATION_LOCK = 0x4848_0000;

/**
 * Brings a database up to the current schema, fills in data a migration could not derive itself
 * (collection regions, whose rules are TypeScript), and seeds the catalogue when it is empty. All of
 * it under one advisory lock on one connection: a second shop instance (or `npm run db:migrate`)
 * starting at the same moment waits, then finds the work done.
 */
export async function prepareDatabase(url: string, options: { seed?: boolean } = {}): Promise<{ seeded: boolean }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzle(client, { schema });
    await migrateDatabase(db);
    await backfillProductRegions(db);
    if (options.seed === false) return { seeded: false };
    const catalogue = await seedIfEmpty(db);
    // Separate from the catalogue, so a shop that already had products still gets its stories.
    const content = await seedContentIfEmpty(db);
    await fillSeedMarkdown(db);
    return { seeded: catalogue || content };
  } finally {
    // Ending the connection gives the lock back, even where the work failed half-way.
    await client.end();
  }
}

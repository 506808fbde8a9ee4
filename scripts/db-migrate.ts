/**
 * `npm run db:migrate`: brings the shop's database to the current schema (and seeds an empty one),
 * before instances start or are rolled. Safe to run while instances run, and from several places at
 * once: the work takes an advisory lock (lib/db/prepare.ts), so it happens once. Nothing migrates at
 * request time.
 */
import { prepareDatabase } from '@/lib/db/prepare';
import { withShopDatabaseUrl } from './shop-database';

withShopDatabaseUrl((url) => prepareDatabase(url)).then(
  ({ seeded }) => {
    console.log(seeded ? 'Database migrated and seeded with the catalogue.' : 'Database migrated; existing data kept.');
    process.exit(0);
  },
  (error: unknown) => {
    console.error(`Could not migrate the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

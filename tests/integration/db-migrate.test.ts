/**
 * `npm run db:migrate` (scripts/db-migrate.ts), run from two places at once against one new
 * database, as two instances of a rolling deploy might: both succeed, and the work is done once.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { products } from '@/lib/db/schema';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database';

const run = promisify(execFile);
const TSX = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');

let scratch: ScratchDatabase;
beforeAll(async () => {
  scratch = await createScratchDatabase('db_migrate');
});
afterAll(() => scratch.drop());

it('migrates and seeds a new database once, however many run it together', async () => {
  const migrate = () => run(TSX, ['scripts/db-migrate.ts'], { env: { ...process.env, DATABASE_URL: scratch.url }, timeout: 120_000 });
  const outputs = (await Promise.all([migrate(), migrate()])).map(({ stdout }) => stdout.trim()).sort();
  // The one that waited for the lock found the work done.
  expect(outputs).toEqual(['Database migrated and seeded with the catalogue.', 'Database migrated; existing data kept.']);

  const applied = await scratch.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`);
  const migrationFiles = readdirSync(path.join(process.cwd(), 'lib', 'db', 'migrations')).filter((name) => name.endsWith('.sql'));
  expect(applied.rows[0]!.count).toBe(migrationFiles.length);
  const [{ count }] = (await scratch.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${products}`)).rows as [{ count: number }];
  expect(count).toBeGreaterThan(0);
  const slugs = await scratch.db.execute<{ duplicates: number }>(sql`SELECT count(*) - count(DISTINCT slug) AS duplicates FROM ${products}`);
  expect(Number(slugs.rows[0]!.duplicates)).toBe(0);
}, 180_000);

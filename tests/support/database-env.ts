import { readFileSync } from 'node:fs';
import path from 'node:path';
import { closeDb } from '@/lib/db/client';

process.env.DATABASE_URL = readFileSync(path.join(process.cwd(), '.data', 'test-postgres.url'), 'utf8');

afterAll(async () => {
  await closeDb();
});

import { rm } from 'node:fs/promises';
import type { EmbeddedDatabase } from '../../lib/db/embedded';
import { TEST_DATA_DIR, TEST_URL_FILE } from './database-setup';

export default async function teardown(): Promise<void> {
  await (globalThis as { __testDatabase?: EmbeddedDatabase }).__testDatabase?.stop();
  await rm(TEST_DATA_DIR, { recursive: true, force: true });
  await rm(TEST_URL_FILE, { force: true });
}

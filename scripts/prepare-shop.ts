/**
 * What a production start does before its server starts, in a process of its own that exits when
 * done (docs/adr/0036): migrate and seed the database at DATABASE_URL, render the catalogue's
 * missing artwork, and make the production build when the sources changed (not with `--dev`).
 * The launchers (scripts/start.ts, scripts/cluster.ts) live as long as the shop, so what this work
 * loads (Drizzle's migrator, the seed catalogue, sharp) would otherwise stay in their memory.
 *
 *   node --import tsx scripts/prepare-shop.ts [--dev] [--log-prefix NAME]    (exit 0: ready to serve)
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { prepareDatabase } from '@/lib/db/prepare';
import { ensureArtwork } from './generate-artwork';
import { ensureProductionBuild } from './production-build';

const prefixAt = process.argv.indexOf('--log-prefix');
const prefix = prefixAt > 0 ? process.argv[prefixAt + 1] : 'highland-home';
const log = (message: string) => console.log(`[${prefix}] ${message}`);

async function renderMissingArtwork(): Promise<void> {
  const art = await ensureArtwork();
  if (art.written > 0) {
    log(`Rendered ${art.written} catalogue pictures.`);
    // Next's image optimizer keeps resized copies for hours: drop them, so redrawn pictures show at once.
    rmSync(path.join('.next', 'cache', 'images'), { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const { seeded } = await prepareDatabase(url);
  log(seeded ? 'Database migrated and seeded with the catalogue.' : 'Database migrated; existing data kept.');
  await renderMissingArtwork();
  if (process.argv.includes('--dev')) return 0;
  return ensureProductionBuild(process.env, log) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[${prefix}] Could not prepare the shop: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

/**
 * `npm run woocommerce:import [-- --images-from URL]`: copies the shop's own catalogue into the
 * WooCommerce store that the WOOCOMMERCE_* settings name (lib/commerce/woocommerce/import-catalogue.ts).
 * Run again, it changes nothing. A setting that is missing or wrong, or a store that refuses the
 * key, stops it with a sentence naming what to fix.
 *
 * WordPress fetches each product picture itself. A store on this machine fetches them from a
 * server this command runs on 127.0.0.1:8080 while it imports; any other store needs
 * `--images-from` (or WOOCOMMERCE_IMAGES_FROM): the address of a running shop whose
 * /images/generated/products/ pictures it can reach.
 */
import { existsSync } from 'node:fs';
import { storeAccessProblem, storeClient } from '@/lib/commerce/woocommerce/client';
import { importCatalogue } from '@/lib/commerce/woocommerce/import-catalogue';
import { servePictures, type PictureServer } from '@/lib/commerce/woocommerce/picture-server';
import { wooCommerceSettings } from '@/lib/commerce/woocommerce/settings.mjs';
import { ensureArtwork } from './generate-artwork';

if (existsSync('.env')) process.loadEnvFile('.env');

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
}

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

function stop(problem: string): never {
  console.error(`[woocommerce:import] Cannot import: ${problem}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const configured = wooCommerceSettings(process.env);
  if (!configured.ok) stop(configured.problem);
  // Each call may have the store fetch and resize a dozen pictures.
  const client = storeClient(configured.settings, { timeoutMs: 120_000 });
  const problem = await storeAccessProblem(client, configured.settings);
  if (problem) stop(problem);
  const given = argument('--images-from') ?? process.env.WOOCOMMERCE_IMAGES_FROM;
  if (!given && !isLoopback(configured.settings.url)) {
    stop(`The store at ${configured.settings.url} cannot fetch pictures from this machine: pass --images-from with the address of a running shop it can reach (its /images/generated/products/ pictures).`);
  }
  const log = (line: string) => console.log(`[woocommerce:import] ${line}`);
  let pictures: PictureServer | null = null;
  try {
    if (!given) {
      await ensureArtwork();
      pictures = await servePictures();
      log(`Serving the pictures at ${pictures.origin} for the store to fetch.`);
    }
    log(`Importing the catalogue into ${configured.settings.url}...`);
    const started = Date.now();
    await importCatalogue(client, { imagesFrom: given ? new URL(given).origin : pictures!.origin, log });
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await pictures?.close();
  }
}

main().catch((error: unknown) => stop(error instanceof Error ? error.message : String(error)));

import path from 'node:path';
import { PRODUCT_IMAGE_DIR } from '@/data/catalogue/images';
import { seedProducts } from '@/data/catalogue/products';
import { generateProductImages, generateSceneImage } from '@/data/artwork/render';
import { SCENE_IMAGE_DIR, SITE_SCENE_LIST, type SiteScene } from '@/data/artwork/site-scenes';

type Tally = { written: number; skipped: number };

/** Renders the site's scene pictures that are not on disk yet, one at a time (they are few and quick). */
export async function generateSiteScenes(
  scenes: readonly SiteScene[] = SITE_SCENE_LIST,
  outDir: string = SCENE_IMAGE_DIR,
  options: { force?: boolean } = {},
): Promise<Tally> {
  const tally: Tally = { written: 0, skipped: 0 };
  for (const scene of scenes) {
    const wrote = await generateSceneImage(scene.scene, path.join(outDir, `${scene.name}.webp`), { force: options.force });
    tally[wrote ? 'written' : 'skipped']++;
  }
  return tally;
}

/** Renders every seed product's pictures and the site's scenes that are not on disk yet. */
export async function ensureArtwork(options: { force?: boolean } = {}): Promise<Tally> {
  const products = await generateProductImages(seedProducts, PRODUCT_IMAGE_DIR, { force: options.force });
  const scenes = await generateSiteScenes(SITE_SCENE_LIST, SCENE_IMAGE_DIR, { force: options.force });
  return { written: products.written + scenes.written, skipped: products.skipped + scenes.skipped };
}

if (process.argv[1]?.endsWith('generate-artwork.ts')) {
  const started = Date.now();
  ensureArtwork({ force: process.argv.includes('--force') })
    .then(({ written, skipped }) => console.log(`Artwork: ${written} written, ${skipped} already there (${Date.now() - started} ms).`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

import path from 'node:path';
import { PRODUCT_IMAGE_DIR } from '@/data/catalogue/images';
import { seedProducts } from '@/data/catalogue/products';
import type { SceneSvgOptions } from '@/data/artwork/compose';
import { generateProductImages, generateSceneImage } from '@/data/artwork/render';
import { SCENE_IMAGE_DIR, SITE_SCENE_LIST, type SiteScene } from '@/data/artwork/site-scenes';
import { seedAdventures } from '@/data/content/adventures';
import { seedArticles } from '@/data/content/articles';
import { adventurePictures, storyPicture, type ContentPicture } from '@/data/content/images';

type Tally = { written: number; skipped: number };

/** Renders landscape scenes to their files, one at a time (they are few and quick); existing files are kept. */
async function renderScenes(jobs: readonly { scene: SceneSvgOptions; file: string }[], options: { force?: boolean } = {}): Promise<Tally> {
  const tally: Tally = { written: 0, skipped: 0 };
  for (const { scene, file } of jobs) {
    const wrote = await generateSceneImage(scene, file, { force: options.force });
    tally[wrote ? 'written' : 'skipped']++;
  }
  return tally;
}

/** The site's own scene pictures (home hero, teasers). */
export function generateSiteScenes(scenes: readonly SiteScene[] = SITE_SCENE_LIST, outDir: string = SCENE_IMAGE_DIR, options: { force?: boolean } = {}): Promise<Tally> {
  return renderScenes(
    scenes.map((scene) => ({ scene: scene.scene, file: path.join(outDir, `${scene.name}.webp`) })),
    options,
  );
}

/** The stories' and adventures' pictures (data/content/images.ts). */
export function generateContentPictures(pictures: readonly ContentPicture[], options: { force?: boolean } = {}): Promise<Tally> {
  return renderScenes(pictures, options);
}

/** Renders every seed product's pictures, the site's scenes and the content's pictures not on disk yet. */
export async function ensureArtwork(options: { force?: boolean } = {}): Promise<Tally> {
  const products = await generateProductImages(seedProducts, PRODUCT_IMAGE_DIR, { force: options.force });
  const scenes = await generateSiteScenes(SITE_SCENE_LIST, SCENE_IMAGE_DIR, { force: options.force });
  const content = await generateContentPictures([...seedArticles.map(storyPicture), ...seedAdventures.flatMap(adventurePictures)], { force: options.force });
  return {
    written: products.written + scenes.written + content.written,
    skipped: products.skipped + scenes.skipped + content.skipped,
  };
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

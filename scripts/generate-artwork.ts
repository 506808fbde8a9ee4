import path from 'node:path';
import { PRODUCT_IMAGE_DIR } from '@/data/catalogue/images';
import { seedProducts } from '@/data/catalogue/products';
import { composeProductSvg, composeSceneSvg, type SceneSvgOptions } from '@/data/artwork/compose';
import { PRODUCT_VIEWS, productImagePath, renderSvgToWebp } from '@/data/artwork/render';
import { PRODUCT_IMAGE_SIZE } from '@/data/artwork/sizes';
import { SCENE_IMAGE_DIR, SITE_SCENE_LIST, type SiteScene } from '@/data/artwork/site-scenes';
import type { ArtworkSpec } from '@/data/artwork/types';
import { seedAdventures } from '@/lib/content/seed/adventures';
import { seedArticles } from '@/lib/content/seed/articles';
import { adventurePictures, storyPicture } from '@/lib/content/seed/images';
import { MANIFEST_NAME, drawPictures, generatorFingerprint, pictureKey, type PictureJob, type Tally } from './artwork-freshness';

/** Everything the generator writes lives under here, with one manifest for all of it. */
const GENERATED_DIR = path.join('public', 'images', 'generated');

/** A landscape scene's picture; its recipe is the scene itself. */
function sceneJob(generator: string, scene: SceneSvgOptions, file: string): PictureJob {
  const width = scene.width ?? 1200;
  const height = scene.height ?? 675;
  return {
    file,
    key: pictureKey(generator, { scene, width, height }),
    draw: () => renderSvgToWebp(composeSceneSvg({ ...scene, width, height }), file, { width, height }),
  };
}

/** `${slug}-1.webp` (studio), `-2` (close-up) and `-3` (styled) at 800 x 800 for each product. */
function productJobs(generator: string, products: readonly { slug: string; artwork: ArtworkSpec }[], outDir: string): PictureJob[] {
  return products.flatMap((product) =>
    PRODUCT_VIEWS.map((view) => {
      const file = productImagePath(outDir, product.slug, view);
      const recipe = { spec: product.artwork, seed: product.slug, view, size: PRODUCT_IMAGE_SIZE };
      return {
        file,
        key: pictureKey(generator, recipe),
        draw: () => renderSvgToWebp(composeProductSvg(product.artwork, { seed: product.slug, view, size: PRODUCT_IMAGE_SIZE }), file, { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE }),
      };
    }),
  );
}

/** The site's own scene pictures (home hero, teasers), with their manifest in `outDir`. */
export async function generateSiteScenes(scenes: readonly SiteScene[] = SITE_SCENE_LIST, outDir: string = SCENE_IMAGE_DIR, options: { force?: boolean } = {}): Promise<Tally> {
  const generator = await generatorFingerprint();
  const jobs = scenes.map((scene) => sceneJob(generator, scene.scene, path.join(outDir, `${scene.name}.webp`)));
  return drawPictures(jobs, path.join(outDir, MANIFEST_NAME), options);
}

/**
 * Draws every seed product's pictures, the site's scenes and the stories' and adventures' pictures
 * that are missing or were drawn by another version of the generator or from another spec.
 */
export async function ensureArtwork(options: { force?: boolean } = {}): Promise<Tally> {
  const generator = await generatorFingerprint();
  const jobs = [
    ...productJobs(generator, seedProducts, PRODUCT_IMAGE_DIR),
    ...SITE_SCENE_LIST.map((scene) => sceneJob(generator, scene.scene, path.join(SCENE_IMAGE_DIR, `${scene.name}.webp`))),
    ...[...seedArticles.map(storyPicture), ...seedAdventures.flatMap(adventurePictures)].map((picture) => sceneJob(generator, picture.scene, picture.file)),
  ];
  return drawPictures(jobs, path.join(GENERATED_DIR, MANIFEST_NAME), options);
}

if (process.argv[1]?.endsWith('generate-artwork.ts')) {
  const started = Date.now();
  ensureArtwork({ force: process.argv.includes('--force') })
    .then(({ written, skipped }) => console.log(`Artwork: ${written} written, ${skipped} already up to date (${Date.now() - started} ms).`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

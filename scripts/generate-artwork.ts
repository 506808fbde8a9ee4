import { PRODUCT_IMAGE_DIR } from '@/data/catalogue/images';
import { seedProducts } from '@/data/catalogue/products';
import { generateProductImages } from '@/data/artwork/render';

/** Renders every seed product's pictures that are not on disk yet. */
export async function ensureArtwork(options: { force?: boolean } = {}): Promise<{ written: number; skipped: number }> {
  return generateProductImages(seedProducts, PRODUCT_IMAGE_DIR, { force: options.force });
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

/** Rasterising composed SVG to WebP files with sharp (librsvg underneath). The only module doing I/O. */
import { access, mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCT_IMAGE_SIZE } from './sizes';
import type { ArtworkSpec } from './types';
import { composeProductSvg, composeSceneSvg, type SceneSvgOptions } from './compose';

export interface WebpOptions {
  width?: number;
  height?: number;
  quality?: number;
}

const exists = (file: string): Promise<boolean> => access(file).then(() => true, () => false);

export async function renderSvgToWebp(svg: string, outPath: string, options: WebpOptions = {}): Promise<void> {
  const input = Buffer.from(svg);
  let image = sharp(input);
  if (options.width !== undefined || options.height !== undefined) {
    // Rasterise at the target size rather than scaling a bitmap, so edges stay crisp.
    const meta = await image.metadata();
    const scale = Math.max((options.width ?? 0) / (meta.width || 1), (options.height ?? 0) / (meta.height || 1));
    image = sharp(input, { density: Math.max(1, 72 * scale) }).resize(options.width, options.height, { fit: 'cover' });
  }
  await mkdir(path.dirname(outPath), { recursive: true });
  // Write beside the target and rename, so an interrupted run never leaves a truncated file that a
  // later run would skip as already generated.
  const temporary = `${outPath}.${process.pid}.tmp`;
  try {
    await image.webp({ quality: options.quality ?? 80 }).toFile(temporary);
    await rename(temporary, outPath);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Runs `worker` over `items` with at most `limit` in flight; rasterising is CPU-bound. */
async function eachLimited<T>(items: readonly T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await worker(item);
    }
  });
  await Promise.all(lanes);
}

export interface GenerateOptions {
  /** Re-render files that already exist. */
  force?: boolean;
  /** Images rendered at once; defaults to 2 (one per core here). */
  concurrency?: number;
}

export const PRODUCT_VIEWS = [0, 1, 2] as const;
export const productImagePath = (outDir: string, slug: string, view: 0 | 1 | 2): string => path.join(outDir, `${slug}-${view + 1}.webp`);

/** Writes `${slug}-1.webp` (studio), `-2` (close-up) and `-3` (styled) at 800 x 800 for each product. */
export async function generateProductImages(
  products: readonly { slug: string; artwork: ArtworkSpec }[],
  outDir: string,
  options: GenerateOptions = {},
): Promise<{ written: number; skipped: number }> {
  const jobs = products.flatMap((product) => PRODUCT_VIEWS.map((view) => ({ product, view })));
  let written = 0;
  let skipped = 0;
  await eachLimited(jobs, options.concurrency ?? 2, async ({ product, view }) => {
    const file = productImagePath(outDir, product.slug, view);
    if (!options.force && (await exists(file))) {
      skipped++;
      return;
    }
    const svg = composeProductSvg(product.artwork, { seed: product.slug, view, size: PRODUCT_IMAGE_SIZE });
    await renderSvgToWebp(svg, file, { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE });
    written++;
  });
  return { written, skipped };
}

/** Renders one landscape scene; returns whether a file was written (false when it already existed). */
export async function generateSceneImage(scene: SceneSvgOptions, outPath: string, options: { force?: boolean; quality?: number } = {}): Promise<boolean> {
  if (!options.force && (await exists(outPath))) return false;
  const width = scene.width ?? 1200;
  const height = scene.height ?? 675;
  await renderSvgToWebp(composeSceneSvg({ ...scene, width, height }), outPath, { width, height, quality: options.quality });
  return true;
}

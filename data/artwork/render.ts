/** Rasterising composed SVG to WebP files with sharp (librsvg underneath). The only module of data/artwork doing I/O. */
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface WebpOptions {
  width?: number;
  height?: number;
  quality?: number;
}

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
export async function eachLimited<T>(items: readonly T[], limit: number, worker: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await worker(item);
    }
  });
  await Promise.all(lanes);
}

export const PRODUCT_VIEWS = [0, 1, 2] as const;
export const productImagePath = (outDir: string, slug: string, view: 0 | 1 | 2): string => path.join(outDir, `${slug}-${view + 1}.webp`);

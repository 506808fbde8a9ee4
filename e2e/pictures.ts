/** The owner's picture uploads as the journeys make them, through a picture manager (components/admin/PictureManager.tsx). */
import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A photograph-like JPEG of a colour of its own, so a retried run never uploads the same bytes again. */
export async function photograph(): Promise<Buffer> {
  const colour = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: Math.floor(Math.random() * 256) };
  const noise = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, alt: string): Promise<void> {
  const pictures = page.getByRole('region', { name: 'Pictures' });
  await pictures.getByLabel('Picture file').setInputFiles(file);
  await pictures.getByLabel('Alt text').last().fill(alt);
  await pictures.getByRole('button', { name: 'Upload picture' }).click();
}

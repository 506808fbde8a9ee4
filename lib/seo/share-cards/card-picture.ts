import path from 'node:path';
import sharp from 'sharp';

/** Where the pages' own pictures are served from; the cards read them from disk, never over HTTP. */
const PUBLIC_DIR = path.join(process.cwd(), 'public');
const LOCAL_PICTURE = /^\/images\/[a-z0-9/_.-]+\.(webp|png|jpe?g)$/i;

export interface PictureBox {
  width: number;
  height: number;
}

/**
 * A page's picture as a PNG data URL, cropped to fill `box`. The renderer cannot decode the pages'
 * WebP files, so sharp converts them first. Null for a picture that is not one of the shop's own
 * files (a WooCommerce store's media library, docs/adr/0025): a card never downloads anything, and
 * shows its text on the plain background instead.
 */
export async function pictureDataUrl(url: string, box: PictureBox): Promise<string | null> {
  if (!LOCAL_PICTURE.test(url) || url.includes('..')) return null;
  const file = path.join(PUBLIC_DIR, url);
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null;
  try {
    const png = await sharp(file).resize(box.width, box.height, { fit: 'cover', position: 'attention' }).png({ palette: true, colours: 256, dither: 0.5 }).toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    // A missing or unreadable file costs the card its picture, not the page its card.
    return null;
  }
}

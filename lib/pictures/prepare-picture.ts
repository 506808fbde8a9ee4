/**
 * An uploaded file made into the picture the shop stores (docs/adr/0031): its format read from its
 * own bytes, its size in pixels read from its header before anything is decoded, then turned upright,
 * shrunk to the widest copy any page uses and re-encoded as WebP. The re-encode keeps pixels only:
 * EXIF (with GPS), XMP, IPTC and any colour profile are left behind (sharp writes metadata only when
 * asked with keepMetadata/withMetadata, and it never is here; colours are converted to sRGB first).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { headerRefusal, MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, megabytes, NOT_A_PICTURE_MESSAGE, PICTURE_TOO_LARGE_MESSAGE, STORED_PICTURE_WIDTH } from '@/lib/domain/pictures';
import { ShopError } from '@/lib/errors';

export const STORED_PICTURE_TYPE = 'image/webp';

export interface PreparedPicture {
  bytes: Buffer;
  digest: string;
  width: number;
  height: number;
}

/** WebP at the optimizer's better quality: the stored copy is the source every served size is made from. */
const STORED_QUALITY = 85;

/** Refuses a file that is not a picture the shop takes, or one too large to decode safely: before any decode. */
async function checkHeader(file: Buffer): Promise<void> {
  if (file.length > MAX_PICTURE_BYTES) throw new ShopError('too_large', 'picture_too_large', `${PICTURE_TOO_LARGE_MESSAGE} This file is ${megabytes(file.length)}.`);
  let header: Metadata;
  try {
    // metadata() reads the header only: a 30000×30000 file costs what its bytes cost, not its pixels.
    // sharp's own pixel limit would refuse such a header as unreadable; the shop's is applied below,
    // so the owner hears what the file claims.
    header = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw new ShopError('unsupported_media', 'not_a_picture', NOT_A_PICTURE_MESSAGE);
  }
  const refusal = headerRefusal(header);
  if (refusal?.kind === 'not_a_picture') throw new ShopError('unsupported_media', 'not_a_picture', refusal.message);
  if (refusal) throw new ShopError('unprocessable', 'picture_too_many_pixels', refusal.message);
}

export async function preparePicture(file: Buffer): Promise<PreparedPicture> {
  await checkHeader(file);
  try {
    const { data, info } = await sharp(file, {
      // A second guard, should a file's header and its data disagree: libvips stops decoding past it.
      limitInputPixels: MAX_PICTURE_PIXELS,
      // Only the first frame of an animated WebP or PNG: the pages show stills.
      animated: false,
    })
      .rotate()
      .resize({ width: STORED_PICTURE_WIDTH, withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: STORED_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, digest: createHash('sha256').update(data).digest('hex'), width: info.width, height: info.height };
  } catch {
    // A header that read well over data that does not: cut short, corrupt, or past the pixel guard.
    throw new ShopError('unprocessable', 'unreadable_picture', 'That picture could not be read: the file may be damaged or cut short. Please export it again and upload the new file.');
  }
}

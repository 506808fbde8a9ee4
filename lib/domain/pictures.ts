/**
 * The rules for the owner's uploaded pictures (docs/adr/0031): which files are taken, how large, and
 * how a product's, story's or adventure's list of pictures changes. Pure: the bytes are read and
 * re-encoded in lib/pictures, the lists stored by their owners.
 */
import { MAX_PICTURE_BYTES, MAX_PICTURE_UPLOAD_BODY_BYTES, PICTURE_FORM_OVERHEAD_BYTES } from './picture-limits.mjs';
import { IMAGE_DEVICE_SIZES } from './responsive-image';

export interface PictureEntry {
  url: string;
  alt: string;
}

export { MAX_PICTURE_BYTES, MAX_PICTURE_UPLOAD_BODY_BYTES, PICTURE_FORM_OVERHEAD_BYTES };

/**
 * Past these the decoded picture is what costs memory, not the file: 40 megapixels is about 160 MB
 * decoded, far beyond any camera a shop owner holds, while a 30000×30000 "bomb" of a few kilobytes
 * would be 3.6 GB. Checked on the header alone, before a pixel is decoded.
 */
export const MAX_PICTURE_PIXELS = 40_000_000;
export const MAX_PICTURE_SIDE = 12_000;

/** Pictures are stored no wider than the widest copy any page asks the optimizer for. */
export const STORED_PICTURE_WIDTH = IMAGE_DEVICE_SIZES[IMAGE_DEVICE_SIZES.length - 1];

export const MAX_ALT_LENGTH = 300;
/** Far more than any page shows: a bound on a list the owner builds by hand. */
export const MAX_PICTURES_PER_ITEM = 24;

export const NOT_A_PICTURE_MESSAGE = 'That file is not a JPEG, PNG, WebP or AVIF picture.';
export const PICTURE_TOO_LARGE_MESSAGE = `Pictures may be at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB.`;

/** The formats taken, as sharp names them from the file's own bytes (AVIF is HEIF with AV1 inside). */
export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** What sharp reads from a file's header alone. */
export interface PictureHeader {
  format?: string;
  compression?: string;
  width?: number;
  height?: number;
}

export function pictureFormatOf(header: PictureHeader): PictureFormat | null {
  if (header.format === 'jpeg' || header.format === 'png' || header.format === 'webp') return header.format;
  // HEIC is HEIF too, with HEVC inside: browsers do not show it, so it is refused like any other file.
  if (header.format === 'heif' && header.compression === 'av1') return 'avif';
  return null;
}

export type PictureRefusal = { kind: 'not_a_picture' | 'too_many_pixels'; message: string };

/** Why a file with this header is refused, or null when it may be decoded. */
export function headerRefusal(header: PictureHeader): PictureRefusal | null {
  if (!pictureFormatOf(header) || !header.width || !header.height) return { kind: 'not_a_picture', message: NOT_A_PICTURE_MESSAGE };
  const { width, height } = header;
  if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE || width * height > MAX_PICTURE_PIXELS) {
    return {
      kind: 'too_many_pixels',
      message: `That picture says it is ${width}×${height} pixels; pictures may be at most ${MAX_PICTURE_SIDE} pixels on a side and ${MAX_PICTURE_PIXELS / 1_000_000} megapixels in all.`,
    };
  }
  return null;
}

/** "2.4 MB", as the owner reads a file's size. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const DIGEST_PREFIX_LENGTH = 12;

/**
 * A stored picture's address: its row and the start of its digest, so a URL always means the same
 * bytes and may be kept for ever by every cache.
 */
export function pictureUrl(id: number, digest: string): string {
  return `/pictures/${id}-${digest.slice(0, DIGEST_PREFIX_LENGTH)}.webp`;
}

const PICTURE_FILE = /^([1-9]\d{0,9})-([0-9a-f]{12})\.webp$/;

/** The row and digest prefix a `/pictures/{file}` segment names, or null when it could name none. */
export function pictureFileOf(file: string): { id: number; digestPrefix: string } | null {
  const match = PICTURE_FILE.exec(file);
  if (!match || Number(match[1]) > 2_147_483_647) return null;
  return { id: Number(match[1]), digestPrefix: match[2]! };
}

/** An alt text as stored, or why it is refused: alt text is required (WCAG 1.1.1). */
export function altRefusal(alt: string): string | null {
  const trimmed = alt.trim();
  if (!trimmed) return 'alt: describe the picture for people who cannot see it (alt text is required).';
  if (trimmed.length > MAX_ALT_LENGTH) return `alt: at most ${MAX_ALT_LENGTH} characters.`;
  return null;
}

export type PictureListRefusal = { kind: 'invalid' | 'conflict'; message: string };

/** The list with one more picture at its end (the first stays the main picture), or why not. */
export function withPictureAdded(pictures: readonly PictureEntry[], added: PictureEntry): PictureEntry[] | PictureListRefusal {
  if (pictures.some((picture) => picture.url === added.url)) return { kind: 'conflict', message: 'That picture is already one of these pictures: change its alt text or order instead.' };
  if (pictures.length >= MAX_PICTURES_PER_ITEM) return { kind: 'invalid', message: `pictures: at most ${MAX_PICTURES_PER_ITEM} pictures each.` };
  return [...pictures, added];
}

/** The list without the picture at `index`, or why not. */
export function withPictureRemoved(pictures: readonly PictureEntry[], index: number): PictureEntry[] | string {
  if (!Number.isInteger(index) || index < 0 || index >= pictures.length) return `There is no picture ${index} here: there are ${pictures.length}.`;
  return pictures.filter((_, at) => at !== index);
}

/**
 * The list as the owner sent it back: the same pictures, by URL, in a new order (first = main)
 * and with their alt texts. A URL that is not in the list, a missing one or one given twice is refused,
 * so an edit can only reorder and describe, never slip in a picture from elsewhere.
 */
export function withPicturesArranged(pictures: readonly PictureEntry[], arranged: readonly PictureEntry[]): PictureEntry[] | string {
  const current = new Set(pictures.map((picture) => picture.url));
  const sent = new Set(arranged.map((picture) => picture.url));
  if (sent.size !== arranged.length) return 'pictures: each picture may be listed once.';
  const unknown = arranged.find((picture) => !current.has(picture.url));
  if (unknown) return `pictures: ${unknown.url.slice(0, 80)} is not one of this item's pictures.`;
  if (sent.size !== current.size) return `pictures: list every one of the ${current.size} pictures, in the order wanted.`;
  for (const [index, picture] of arranged.entries()) {
    const refusal = altRefusal(picture.alt);
    if (refusal) return `pictures.${index}.${refusal}`;
  }
  return arranged.map((picture) => ({ url: picture.url, alt: picture.alt.trim() }));
}

/**
 * The owner's picture calls for a product, a story or an adventure (docs/adr/0031): upload one,
 * remove one, reorder them and change their alt texts. Each change locks the item's list, writes
 * the new picture (if any), the list and its audit record in one transaction, so a refusal stores
 * nothing, and then expires the cached pages that show the item.
 */
import { eq } from 'drizzle-orm';
import { refreshProducts } from '@/lib/cache/refresh-products';
import { expireTags } from '@/lib/cache/expire-tags';
import { recordAudit } from '@/lib/admin/audit';
import type { Owner } from '@/lib/admin/owners';
import { lockProductPictures, productPictures, writeProductPictures } from '@/lib/commerce';
import { getDb, type Transaction } from '@/lib/db/client';
import { adventures, articles, type ImageRow } from '@/lib/db/schema';
import { CONTENT_TAG } from '@/lib/domain/cache-tags';
import { withPictureAdded, withPictureRemoved, withPicturesArranged, type PictureEntry, type PictureListRefusal } from '@/lib/domain/pictures';
import { ShopError, notFound } from '@/lib/errors';
import { preparePicture } from './prepare-picture';
import { storePicture } from './picture-store';

/** What holds a list of pictures: a product by id, a story or an adventure by slug. */
export type PictureHolder = { kind: 'product'; id: number } | { kind: 'story'; slug: string } | { kind: 'adventure'; slug: string };

const CONTENT_TABLES = { story: articles, adventure: adventures } as const;

const keyOf = (holder: PictureHolder) => (holder.kind === 'product' ? holder.id : holder.slug);
const nameOf = (holder: PictureHolder) => `${holder.kind} ${String(keyOf(holder)).slice(0, 80)}`;

async function lockList(tx: Transaction, holder: PictureHolder): Promise<ImageRow[]> {
  let images: ImageRow[] | null;
  if (holder.kind === 'product') {
    images = await lockProductPictures(tx, holder.id);
  } else {
    const table = CONTENT_TABLES[holder.kind];
    const [row] = await tx.select({ images: table.images }).from(table).where(eq(table.slug, holder.slug)).for('update');
    images = row ? row.images : null;
  }
  if (!images) throw notFound(`There is no ${nameOf(holder)}.`);
  return images;
}

async function writeList(tx: Transaction, holder: PictureHolder, images: ImageRow[]): Promise<void> {
  if (holder.kind === 'product') return writeProductPictures(tx, holder.id, images);
  if (holder.kind === 'story') await tx.update(articles).set({ images }).where(eq(articles.slug, holder.slug));
  else await tx.update(adventures).set({ images, updatedAt: new Date() }).where(eq(adventures.slug, holder.slug));
}

/** A product's pictures are on its page and every listing that shows it; stories' and adventures' on the content pages. */
function refreshPagesOf(holder: PictureHolder): void {
  if (holder.kind === 'product') refreshProducts([holder.id]);
  else expireTags([CONTENT_TAG]);
}

/** The holder's list read, changed by `change` (a string is a refusal), written and audited, in one transaction. */
async function changeList<T>(
  owner: Owner,
  holder: PictureHolder,
  action: string,
  change: (tx: Transaction, images: ImageRow[]) => Promise<{ images: ImageRow[] | string | PictureListRefusal; extra: T }>,
): Promise<{ pictures: PictureEntry[]; extra: T }> {
  const result = await getDb().transaction(async (tx) => {
    const before = await lockList(tx, holder);
    const { images, extra } = await change(tx, before);
    if (typeof images === 'string') throw new ShopError('invalid', 'invalid_body', images);
    if (!Array.isArray(images)) throw new ShopError(images.kind, images.kind === 'conflict' ? 'picture_already_added' : 'invalid_body', images.message);
    await writeList(tx, holder, images);
    await recordAudit(tx, owner, { action: `${holder.kind}.${action}`, entity: holder.kind, entityId: keyOf(holder), before: { images: before }, after: { images } });
    return { pictures: images, extra };
  });
  refreshPagesOf(holder);
  return result;
}

export interface UploadedPicture extends PictureEntry {
  width: number;
  height: number;
  /** The item's whole list after the upload, first = main picture. */
  pictures: PictureEntry[];
}

/** Checks and re-encodes the file first (nothing is stored for a refused one), then adds it last in the list. */
export async function uploadPicture(owner: Owner, holder: PictureHolder, file: Buffer, alt: string): Promise<UploadedPicture> {
  const prepared = await preparePicture(file);
  const { pictures, extra } = await changeList(owner, holder, 'picture_add', async (tx, images) => {
    const stored = await storePicture(tx, prepared);
    return { images: withPictureAdded(images, { url: stored.url, alt }), extra: stored };
  });
  return { url: extra.url, alt, width: extra.width, height: extra.height, pictures };
}

/** Takes the picture at `index` (0 = main) out of the list; its bytes stay, as another item may show them. */
export async function removePicture(owner: Owner, holder: PictureHolder, index: number): Promise<PictureEntry[]> {
  const { pictures } = await changeList(owner, holder, 'picture_remove', async (_tx, images) => {
    const next = withPictureRemoved(images, index);
    if (typeof next === 'string') throw notFound(next);
    return { images: next, extra: null };
  });
  return pictures;
}

/** The same pictures in the order sent (first = main), with the alt texts sent. */
export async function arrangePictures(owner: Owner, holder: PictureHolder, arranged: PictureEntry[]): Promise<PictureEntry[]> {
  const { pictures } = await changeList(owner, holder, 'pictures_arrange', async (_tx, images) => ({ images: withPicturesArranged(images, arranged), extra: null }));
  return pictures;
}

/** The holder's pictures as they stand. */
export async function picturesOf(holder: PictureHolder): Promise<PictureEntry[]> {
  let images: ImageRow[] | null;
  if (holder.kind === 'product') {
    images = await productPictures(getDb(), holder.id);
  } else {
    const table = CONTENT_TABLES[holder.kind];
    const [row] = await getDb().select({ images: table.images }).from(table).where(eq(table.slug, holder.slug));
    images = row ? row.images : null;
  }
  if (!images) throw notFound(`There is no ${nameOf(holder)}.`);
  return images;
}

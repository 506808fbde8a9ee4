/**
 * A product's pictures on the shop's own back end: its `images` list, first = main picture. The
 * back office changes them inside its own transaction (lib/pictures/picture-lists.ts), so the new
 * picture, the list and the audit record stand or fall together. WooCommerce keeps its pictures in
 * its own media library, so this has no WooCommerce counterpart (docs/adr/0031).
 */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { products, type ImageRow } from '@/lib/db/schema';

/** The product's pictures, locked until the transaction ends; null when there is no such product. */
export async function lockProductPictures(tx: Transaction, productId: number): Promise<ImageRow[] | null> {
  const [row] = await tx.select({ images: products.images }).from(products).where(eq(products.id, productId)).for('update');
  return row ? row.images : null;
}

export async function writeProductPictures(tx: Transaction, productId: number, images: ImageRow[]): Promise<void> {
  await tx.update(products).set({ images, updatedAt: new Date() }).where(eq(products.id, productId));
}

/** The product's pictures as the back office lists them; null when there is no such product. */
export async function productPictures(db: Database, productId: number): Promise<ImageRow[] | null> {
  const [row] = await db.select({ images: products.images }).from(products).where(eq(products.id, productId));
  return row ? row.images : null;
}

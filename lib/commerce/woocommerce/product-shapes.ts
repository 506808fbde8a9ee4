/**
 * The shape the shop last saw of each WooCommerce product (store_product_shapes, docs/adr/0026):
 * from its webhook deliveries, and from every whole read of the catalogue for products it has none
 * for yet. A delivery whose shape differs from it refreshes every listing; one that does not, only
 * the product's own pages. A cache key, not the catalogue.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { storeProductShapes } from '@/lib/db/schema';

/** Rows per insert: well inside PostgreSQL's limit of bind parameters. */
const ROWS_PER_INSERT = 1_000;

export async function recordedShape(db: Database, productId: number): Promise<string | undefined> {
  const [row] = await db.select({ shape: storeProductShapes.shape }).from(storeProductShapes).where(eq(storeProductShapes.productId, productId)).limit(1);
  return row?.shape;
}

export async function recordShape(db: Database, productId: number, shape: string): Promise<void> {
  await db
    .insert(storeProductShapes)
    .values({ productId, shape })
    .onConflictDoUpdate({ target: storeProductShapes.productId, set: { shape, updatedAt: sql`now()` } });
}

/** Shapes of products the shop has none for; those it has stay as their deliveries left them. */
export async function recordFirstShapes(db: Database, shapes: readonly { productId: number; shape: string }[]): Promise<void> {
  for (let start = 0; start < shapes.length; start += ROWS_PER_INSERT) {
    await db.insert(storeProductShapes).values(shapes.slice(start, start + ROWS_PER_INSERT)).onConflictDoNothing();
  }
}

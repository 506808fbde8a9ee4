/**
 * The shape the shop last saw of each WooCommerce product (store_product_shapes, docs/adr/0026):
 * from its webhook deliveries, and from every read of the catalogue snapshot. A delivery whose shape
 * differs from it refreshes every listing; one that does not, only the product's own pages. A read
 * that finds a shape no delivery brought refreshes the listings too: WooCommerce builds a delivery's
 * body when it sends it and sends one for several quick changes, so a product hidden and shown again
 * within a second can arrive as one delivery saying "shown", after a read had already found it
 * hidden. A cache key, not the catalogue.
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

/**
 * Notes the shapes a read of the store found. Answers the products whose noted shape they changed
 * (a first note for a product is no change: nothing was shown from another).
 */
export async function recordSeenShapes(db: Database, shapes: readonly { productId: number; shape: string }[]): Promise<number[]> {
  const changed: number[] = [];
  for (let start = 0; start < shapes.length; start += ROWS_PER_INSERT) {
    const rows = await db
      .insert(storeProductShapes)
      .values(shapes.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoUpdate({ target: storeProductShapes.productId, set: { shape: sql`excluded.shape`, updatedAt: sql`now()` }, where: sql`${storeProductShapes.shape} <> excluded.shape` })
      // xmax is 0 for a row just inserted, and set for one updated.
      .returning({ productId: storeProductShapes.productId, updated: sql<boolean>`xmax <> 0` });
    changed.push(...rows.filter((row) => row.updated).map((row) => row.productId));
  }
  return changed;
}

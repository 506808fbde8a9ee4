/**
 * Writes product_regions: each product's /collections regions, decided by the keyword rules of
 * lib/domain/collections.ts when the product is written rather than every time a page is read.
 */
import { asc, gt, sql } from 'drizzle-orm';
import { regionsOf, type RegionMatchable } from '@/lib/domain/collections';
import type { Database } from './client';
import { productRegions, products } from './schema';

type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

export interface RegionSource extends RegionMatchable {
  id: number;
}

/** PostgreSQL allows at most 65,535 bind parameters per statement; two per row keeps well inside. */
const ROWS_PER_INSERT = 5000;
const PRODUCTS_PER_READ = 1000;

/** Records the regions of products just written; returns how many region rows that made. */
export async function insertProductRegions(db: Pick<Database, 'insert'>, written: readonly RegionSource[]): Promise<number> {
  const rows = written.flatMap((product) => regionsOf(product).map((region) => ({ productId: product.id, region })));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(productRegions).values(rows.slice(start, start + ROWS_PER_INSERT)).onConflictDoNothing();
  }
  return rows.length;
}

/**
 * A database seeded before migration 0005 has products and no regions: derive them once, reading
 * the catalogue a thousand products at a time. An empty table is the sign; once any product has a
 * region this does nothing. Returns how many region rows it wrote.
 */
export async function backfillProductRegions(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    // Two shops starting on one database at once: the second waits, then finds the rows written.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('highland-home-product-regions'))`);
    if (!(await isRegionTableEmpty(tx))) return 0;
    let written = 0;
    for (let after = 0; ; ) {
      const batch = await tx
        .select({ id: products.id, name: products.name, descriptionText: products.descriptionText, tags: products.tags })
        .from(products)
        .where(gt(products.id, after))
        .orderBy(asc(products.id))
        .limit(PRODUCTS_PER_READ);
      const last = batch.at(-1);
      if (!last) return written;
      written += await insertProductRegions(tx, batch);
      after = last.id;
    }
  });
}

async function isRegionTableEmpty(db: Executor): Promise<boolean> {
  const rows = await db.select({ productId: productRegions.productId }).from(productRegions).limit(1);
  return rows.length === 0;
}

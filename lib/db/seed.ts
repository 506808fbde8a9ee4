import { count, sql } from 'drizzle-orm';
import { productImages } from '@/data/catalogue/images';
import { addedAt } from '@/data/catalogue/products';
import type { SeedCategory, SeedProduct } from '@/data/catalogue/types';
import { listedPrice } from '@/lib/domain/pricing';
import { htmlToText } from '@/lib/domain/text';
import { optionsFromRecord, variationKey } from '@/lib/domain/variations';
import type { Database } from './client';
import { insertProductRegions } from './product-regions';
import { categories, products, productVariations } from './schema';

type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;


export async function insertCategories(db: Executor, seed: readonly SeedCategory[]): Promise<Map<string, number>> {
  const rows = await db
    .insert(categories)
    .values(seed.map((category, index) => ({ ...category, sortOrder: index })))
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function productRow(product: SeedProduct, categoryId: number, now: number) {
  const listed =
    product.type === 'simple'
      ? product
      : listedPrice(product.variations) ?? { pricePence: 0, regularPricePence: undefined };
  return {
    slug: product.slug,
    name: product.name,
    descriptionHtml: product.descriptionHtml,
    descriptionText: htmlToText(product.descriptionHtml),
    type: product.type,
    categoryId,
    pricePence: listed.pricePence,
    regularPricePence: listed.regularPricePence ?? null,
    stockQuantity: product.type === 'simple' ? product.stock : null,
    tags: product.tags,
    attributes: product.type === 'variable' ? product.attributes : [],
    images: productImages(product.slug, product.name),
    featured: product.featured ?? false,
    createdAt: addedAt(product, now),
    updatedAt: new Date(now),
  };
}

/** Inserts products with their variations and collection regions; `categoryIds` maps category slug to id. */
export async function insertProducts(
  db: Executor,
  seed: readonly SeedProduct[],
  categoryIds: ReadonlyMap<string, number>,
  now = Date.now(),
): Promise<void> {
  if (seed.length === 0) return;
  const rows = seed.map((product) => {
    const categoryId = categoryIds.get(product.categorySlug);
    if (categoryId === undefined) throw new Error(`Product ${product.slug} names unknown category ${product.categorySlug}`);
    return productRow(product, categoryId, now);
  });
  const inserted = await db.insert(products).values(rows).returning({ id: products.id, slug: products.slug });
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  await insertProductRegions(db, rows.map((row) => ({ ...row, id: idBySlug.get(row.slug)! })));

  const variationRows = seed.flatMap((product) =>
    product.type === 'variable'
      ? product.variations.map((variation, index) => {
          const attributes = optionsFromRecord(variation.attributes);
          return {
            productId: idBySlug.get(product.slug)!,
            attributes,
            attributeKey: variationKey(attributes),
            pricePence: variation.pricePence,
            regularPricePence: variation.regularPricePence ?? null,
            stockQuantity: variation.stock,
            menuOrder: index,
          };
        })
      : [],
  );
  // Bounded batches: PostgreSQL allows at most 65,535 bind parameters per statement.
  for (let start = 0; start < variationRows.length; start += 2000) {
    await db.insert(productVariations).values(variationRows.slice(start, start + 2000));
  }
}

/** The lexicon behind typo-tolerant search is a snapshot: refresh it after catalogue writes. */
export async function refreshSearchLexicon(db: Executor): Promise<void> {
  await db.execute(sql`REFRESH MATERIALIZED VIEW search_lexicon`);
}

export async function isCatalogueEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}

/** Seeds the shop's own catalogue into an empty database; a database with data is left alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const { seedCategories } = await import('@/data/catalogue/categories');
  const { seedProducts } = await import('@/data/catalogue/products');
  return db.transaction(async (tx) => {
    // Serialise concurrent starts against one DATABASE_URL.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('highland-home-seed'))`);
    if (!(await isCatalogueEmpty(tx))) return false;
    const categoryIds = await insertCategories(tx, seedCategories);
    await insertProducts(tx, seedProducts, categoryIds);
    await refreshSearchLexicon(tx);
    return true;
  });
}

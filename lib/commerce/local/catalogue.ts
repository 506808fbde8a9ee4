import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories, productRegions, products, productVariations, slugRedirects } from '@/lib/db/schema';
import { totalPages } from '@/lib/domain/catalogue';
import { REGION_IDS, type RegionId } from '@/lib/domain/collections';
import type { RatingSummary } from '@/lib/domain/ratings';
import { relatedProducts, relatingWords } from '@/lib/domain/related';
import type { CatalogueBackend, Category, Product, ProductPage, ProductQuery, ProductVariation } from '../types';
import { buildSearchQuery } from './search';
import { recordKey } from '@/lib/domain/stored-input';

/** Candidates read for related products: enough to rank, few enough to stay quick at 10,000 products. */
const RELATED_CANDIDATES = 48;

function escapeRegex(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  descriptionHtml: products.descriptionHtml,
  descriptionText: products.descriptionText,
  type: products.type,
  pricePence: products.pricePence,
  regularPricePence: products.regularPricePence,
  images: products.images,
  tags: products.tags,
  attributes: products.attributes,
  rating: products.rating,
  ratingCount: products.ratingCount,
  inStock: products.inStock,
  stockQuantity: products.stockQuantity,
  featured: products.featured,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  maxPricePence: sql<number>`coalesce(
    (SELECT max(${productVariations.pricePence}) FROM ${productVariations} WHERE ${productVariations.productId} = ${products.id}),
    ${products.pricePence})`.mapWith(Number),
};

/**
 * The storefront shows only what the owner has neither hidden nor archived. Every read below is a
 * storefront read; orders and carts read their products elsewhere (purchasable.ts), so a hidden or
 * archived product's orders and the carts already holding it keep working.
 */
export const shown = and(eq(products.visible, true), isNull(products.archivedAt))!;

function selectProducts(db: Database) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function toProduct(row: ProductRow): Product {
  const { categoryId, categorySlug, categoryName, maxPricePence, ...rest } = row;
  return {
    ...rest,
    category: { id: categoryId, slug: categorySlug, name: categoryName },
    priceRange: { min: row.pricePence, max: Math.max(maxPricePence, row.pricePence) },
  };
}

/** The shop's own order (featured first, then newest): the default listing and every collection. */
function featuredOrder(): SQL[] {
  return [desc(products.featured), desc(products.createdAt), asc(products.id)];
}

function orderFor(query: ProductQuery, tsquery: string | null): SQL[] {
  switch (query.sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price-asc':
      return [asc(products.pricePence), asc(products.id)];
    case 'price-desc':
      return [desc(products.pricePence), desc(products.id)];
    case 'name-asc':
      return [asc(sql`lower(${products.name})`), asc(products.id)];
    case 'name-desc':
      return [desc(sql`lower(${products.name})`), desc(products.id)];
    case 'featured':
      return [
        ...(tsquery ? [desc(sql`ts_rank(${products.searchVector}, to_tsquery('english', ${tsquery}))`)] : []),
        ...featuredOrder(),
      ];
  }
}

function byKey(slugOrId: string): SQL | null {
  const key = recordKey(slugOrId);
  if (!key) return null;
  return 'id' in key ? eq(products.id, key.id) : eq(products.slug, key.slug);
}

export function localCatalogue(getDb: () => Database): CatalogueBackend {
  async function findProduct(slugOrId: string): Promise<Product | null> {
    const where = byKey(slugOrId);
    if (!where) return null;
    const [row] = await selectProducts(getDb()).where(and(where, shown)).limit(1);
    return row ? toProduct(row) : null;
  }

  return {
    async listProducts(query): Promise<ProductPage> {
      const db = getDb();
      const tsquery = query.search ? await buildSearchQuery(db, query.search) : null;
      const conditions: SQL[] = [shown];
      if (query.search) {
        // A search with nothing searchable in it (only punctuation) matches nothing rather than everything.
        conditions.push(tsquery ? sql`${products.searchVector} @@ to_tsquery('english', ${tsquery})` : sql`false`);
      }
      if (query.categories?.length) conditions.push(inArray(categories.slug, query.categories));
      const where = and(...conditions);

      const [rows, [totals]] = await Promise.all([
        selectProducts(db)
          .where(where)
          .orderBy(...orderFor(query, tsquery))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ total: count() })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(where),
      ]);
      const total = totals?.total ?? 0;
      return {
        products: rows.map(toProduct),
        total,
        page: query.page,
        perPage: query.perPage,
        totalPages: totalPages(total, query.perPage),
      };
    },

    getProduct: findProduct,

    async productSlugRedirect(slug): Promise<string | null> {
      const key = recordKey(slug);
      if (!key || !('slug' in key)) return null;
      const [row] = await getDb()
        .select({ slug: products.slug })
        .from(slugRedirects)
        .innerJoin(products, eq(products.id, slugRedirects.targetId))
        .where(and(eq(slugRedirects.kind, 'product'), eq(slugRedirects.oldSlug, key.slug), shown))
        .limit(1);
      return row?.slug ?? null;
    },

    async listVariations(slugOrId): Promise<ProductVariation[] | null> {
      const where = byKey(slugOrId);
      if (!where) return null;
      const db = getDb();
      const [product] = await db.select({ id: products.id }).from(products).where(and(where, shown)).limit(1);
      if (!product) return null;
      const rows = await db
        .select()
        .from(productVariations)
        .where(eq(productVariations.productId, product.id))
        .orderBy(asc(productVariations.menuOrder), asc(productVariations.id));
      return rows.map((row) => ({
        id: row.id,
        productId: row.productId,
        attributes: row.attributes,
        pricePence: row.pricePence,
        regularPricePence: row.regularPricePence,
        stockQuantity: row.stockQuantity,
        inStock: row.stockQuantity > 0,
      }));
    },

    async listRelatedProducts(product, max): Promise<Product[]> {
      const words = relatingWords(product.name);
      // Word-boundary match on the name, in the database; the pure rule then ranks and trims.
      const sharesWord = words.length
        ? sql`lower(${products.name}) ~ ${`\\m(${words.map(escapeRegex).join('|')})\\M`}`
        : sql`false`;
      const rows = await selectProducts(getDb())
        .where(and(shown, sql`${products.id} <> ${product.id}`, sql`(${products.categoryId} = ${product.category.id} OR ${sharesWord})`))
        .orderBy(desc(sharesWord), desc(products.featured), desc(products.inStock), asc(products.id))
        .limit(RELATED_CANDIDATES);
      return relatedProducts(product, rows.map(toProduct), max);
    },

    async ratingSummary(): Promise<RatingSummary | null> {
      const [row] = await getDb()
        .select({
          reviews: sql<number>`coalesce(sum(${products.ratingCount}), 0)`.mapWith(Number),
          stars: sql<number>`coalesce(sum(${products.rating} * ${products.ratingCount}), 0)`.mapWith(Number),
        })
        .from(products)
        .where(and(shown, sql`${products.rating} IS NOT NULL`, sql`${products.ratingCount} > 0`));
      return row && row.reviews > 0 ? { average: row.stars / row.reviews, reviewCount: row.reviews } : null;
    },

    async listRegionProducts(region, page, perPage): Promise<ProductPage> {
      const db = getDb();
      const inRegion = and(eq(productRegions.region, region), shown);
      // The page's ids first, from narrow rows; only those few are then read whole. Sorting and
      // skipping whole rows (each with its price-range subquery) made the last page of a large
      // region four times slower (npm run bench:catalogue).
      const pageIds = db
        .select({ id: products.id })
        .from(productRegions)
        .innerJoin(products, eq(products.id, productRegions.productId))
        .where(inRegion)
        .orderBy(...featuredOrder())
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [rows, [totals]] = await Promise.all([
        selectProducts(db).where(inArray(products.id, pageIds)).orderBy(...featuredOrder()),
        db.select({ total: count() }).from(productRegions).innerJoin(products, eq(products.id, productRegions.productId)).where(inRegion),
      ]);
      const total = totals?.total ?? 0;
      return { products: rows.map(toProduct), total, page, perPage, totalPages: totalPages(total, perPage) };
    },

    async countRegionProducts(): Promise<Record<RegionId, number>> {
      const rows = await getDb()
        .select({ region: productRegions.region, total: count() })
        .from(productRegions)
        .innerJoin(products, eq(products.id, productRegions.productId))
        .where(shown)
        .groupBy(productRegions.region);
      const counts = Object.fromEntries(REGION_IDS.map((region) => [region, 0])) as Record<RegionId, number>;
      for (const row of rows) counts[row.region] = row.total;
      return counts;
    },

    async listCategories(): Promise<Category[]> {
      return getDb()
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          description: categories.description,
          productCount: sql<number>`count(${products.id})`.mapWith(Number),
        })
        .from(categories)
        .leftJoin(products, and(eq(products.categoryId, categories.id), shown))
        // The owner's hidden categories leave the header, footer, filter, API and sitemap alike.
        .where(eq(categories.visible, true))
        .groupBy(categories.id)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
    },
  };
}

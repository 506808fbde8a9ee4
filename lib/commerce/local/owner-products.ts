/**
 * The owner's products on the shop's own PostgreSQL (docs/adr/0030): read them as the back office
 * shows them, and store a draft (lib/domain/product-draft.ts). Every write locks the product, writes
 * only what differs, and leaves the old slug behind as a redirect; the caller records the audit
 * entry in the same transaction and expires the cached pages once it commits.
 */
import 'server-only';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { runningLow } from '@/lib/admin/stock-units';
import type { Transaction } from '@/lib/db/client';
import { insertProductRegions } from '@/lib/db/product-regions';
import { categories, orderLines, productRegions, products, productVariations } from '@/lib/db/schema';
import { totalPages } from '@/lib/domain/catalogue';
import type { RegionId } from '@/lib/domain/collections';
import { listedPrice, regularAndSale, storedPrice } from '@/lib/domain/pricing';
import { draftAttributes, draftProblems, renderDescription, type ProductDraft } from '@/lib/domain/product-draft';
import { escapeLike } from '@/lib/domain/text';
import { variationKey } from '@/lib/domain/variations';
import { notFound, ShopError } from '@/lib/errors';
import type { OwnerProduct, OwnerProductListQuery } from '../types';
import { moveSlugRedirect } from '@/lib/db/slug-redirects';

type Reader = Pick<Transaction, 'select'>;

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  type: products.type,
  visible: products.visible,
  featured: products.featured,
  archivedAt: products.archivedAt,
  descriptionHtml: products.descriptionHtml,
  descriptionSource: products.descriptionSource,
  tags: products.tags,
  attributes: products.attributes,
  images: products.images,
  regionsChosen: products.regionsChosen,
  pricePence: products.pricePence,
  regularPricePence: products.regularPricePence,
  stockQuantity: products.stockQuantity,
  updatedAt: products.updatedAt,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  regions: sql<RegionId[]>`coalesce((SELECT array_agg(${productRegions.region} ORDER BY ${productRegions.region}) FROM ${productRegions} WHERE ${productRegions.productId} = ${products.id}), '{}')`,
};

function selectOwnerProducts(db: Reader) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

type ProductRow = Awaited<ReturnType<typeof selectOwnerProducts>>[number];
type VariationRow = typeof productVariations.$inferSelect;

const REGION_ORDER: readonly RegionId[] = ['highlands', 'islands', 'lowlands', 'historic'];

function toOwnerProduct(row: ProductRow, variations: VariationRow[]): OwnerProduct {
  const { descriptionHtml, descriptionSource, pricePence, regularPricePence, stockQuantity, ...rest } = row;
  return {
    ...rest,
    description: descriptionSource ?? descriptionHtml,
    regions: REGION_ORDER.filter((region) => row.regions.includes(region)),
    ...regularAndSale({ pricePence, regularPricePence }),
    stock: row.type === 'simple' ? (stockQuantity ?? 0) : null,
    variations: variations
      .filter((variation) => variation.productId === row.id)
      .map((variation) => ({ id: variation.id, attributes: variation.attributes, ...regularAndSale(variation), stock: variation.stockQuantity })),
  };
}

async function variationsOf(db: Reader, productIds: number[], lock = false): Promise<VariationRow[]> {
  if (productIds.length === 0) return [];
  const select = db.select().from(productVariations).where(inArray(productVariations.productId, productIds)).orderBy(asc(productVariations.menuOrder), asc(productVariations.id));
  return lock ? select.for('update') : select;
}

export async function listOwnerProducts(db: Reader, query: OwnerProductListQuery): Promise<{ products: OwnerProduct[]; total: number; totalPages: number }> {
  const where = and(
    query.search?.trim() ? ilike(products.name, `%${escapeLike(query.search.trim())}%`) : undefined,
    query.stock === 'low' ? runningLow : undefined,
    query.archived === 'only' ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
  );
  const [rows, [total]] = await Promise.all([
    selectOwnerProducts(db)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(products).where(where),
  ]);
  const variations = await variationsOf(db, rows.filter((row) => row.type === 'variable').map((row) => row.id));
  const totalCount = total?.value ?? 0;
  return { products: rows.map((row) => toOwnerProduct(row, variations)), total: totalCount, totalPages: totalPages(totalCount, query.perPage) };
}

/** Every product that is not archived, whole: what the CSV export writes. */
export async function everyOwnerProduct(db: Reader, where?: SQL): Promise<OwnerProduct[]> {
  const rows = await selectOwnerProducts(db)
    .where(where ?? isNull(products.archivedAt))
    .orderBy(asc(products.slug));
  const variations = await variationsOf(db, rows.filter((row) => row.type === 'variable').map((row) => row.id));
  return rows.map((row) => toOwnerProduct(row, variations));
}

export async function readOwnerProduct(db: Reader, id: number, lock: boolean): Promise<OwnerProduct> {
  const select = selectOwnerProducts(db).where(eq(products.id, id));
  const [row] = lock ? await select.for('update', { of: products }) : await select;
  if (!row) throw notFound(`There is no product ${id}.`);
  return toOwnerProduct(row, row.type === 'variable' ? await variationsOf(db, [id], lock) : []);
}

export async function readOwnerProductBySlug(db: Reader, slug: string, lock: boolean): Promise<OwnerProduct | null> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row ? readOwnerProduct(db, row.id, lock) : null;
}

/**
 * The draft a stored product comes to. `regions: 'chosen'` keeps regions the keyword rules gave as
 * null, so an edit leaves them to the rules; `'shown'` lists them, as the CSV shows the owner.
 */
export function draftOf(product: OwnerProduct, regions: 'chosen' | 'shown'): ProductDraft {
  const options = product.type === 'variable' ? [...new Set(product.variations.flatMap((variation) => variation.attributes.map((attribute) => attribute.name)))] : [];
  const items =
    product.type === 'variable'
      ? product.variations.map((variation) => ({
          options: Object.fromEntries(variation.attributes.map((attribute) => [attribute.name, attribute.option])),
          regularPence: variation.regularPence,
          salePence: variation.salePence,
          stock: variation.stock,
        }))
      : [{ options: {}, regularPence: product.regularPence, salePence: product.salePence, stock: product.stock ?? 0 }];
  const shownRegions = regions === 'shown' || product.regionsChosen ? product.regions : [];
  return {
    slug: product.slug,
    name: product.name,
    category: product.categorySlug,
    description: product.description,
    tags: product.tags,
    regions: shownRegions.length || product.regionsChosen ? shownRegions : null,
    featured: product.featured,
    visible: product.visible,
    options,
    items,
  };
}

/** A draft the store cannot take: 400, naming the field, as zod's refusals do. */
export function refuseDraft(draft: ProductDraft): void {
  const [problem, ...more] = draftProblems(draft);
  if (!problem) return;
  throw new ShopError('invalid', 'invalid_body', [problem, ...more].map(({ field, message }) => (message.startsWith(field) ? message : `${field}: ${message}`)).join('; '));
}

async function categoryIdOf(tx: Transaction, slug: string): Promise<number> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new ShopError('invalid', 'unknown_category', `category: there is no category "${slug.slice(0, 80)}"; create it first under Categories.`);
  return row.id;
}

async function refuseTakenSlug(tx: Transaction, slug: string, id: number | null): Promise<void> {
  const [taken] = await tx
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.slug, slug), id === null ? undefined : ne(products.id, id)));
  if (taken) throw new ShopError('conflict', 'slug_taken', `slug: "${slug}" is already the address of ${taken.name}; choose another.`);
}

/** Every slug that starts as `base` does, so a new product's slug can be made unique in one read. */
export async function slugsLike(tx: Reader, base: string): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(ilike(products.slug, `${escapeLike(base)}%`));
  return new Set(rows.map((row) => row.slug));
}

async function writeVariations(tx: Transaction, id: number, before: OwnerProduct | null, draft: ProductDraft): Promise<void> {
  const existing = new Map((before?.variations ?? []).map((variation) => [variationKey(variation.attributes), variation]));
  const kept = new Set<string>();
  for (const [index, item] of draft.items.entries()) {
    if (draft.options.length === 0) break;
    const attributes = draft.options.map((name) => ({ name, option: item.options[name]! }));
    const key = variationKey(attributes);
    kept.add(key);
    const current = existing.get(key);
    const figures = { ...storedPrice(item.regularPence, item.salePence), stockQuantity: item.stock, menuOrder: index };
    if (!current) {
      await tx.insert(productVariations).values({ productId: id, attributes, attributeKey: key, ...figures });
    } else if (current.regularPence !== item.regularPence || current.salePence !== item.salePence || current.stock !== item.stock || JSON.stringify(current.attributes) !== JSON.stringify(attributes)) {
      // Stock is written only when it differs from what the locked row holds, so an edit never
      // undoes an order's hold that landed before the lock.
      await tx.update(productVariations).set({ ...figures, attributes }).where(eq(productVariations.id, current.id));
    }
  }
  const gone = [...existing].filter(([key]) => !kept.has(key)).map(([, variation]) => variation);
  if (gone.length === 0) return;
  const ordered = await tx
    .select({ variationId: orderLines.variationId })
    .from(orderLines)
    .where(inArray(orderLines.variationId, gone.map((variation) => variation.id)))
    .limit(1);
  if (ordered.length) {
    const variation = gone.find((candidate) => candidate.id === ordered[0]!.variationId)!;
    throw new ShopError('conflict', 'variation_ordered', `variations: ${variation.attributes.map((attribute) => attribute.option).join(', ')} has been ordered, so its orders keep it: set its stock to 0 instead of removing it.`);
  }
  await tx.delete(productVariations).where(inArray(productVariations.id, gone.map((variation) => variation.id)));
}

async function writeRegions(tx: Transaction, id: number, draft: ProductDraft, text: string): Promise<void> {
  await tx.delete(productRegions).where(eq(productRegions.productId, id));
  if (draft.regions) {
    if (draft.regions.length) await tx.insert(productRegions).values(draft.regions.map((region) => ({ productId: id, region })));
  } else {
    await insertProductRegions(tx, [{ id, name: draft.name, descriptionText: text, tags: draft.tags }]);
  }
}

/** What a write changed: anything at all, and whether listings, search or the sitemap see it (the catalogue's shape). */
export interface DraftWrite {
  id: number;
  changed: boolean;
  shapeChanged: boolean;
}

/**
 * Stores a draft as a new product (before = null) or over a locked one. Refuses a draft the domain
 * refuses, an unknown category, a slug another product has, and removing a variation that was ordered.
 */
export async function writeDraft(tx: Transaction, before: OwnerProduct | null, draft: ProductDraft): Promise<DraftWrite> {
  refuseDraft(draft);
  const old = before ? draftOf(before, 'chosen') : null;
  if (old && JSON.stringify(old) === JSON.stringify(draft)) return { id: before!.id, changed: false, shapeChanged: false };

  const categoryId = before && old?.category === draft.category ? before.categoryId : await categoryIdOf(tx, draft.category);
  if (old?.slug !== draft.slug) await refuseTakenSlug(tx, draft.slug, before?.id ?? null);
  const description = old?.description === draft.description && before ? null : renderDescription(draft.description);
  const variable = draft.options.length > 0;
  const first = draft.items[0]!;
  const figures = variable
    ? { ...listedPrice(draft.items.map((item) => storedPrice(item.regularPence, item.salePence)))!, stockQuantity: null }
    : { ...storedPrice(first.regularPence, first.salePence), stockQuantity: first.stock };
  const columns = {
    slug: draft.slug,
    name: draft.name,
    categoryId,
    type: variable ? ('variable' as const) : ('simple' as const),
    tags: draft.tags,
    attributes: draftAttributes(draft),
    featured: draft.featured,
    visible: draft.visible,
    regionsChosen: draft.regions !== null,
    ...(description ? { descriptionSource: draft.description, descriptionHtml: description.html, descriptionText: description.text } : {}),
    ...figures,
    updatedAt: new Date(),
  };

  let id: number;
  if (before) {
    id = before.id;
    // A product sold in variations keeps its variations' stock; written first so the in-stock
    // trigger sees the product as it ends up.
    await writeVariations(tx, id, before, draft);
    await tx.update(products).set(columns).where(eq(products.id, id));
  } else {
    const [row] = await tx
      .insert(products)
      .values({ ...columns, descriptionHtml: description!.html, descriptionText: description!.text, descriptionSource: draft.description })
      .returning({ id: products.id });
    id = row!.id;
    await writeVariations(tx, id, null, draft);
  }
  await moveSlugRedirect(tx, 'product', id, before?.slug ?? null, draft.slug);

  const textChanged = !old || old.name !== draft.name || description !== null || old.tags.join('\u0000') !== draft.tags.join('\u0000');
  if (!old || textChanged || JSON.stringify(old.regions) !== JSON.stringify(draft.regions)) {
    const text = description?.text ?? (await tx.select({ text: products.descriptionText }).from(products).where(eq(products.id, id)))[0]!.text;
    await writeRegions(tx, id, draft, text);
  }
  const shapeChanged =
    !old ||
    textChanged ||
    old.slug !== draft.slug ||
    old.category !== draft.category ||
    old.featured !== draft.featured ||
    old.visible !== draft.visible ||
    JSON.stringify(old.regions) !== JSON.stringify(draft.regions) ||
    JSON.stringify(old.options) !== JSON.stringify(draft.options);
  return { id, changed: true, shapeChanged };
}

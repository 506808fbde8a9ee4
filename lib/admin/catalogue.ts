/**
 * The back office's catalogue: find products, read one with its variations, and change prices,
 * stock and whether the storefront shows it. Each change locks the product, writes it and its audit
 * record in one transaction, and then expires the cached pages showing it, so the storefront has it
 * within seconds.
 */
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { refreshCatalogueShape, refreshProducts } from '@/lib/cache/refresh-products';
import { getDb, type Transaction } from '@/lib/db/client';
import { categories, products, productVariations, type VariationAttributeRow } from '@/lib/db/schema';
import type { Pence } from '@/lib/domain/money';
import { listedPrice, regularAndSale, salePriceRefusal, storedPrice, type StoredPrice } from '@/lib/domain/pricing';
import { escapeLike } from '@/lib/domain/text';
import { totalPages } from '@/lib/domain/catalogue';
import { ShopError, notFound } from '@/lib/errors';
import type { OwnerItemChange, OwnerProductPatch } from '@/lib/forms/owner-catalogue';
import { recordAudit } from './audit';
import type { Owner } from './owners';
import { runningLow } from './stock-units';

export interface OwnerPriced {
  regularPence: Pence;
  salePence: Pence | null;
  stock: number;
}

export interface OwnerVariation extends OwnerPriced {
  id: number;
  attributes: VariationAttributeRow[];
}

export interface OwnerProduct {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  categoryName: string;
  visible: boolean;
  /** The product's own figures; for a variable product, its cheapest variation's. */
  regularPence: Pence;
  salePence: Pence | null;
  /** Null for a variable product: its stock is its variations'. */
  stock: number | null;
  variations: OwnerVariation[];
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  type: products.type,
  visible: products.visible,
  pricePence: products.pricePence,
  regularPricePence: products.regularPricePence,
  stockQuantity: products.stockQuantity,
  categoryName: categories.name,
};

function selectOwnerProducts(db: Pick<Transaction, 'select'>) {
  return db.select(productColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));
}

type ProductRow = Awaited<ReturnType<typeof selectOwnerProducts>>[number];
type VariationRow = typeof productVariations.$inferSelect;

function toVariation(row: VariationRow): OwnerVariation {
  return { id: row.id, attributes: row.attributes, ...regularAndSale(row), stock: row.stockQuantity };
}

function toOwnerProduct(row: ProductRow, variations: VariationRow[]): OwnerProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    categoryName: row.categoryName,
    visible: row.visible,
    ...regularAndSale(row),
    stock: row.type === 'simple' ? (row.stockQuantity ?? 0) : null,
    variations: variations.filter((variation) => variation.productId === row.id).map(toVariation),
  };
}

async function variationsOf(db: Pick<Transaction, 'select'>, productIds: number[], lock = false): Promise<VariationRow[]> {
  if (productIds.length === 0) return [];
  const select = db.select().from(productVariations).where(inArray(productVariations.productId, productIds)).orderBy(asc(productVariations.menuOrder), asc(productVariations.id));
  return lock ? select.for('update') : select;
}

export interface ProductListQuery {
  /** Part of a product's name. */
  search?: string;
  /** Only the products running low (lib/admin/stock-units.ts). */
  stock?: 'low';
  page: number;
  perPage: number;
}

export async function listProductsForOwner(query: ProductListQuery): Promise<{ products: OwnerProduct[]; total: number; totalPages: number }> {
  const where = and(query.search?.trim() ? ilike(products.name, `%${escapeLike(query.search.trim())}%`) : undefined, query.stock === 'low' ? runningLow : undefined);
  const db = getDb();
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

async function readProduct(db: Pick<Transaction, 'select'>, id: number, lock: boolean): Promise<OwnerProduct> {
  const select = selectOwnerProducts(db).where(eq(products.id, id));
  const [row] = lock ? await select.for('update', { of: products }) : await select;
  if (!row) throw notFound(`There is no product ${id}.`);
  return toOwnerProduct(row, row.type === 'variable' ? await variationsOf(db, [id], lock) : []);
}

export function productForOwner(id: number): Promise<OwnerProduct> {
  return readProduct(getDb(), id, false);
}

/** The new regular and sale price of an item, refused when the sale would not be below the regular price. */
function pricesAfter(current: Pick<OwnerPriced, 'regularPence' | 'salePence'>, change: OwnerItemChange, what: string): StoredPrice {
  const regular = change.price ?? current.regularPence;
  const sale = change.salePrice === undefined ? current.salePence : change.salePrice;
  const refusal = salePriceRefusal(regular, sale);
  if (refusal) throw new ShopError('invalid', 'sale_not_below_regular', `${what}: ${refusal}`);
  return storedPrice(regular, sale);
}

function refuseFields(body: OwnerProductPatch, fields: (keyof OwnerProductPatch)[], message: string): void {
  if (fields.some((field) => body[field] !== undefined)) throw new ShopError('invalid', 'wrong_product_type', message);
}

// Stock is written only when the owner sends it; orders' holds and releases move it the rest of the
// time, and a price edit is no reason to write over theirs.
const stockChange = (change: OwnerItemChange) => (change.stock === undefined ? {} : { stockQuantity: change.stock });
const visibilityChange = (body: OwnerProductPatch) => (body.visible === undefined ? {} : { visible: body.visible });

async function changeSimple(tx: Transaction, before: OwnerProduct, body: OwnerProductPatch): Promise<void> {
  refuseFields(body, ['variations'], `${before.name} has no variations: send price, salePrice and stock for the product itself.`);
  await tx
    .update(products)
    .set({ ...pricesAfter(before, body, before.name), ...stockChange(body), ...visibilityChange(body), updatedAt: new Date() })
    .where(eq(products.id, before.id));
}

async function changeVariable(tx: Transaction, before: OwnerProduct, body: OwnerProductPatch): Promise<void> {
  refuseFields(body, ['price', 'salePrice', 'stock'], `${before.name} is sold in variations: send their prices and stock under variations.`);
  const current = new Map(before.variations.map((variation) => [variation.id, variation]));
  for (const change of body.variations ?? []) {
    const variation = current.get(change.id);
    if (!variation) throw notFound(`${before.name} has no variation ${change.id}.`);
    const label = `${before.name} (${variation.attributes.map((attribute) => attribute.option).join(', ')})`;
    await tx
      .update(productVariations)
      .set({ ...pricesAfter(variation, change, label), ...stockChange(change) })
      .where(eq(productVariations.id, change.id));
  }
  const listed = listedPrice(await tx.select().from(productVariations).where(eq(productVariations.productId, before.id)));
  await tx
    .update(products)
    .set({ ...(listed ?? {}), ...visibilityChange(body), updatedAt: new Date() })
    .where(eq(products.id, before.id));
}

/** What the audit log keeps of a product: the figures the owner can change. */
function auditView(product: OwnerProduct): Record<string, unknown> {
  return {
    visible: product.visible,
    regularPence: product.regularPence,
    salePence: product.salePence,
    stock: product.stock,
    ...(product.type === 'variable' ? { variations: product.variations.map(({ id, regularPence, salePence, stock }) => ({ id, regularPence, salePence, stock })) } : {}),
  };
}

/** One owner edit of one product; 400 for a sale not below its price or fields of the wrong kind of product. */
export async function updateProduct(owner: Owner, id: number, body: OwnerProductPatch): Promise<OwnerProduct> {
  const { before, after } = await getDb().transaction(async (tx) => {
    const before = await readProduct(tx, id, true);
    await (before.type === 'simple' ? changeSimple(tx, before, body) : changeVariable(tx, before, body));
    const after = await readProduct(tx, id, false);
    await recordAudit(tx, owner, { action: 'product.update', entity: 'product', entityId: id, before: auditView(before), after: auditView(after) });
    return { before, after };
  });
  refreshProducts([id]);
  if (before.visible !== after.visible) refreshCatalogueShape();
  return after;
}

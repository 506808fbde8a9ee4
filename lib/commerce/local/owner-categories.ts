/**
 * The owner's categories on the shop's own PostgreSQL: create, rename, reorder, hide and delete.
 * The order is the storefront's order everywhere a category is listed; `sortOrder` is a position,
 * and a move renumbers them all 0, 1, 2, … so two categories never tie.
 */
import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { freeSlug, slugify, slugRefusal } from '@/lib/domain/product-draft';
import { notFound, ShopError } from '@/lib/errors';
import type { OwnerCategory, OwnerCategoryCreate, OwnerCategoryPatch } from '../types';

type Reader = Pick<Transaction, 'select'>;

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  sortOrder: categories.sortOrder,
  visible: categories.visible,
  productCount: sql<number>`count(${products.id})`.mapWith(Number),
};

function selectCategories(db: Reader) {
  return db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), isNull(products.archivedAt)))
    .groupBy(categories.id);
}

export function listOwnerCategories(db: Reader): Promise<OwnerCategory[]> {
  return selectCategories(db).orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function readOwnerCategory(db: Reader, id: number, lock = false): Promise<OwnerCategory> {
  // Locked alone: FOR UPDATE cannot lock the grouped rows of a join.
  if (lock) await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('update');
  const [row] = await selectCategories(db).where(eq(categories.id, id));
  if (!row) throw notFound(`There is no category ${id}.`);
  return row;
}

async function refuseTakenSlug(tx: Transaction, slug: string, id: number | null): Promise<void> {
  const [taken] = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.slug, slug));
  if (taken && taken.id !== id) throw new ShopError('conflict', 'slug_taken', `slug: "${slug}" is already the address of the category ${taken.name}; choose another.`);
}

function refuseSlug(slug: string): void {
  const refusal = slugRefusal(slug);
  if (refusal) throw new ShopError('invalid', 'invalid_body', refusal);
}

export async function insertCategory(tx: Transaction, body: OwnerCategoryCreate): Promise<OwnerCategory> {
  let slug = body.slug;
  if (slug === undefined) {
    const taken = new Set((await tx.select({ slug: categories.slug }).from(categories)).map((row) => row.slug));
    slug = freeSlug(slugify(body.name), taken);
  }
  refuseSlug(slug);
  await refuseTakenSlug(tx, slug, null);
  // Table-wide, so two categories made at once never share a position.
  await tx.execute(sql`LOCK TABLE ${categories} IN SHARE ROW EXCLUSIVE MODE`);
  const [last] = await tx.select({ value: sql<number>`coalesce(max(${categories.sortOrder}), -1)`.mapWith(Number) }).from(categories);
  const [row] = await tx
    .insert(categories)
    .values({ slug, name: body.name, description: body.description ?? '', visible: body.visible ?? true, sortOrder: (last?.value ?? -1) + 1 })
    .returning({ id: categories.id });
  return readOwnerCategory(tx, row!.id);
}

/** Moves a category to a position and numbers every category by its place, 0 first. */
async function moveTo(tx: Transaction, id: number, position: number): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${categories} IN SHARE ROW EXCLUSIVE MODE`);
  const order = (await tx.select({ id: categories.id }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))).map((row) => row.id).filter((other) => other !== id);
  order.splice(Math.min(position, order.length), 0, id);
  for (const [index, categoryId] of order.entries()) await tx.update(categories).set({ sortOrder: index }).where(eq(categories.id, categoryId));
}

export async function changeCategory(tx: Transaction, before: OwnerCategory, body: OwnerCategoryPatch): Promise<OwnerCategory> {
  if (body.slug !== undefined && body.slug !== before.slug) {
    refuseSlug(body.slug);
    await refuseTakenSlug(tx, body.slug, before.id);
  }
  const { sortOrder, ...fields } = body;
  if (Object.values(fields).some((value) => value !== undefined)) await tx.update(categories).set(fields).where(eq(categories.id, before.id));
  if (sortOrder !== undefined && sortOrder !== before.sortOrder) await moveTo(tx, before.id, sortOrder);
  return readOwnerCategory(tx, before.id);
}

/**
 * Refused while any product is filed under it, archived ones too: their orders still name them, and
 * so they still need a category. The message says how many, so the owner knows the work ahead.
 */
export async function removeCategory(tx: Transaction, before: OwnerCategory): Promise<void> {
  const [held] = await tx
    .select({ all: sql<number>`count(*)`.mapWith(Number), archived: sql<number>`count(${products.archivedAt})`.mapWith(Number) })
    .from(products)
    .where(eq(products.categoryId, before.id));
  const all = held?.all ?? 0;
  if (all > 0) {
    const archived = held!.archived ? ` (${held!.archived} of them archived)` : '';
    throw new ShopError('conflict', 'category_not_empty', `${before.name} still holds ${all} ${all === 1 ? 'product' : 'products'}${archived}: move them to another category first.`);
  }
  await tx.delete(categories).where(eq(categories.id, before.id));
}

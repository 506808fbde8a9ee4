/**
 * The owner's catalogue on the shop's own PostgreSQL (the commerce port's OwnerCatalogue, docs/adr/0030).
 * Each change runs in one transaction with its audit entry, then expires the cached pages showing
 * it: the product's own tag always, the catalogue's shape when listings, search or the sitemap see
 * the change (a name, slug, category, visibility, …), so every page has it within seconds.
 */
import 'server-only';
import { recordAudit } from '@/lib/admin/audit';
import { refreshCatalogueShape, refreshProducts } from '@/lib/cache/refresh-products';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { catalogueCsv, readCatalogueCsv, type CsvProblem } from '@/lib/domain/product-csv';
import { cleanRegions, cleanTags, freeSlug, sameDraft, slugify, type DraftItem, type ProductDraft } from '@/lib/domain/product-draft';
import { notFound, ShopError } from '@/lib/errors';
import type { CatalogueImportResult, NewVariation, OwnerCatalogue, OwnerProduct, OwnerProductCreate, OwnerProductPatch, OwnerRef } from '../types';
import { changeCategory, insertCategory, listOwnerCategories, readOwnerCategory, removeCategory } from './owner-categories';
import { draftOf, everyOwnerProduct, listOwnerProducts, readOwnerProduct, readOwnerProductBySlug, slugsLike, writeDraft } from './owner-products';
import { isUniqueViolation } from '@/lib/db/unique-violation';

/** An import refused: 400 with every bad row and column, so the owner mends the file in one go. */
export class CatalogueImportRefused extends ShopError {
  constructor(readonly problems: CsvProblem[]) {
    super('invalid', 'invalid_rows', `The file was not imported: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to mend first. Nothing was changed.`);
  }
}

/** What the audit log keeps of a product: every field the owner edits, each variation by its id. */
function auditView(product: OwnerProduct): Record<string, unknown> {
  const { name, slug, categorySlug: category, description, tags, regions, regionsChosen, featured, visible, regularPence, salePence, stock } = product;
  return {
    name,
    slug,
    category,
    description,
    tags,
    regions,
    regionsChosen,
    featured,
    visible,
    regularPence,
    salePence,
    stock,
    ...(product.type === 'variable' ? { variations: product.variations.map(({ id, regularPence, salePence, stock }) => ({ id, regularPence, salePence, stock })) } : {}),
  };
}

const newItem = (variation: NewVariation): DraftItem => ({ options: variation.attributes, regularPence: variation.price, salePence: variation.salePrice ?? null, stock: variation.stock });

/** Option names as the variations and attributes give them, attributes' order first. */
function optionNames(attributes: { name: string }[] | undefined, variations: { attributes: Record<string, string> }[]): string[] {
  return [...new Set([...(attributes ?? []).map((attribute) => attribute.name), ...variations.flatMap((variation) => Object.keys(variation.attributes))])];
}

function createDraft(body: OwnerProductCreate, slug: string): ProductDraft {
  const variations = body.variations ?? [];
  const options = variations.length ? optionNames(body.attributes, variations) : [];
  if (!variations.length && body.price === undefined) throw new ShopError('invalid', 'invalid_body', 'price: send the price (and stock), or variations with their own prices.');
  if (variations.length && (body.price !== undefined || body.stock !== undefined)) {
    throw new ShopError('invalid', 'invalid_body', 'price: a product sold in variations has no price or stock of its own: send them under variations.');
  }
  return {
    slug,
    name: body.name,
    category: body.category,
    description: body.description ?? '',
    tags: cleanTags(body.tags ?? []),
    regions: body.regions ? cleanRegions(body.regions) : null,
    featured: body.featured ?? false,
    visible: body.visible ?? true,
    options,
    items: variations.length ? variations.map(newItem) : [{ options: {}, regularPence: body.price!, salePence: body.salePrice ?? null, stock: body.stock ?? 0 }],
  };
}

function changeItem(item: DraftItem, change: { price?: number; salePrice?: number | null; stock?: number }): DraftItem {
  return {
    ...item,
    regularPence: change.price ?? item.regularPence,
    salePence: change.salePrice === undefined ? item.salePence : change.salePrice,
    stock: change.stock ?? item.stock,
  };
}

/** The draft a patch makes of a stored product: every field it leaves out stays as it is. */
function patchedDraft(product: OwnerProduct, body: OwnerProductPatch): ProductDraft {
  const before = draftOf(product, 'chosen');
  const byId = new Map(product.variations.map((variation, index) => [variation.id, index]));
  let items = [...before.items];
  let options = before.options;
  const simpleFigures = body.price !== undefined || body.salePrice !== undefined || body.stock !== undefined;

  const changes = body.variations ?? [];
  const added = changes.filter((change): change is NewVariation => !('id' in change));
  if (product.type === 'variable' && simpleFigures) {
    throw new ShopError('invalid', 'wrong_product_type', `${product.name} is sold in variations: send their prices and stock under variations.`);
  }
  if (product.type === 'simple' && changes.some((change) => 'id' in change)) {
    throw new ShopError('invalid', 'wrong_product_type', `${product.name} has no variations: send price, salePrice and stock for the product itself.`);
  }
  for (const change of changes) {
    if (!('id' in change)) continue;
    const index = byId.get(change.id);
    if (index === undefined) throw notFound(`${product.name} has no variation ${change.id}.`);
    items[index] = changeItem(items[index]!, change);
  }
  if (body.removeVariations?.length) {
    const removed = new Set(body.removeVariations.map((id) => {
      const index = byId.get(id);
      if (index === undefined) throw notFound(`${product.name} has no variation ${id}.`);
      return index;
    }));
    items = items.filter((_, index) => !removed.has(index));
  }
  if (added.length) {
    // A simple product given variations becomes one sold in variations: its own figures give way to theirs.
    if (product.type === 'simple') items = [];
    options = optionNames(body.attributes ?? (options.length ? options.map((name) => ({ name })) : undefined), added);
    items = [...items, ...added.map(newItem)];
  }
  if (product.type === 'simple' && !added.length) items = [changeItem(items[0]!, body)];

  return {
    ...before,
    slug: body.slug ?? before.slug,
    name: body.name ?? before.name,
    category: body.category ?? before.category,
    description: body.description ?? before.description,
    tags: body.tags ? cleanTags(body.tags) : before.tags,
    regions: body.regions === undefined ? before.regions : body.regions && cleanRegions(body.regions),
    featured: body.featured ?? before.featured,
    visible: body.visible ?? before.visible,
    options,
    items,
  };
}

/**
 * Two changes that both checked a slug was free can race to it; the database's unique index lets
 * one win, and the other hears why (409), not a 500.
 */
async function slugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ShopError('conflict', 'slug_taken', 'slug: another change took that address a moment ago; try again.');
    throw error;
  }
}

function refuseArchived(product: OwnerProduct): void {
  if (product.archivedAt) throw new ShopError('conflict', 'product_archived', `${product.name} is archived: it has left the shop and is kept only for its orders.`);
}

function refreshAfter(ids: number[], shapeChanged: boolean): void {
  if (ids.length) refreshProducts(ids);
  if (shapeChanged) refreshCatalogueShape();
}

export function localOwnerCatalogue(getDb: () => Database): OwnerCatalogue {
  async function newSlug(tx: Transaction, body: OwnerProductCreate): Promise<string> {
    if (body.slug !== undefined) return body.slug;
    const base = slugify(body.name);
    return freeSlug(base, await slugsLike(tx, base));
  }

  async function update(owner: OwnerRef, id: number, body: OwnerProductPatch): Promise<OwnerProduct> {
    const result = await slugRace(() => getDb().transaction(async (tx) => {
      const before = await readOwnerProduct(tx, id, true);
      if (body.archived) {
        if (before.archivedAt) return { after: before, write: { id, changed: false, shapeChanged: false } };
        await tx.update(products).set({ archivedAt: new Date(), updatedAt: new Date() }).where(eq(products.id, id));
        const after = await readOwnerProduct(tx, id, false);
        await recordAudit(tx, owner, { action: 'product.archive', entity: 'product', entityId: id, before: { archived: false }, after: { archived: true } });
        return { after, write: { id, changed: true, shapeChanged: true } };
      }
      refuseArchived(before);
      const draft = patchedDraft(before, body);
      const write = await writeDraft(tx, before, draft);
      const after = write.changed ? await readOwnerProduct(tx, id, false) : before;
      if (write.changed) await recordAudit(tx, owner, { action: 'product.update', entity: 'product', entityId: id, before: auditView(before), after: auditView(after) });
      return { after, write };
    }));
    if (result.write.changed) refreshAfter([id], result.write.shapeChanged);
    return result.after;
  }

  return {
    listProducts: (query) => listOwnerProducts(getDb(), query),
    getProduct: (id) => readOwnerProduct(getDb(), id, false),

    async createProduct(owner, body) {
      const product = await slugRace(() => getDb().transaction(async (tx) => {
        const draft = createDraft(body, await newSlug(tx, body));
        const { id } = await writeDraft(tx, null, draft);
        const created = await readOwnerProduct(tx, id, false);
        await recordAudit(tx, owner, { action: 'product.create', entity: 'product', entityId: id, before: null, after: auditView(created) });
        return created;
      }));
      refreshAfter([product.id], true);
      return product;
    },

    updateProduct: update,
    archiveProduct: (owner, id) => update(owner, id, { archived: true }),

    listCategories: () => listOwnerCategories(getDb()),

    async createCategory(owner, body) {
      const category = await slugRace(() => getDb().transaction(async (tx) => {
        const created = await insertCategory(tx, body);
        await recordAudit(tx, owner, { action: 'category.create', entity: 'category', entityId: created.id, before: null, after: { ...created } });
        return created;
      }));
      refreshCatalogueShape();
      return category;
    },

    async updateCategory(owner, id, body) {
      const category = await slugRace(() => getDb().transaction(async (tx) => {
        const before = await readOwnerCategory(tx, id, true);
        const after = await changeCategory(tx, before, body);
        await recordAudit(tx, owner, { action: 'category.update', entity: 'category', entityId: id, before: { ...before }, after: { ...after } });
        return after;
      }));
      refreshCatalogueShape();
      return category;
    },

    async deleteCategory(owner, id) {
      await getDb().transaction(async (tx) => {
        const before = await readOwnerCategory(tx, id, true);
        await removeCategory(tx, before);
        await recordAudit(tx, owner, { action: 'category.delete', entity: 'category', entityId: id, before: { ...before }, after: null });
      });
      refreshCatalogueShape();
    },

    async exportCsv() {
      return catalogueCsv((await everyOwnerProduct(getDb())).map((product) => draftOf(product, 'shown')));
    },

    async importCsv(owner, csv): Promise<CatalogueImportResult> {
      const reading = readCatalogueCsv(csv);
      if (!reading.ok) throw new CatalogueImportRefused(reading.problems);
      const outcome = await slugRace(() => getDb().transaction(async (tx) => {
        const result: CatalogueImportResult = { created: [], updated: [], unchanged: 0 };
        const touched: number[] = [];
        let shapeChanged = false;
        const problems: CsvProblem[] = [];
        for (const { draft, rows } of reading.drafts) {
          const before = await readOwnerProductBySlug(tx, draft.slug, true);
          if (before && sameDraft(draftOf(before, 'shown'), draft)) {
            result.unchanged += 1;
            continue;
          }
          if (before?.archivedAt) {
            problems.push({ row: rows[0]!, column: 'slug', message: `${draft.slug} is an archived product's address; give the new product another slug` });
            continue;
          }
          // Regions the keyword rules gave, sent back as they were, stay the rules' to keep.
          const kept = before && !before.regionsChosen && JSON.stringify(draft.regions ?? []) === JSON.stringify(before.regions) ? { ...draft, regions: null } : draft;
          try {
            const write = await writeDraft(tx, before, kept);
            if (!write.changed) {
              result.unchanged += 1;
              continue;
            }
            touched.push(write.id);
            shapeChanged ||= write.shapeChanged;
            (before ? result.updated : result.created).push(draft.slug);
            const after = await readOwnerProduct(tx, write.id, false);
            await recordAudit(tx, owner, { action: before ? 'product.update' : 'product.create', entity: 'product', entityId: write.id, before: before ? auditView(before) : null, after: { ...auditView(after), source: 'csv' } });
          } catch (error) {
            if (!(error instanceof ShopError) || error.kind === 'unavailable') throw error;
            const [column, ...message] = error.message.split(': ');
            problems.push({ row: rows[0]!, column: message.length ? column! : 'slug', message: message.length ? message.join(': ') : error.message });
          }
        }
        // Any refusal undoes the rows already written: the file goes in whole or not at all.
        if (problems.length) throw new CatalogueImportRefused(problems);
        return { result, touched, shapeChanged };
      }));
      refreshAfter(outcome.touched, outcome.shapeChanged);
      return outcome.result;
    },
  };
}

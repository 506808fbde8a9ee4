/**
 * Copies the shop's own catalogue (data/catalogue) into a WooCommerce store, for a demo store that
 * shows the whole shop on WooCommerce (`npm run woocommerce:import`, docs/adr/0025). Categories,
 * tags, products, their attributes and variations, prices, sale prices and stock go in through the
 * REST API. What the store already has, matched by slug (and a variation by its options), is left as
 * it is, so a second run changes nothing and a run that was cut short is finished by the next.
 */
import { seedCategories } from '@/data/catalogue/categories';
import { seedProducts } from '@/data/catalogue/products';
import type { SeedCategory, SeedProduct, SeedVariation } from '@/data/catalogue/types';
import { penceToDecimal } from '@/lib/domain/money';
import type { StoreClient } from './client';

const DAY_MS = 86_400_000;
/** WooCommerce's largest page, and its batch endpoints' most items a call. */
const PAGE = 100;

interface Named {
  id: number;
  slug: string;
}

interface StoreVariation {
  id: number;
  attributes: { name: string; option: string }[];
}

export interface ImportReport {
  categories: { created: number; kept: number };
  tags: { created: number; kept: number };
  products: { created: number; kept: number };
  variations: { created: number; kept: number };
}

/** Every item of a listing, page by page. */
async function listAll<T>(client: StoreClient, endpoint: string, query: Record<string, string | number> = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = await client.get<T[]>(endpoint, { ...query, per_page: PAGE, page });
    items.push(...data);
    if (data.length < PAGE) return items;
  }
}

/** A product's price fields: the regular price, and the sale price only while it is on sale. */
export function storePrices(item: { pricePence: number; regularPricePence?: number }): { regular_price: string; sale_price: string } {
  return item.regularPricePence === undefined
    ? { regular_price: penceToDecimal(item.pricePence), sale_price: '' }
    : { regular_price: penceToDecimal(item.regularPricePence), sale_price: penceToDecimal(item.pricePence) };
}

/** A variation's options as one text, the same whichever order they come in, to match it with the store's. */
export function optionsKey(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, option]) => `${name.toLowerCase()}=${option.toLowerCase()}`)
    .sort()
    .join('&');
}

export function categoryBody(category: SeedCategory): Record<string, unknown> {
  return { name: category.name, slug: category.slug, description: category.description };
}

/** The REST body that creates a product, its categories and tags already in the store. */
export function productBody(product: SeedProduct, ids: { category: number; tags: number[] }, now: number): Record<string, unknown> {
  const common = {
    name: product.name,
    slug: product.slug,
    status: 'publish',
    featured: product.featured ?? false,
    description: product.descriptionHtml,
    categories: [{ id: ids.category }],
    tags: ids.tags.map((id) => ({ id })),
    date_created_gmt: new Date(now - product.addedDaysAgo * DAY_MS).toISOString().slice(0, 19),
  };
  if (product.type === 'simple') return { ...common, type: 'simple', ...storePrices(product), manage_stock: true, stock_quantity: product.stock };
  return {
    ...common,
    type: 'variable',
    attributes: product.attributes.map((attribute, position) => ({ name: attribute.name, options: attribute.options, position, visible: true, variation: true })),
  };
}

export function variationBody(variation: SeedVariation): Record<string, unknown> {
  return {
    ...storePrices(variation),
    manage_stock: true,
    stock_quantity: variation.stock,
    attributes: Object.entries(variation.attributes).map(([name, option]) => ({ name, option })),
  };
}

/** Makes what is missing, a batch at a time; returns the store's records by slug. */
async function ensureTerms<T extends { slug: string }>(
  client: StoreClient,
  endpoint: string,
  wanted: T[],
  body: (item: T) => Record<string, unknown>,
): Promise<{ bySlug: Map<string, number>; created: number; kept: number }> {
  const existing = new Map((await listAll<Named>(client, endpoint)).map((term) => [term.slug, term.id]));
  const missing = wanted.filter((item) => !existing.has(item.slug));
  for (let start = 0; start < missing.length; start += PAGE) {
    const { create } = await client.post<{ create: (Named & { error?: { message: string } })[] }>(`${endpoint}/batch`, { create: missing.slice(start, start + PAGE).map(body) });
    for (const made of create) {
      if (made.error) throw new Error(`WooCommerce would not create an entry of ${endpoint}: ${made.error.message}`);
      existing.set(made.slug, made.id);
    }
  }
  return { bySlug: existing, created: missing.length, kept: wanted.length - missing.length };
}

async function ensureVariations(client: StoreClient, productId: number, product: Extract<SeedProduct, { type: 'variable' }>): Promise<{ created: number; kept: number }> {
  const endpoint = `products/${productId}/variations`;
  const existing = new Set((await listAll<StoreVariation>(client, endpoint)).map((variation) => optionsKey(Object.fromEntries(variation.attributes.map(({ name, option }) => [name, option])))));
  const missing = product.variations.filter((variation) => !existing.has(optionsKey(variation.attributes)));
  for (let start = 0; start < missing.length; start += PAGE) {
    const { create } = await client.post<{ create: { id: number; error?: { message: string } }[] }>(`${endpoint}/batch`, { create: missing.slice(start, start + PAGE).map(variationBody) });
    const failed = create.find((made) => made.error);
    if (failed?.error) throw new Error(`WooCommerce would not create a variation of ${product.slug}: ${failed.error.message}`);
  }
  return { created: missing.length, kept: product.variations.length - missing.length };
}

const tagSlug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function importCatalogue(client: StoreClient, log: (line: string) => void = () => {}, now = Date.now()): Promise<ImportReport> {
  const categories = await ensureTerms(client, 'products/categories', seedCategories, categoryBody);
  log(`Categories: ${categories.created} created, ${categories.kept} already there.`);
  const tagNames = [...new Set(seedProducts.flatMap((product) => product.tags))];
  const tags = await ensureTerms(client, 'products/tags', tagNames.map((name) => ({ name, slug: tagSlug(name) })), (tag) => ({ name: tag.name, slug: tag.slug }));
  log(`Tags: ${tags.created} created, ${tags.kept} already there.`);

  const existing = new Map((await listAll<Named>(client, 'products', { status: 'any' })).map((product) => [product.slug, product.id]));
  const missing = seedProducts.filter((product) => !existing.has(product.slug));
  for (let start = 0; start < missing.length; start += PAGE) {
    const bodies = missing.slice(start, start + PAGE).map((product) =>
      productBody(product, { category: categories.bySlug.get(product.categorySlug)!, tags: product.tags.map((tag) => tags.bySlug.get(tagSlug(tag))!) }, now),
    );
    const { create } = await client.post<{ create: (Named & { error?: { message: string } })[] }>('products/batch', { create: bodies });
    for (const made of create) {
      if (made.error) throw new Error(`WooCommerce would not create a product: ${made.error.message}`);
      existing.set(made.slug, made.id);
    }
  }
  log(`Products: ${missing.length} created, ${seedProducts.length - missing.length} already there.`);

  const variations = { created: 0, kept: 0 };
  for (const product of seedProducts) {
    if (product.type !== 'variable') continue;
    const made = await ensureVariations(client, existing.get(product.slug)!, product);
    variations.created += made.created;
    variations.kept += made.kept;
  }
  log(`Variations: ${variations.created} created, ${variations.kept} already there.`);
  return {
    categories: { created: categories.created, kept: categories.kept },
    tags: { created: tags.created, kept: tags.kept },
    products: { created: missing.length, kept: seedProducts.length - missing.length },
    variations,
  };
}

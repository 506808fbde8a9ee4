/**
 * Copies the shop's own catalogue (data/catalogue) into a WooCommerce store, for a demo store that
 * shows the whole shop on WooCommerce (`npm run woocommerce:import`, docs/adr/0025). Categories,
 * tags, products, their attributes and variations, prices, sale prices, stock and pictures go in
 * through the REST API; WordPress fetches each picture from `imagesFrom`, where the shop's public
 * files are served. What the store already has, matched by slug (and a variation by its options),
 * is left as it is, so a second run changes nothing and a run that was cut short is finished by the
 * next (a product left without its pictures gets them).
 */
import { seedCategories } from '@/data/catalogue/categories';
import { productImages } from '@/data/catalogue/images';
import { addedAt, seedProducts } from '@/data/catalogue/products';
import type { SeedCategory, SeedProduct, SeedVariation } from '@/data/catalogue/types';
import { penceToDecimal } from '@/lib/domain/money';
import type { StoreClient } from './client';

/** WooCommerce's largest page, and its batch endpoints' most items a call. */
const PAGE = 100;
/** Products a call when each brings pictures for WordPress to fetch and resize: a call stays short. */
const WITH_PICTURES = 4;

interface Named {
  id: number;
  slug: string;
}

interface StoreProduct extends Named {
  images: unknown[];
}

interface StoreVariation {
  id: number;
  attributes: { name: string; option: string }[];
}

export interface ImportReport {
  /** Whether the import gave the store a shipping method for every country (it had none for some). */
  shippingEverywhere: 'added' | 'kept';
  categories: { created: number; kept: number };
  tags: { created: number; kept: number };
  products: { created: number; kept: number };
  variations: { created: number; kept: number };
  /** Products given their pictures by an earlier run's products, and those that had them. */
  pictures: { added: number; kept: number };
}

export interface ImportOptions {
  /** The origin the shop's public files are served from, for WordPress to fetch the pictures. */
  imagesFrom: string;
  log?: (line: string) => void;
  now?: number;
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

/** A product's pictures as WooCommerce fetches them: from the origin serving the shop's files. */
export function pictureBodies(product: Pick<SeedProduct, 'slug' | 'name'>, imagesFrom: string): { src: string; alt: string }[] {
  return productImages(product.slug, product.name).map(({ url, alt }) => ({ src: `${imagesFrom}${url}`, alt }));
}

/** The REST body that creates a product, its categories and tags already in the store. */
export function productBody(product: SeedProduct, ids: { category: number; tags: number[] }, now: number, imagesFrom: string): Record<string, unknown> {
  const common = {
    name: product.name,
    slug: product.slug,
    status: 'publish',
    featured: product.featured ?? false,
    description: product.descriptionHtml,
    categories: [{ id: ids.category }],
    tags: ids.tags.map((id) => ({ id })),
    date_created_gmt: addedAt(product, now).toISOString().slice(0, 19),
    images: pictureBodies(product, imagesFrom),
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

/** Sends `items` in batches of `size` to a batch endpoint; throws on the first item WooCommerce refuses. */
async function inBatches<R extends Named = Named>(client: StoreClient, endpoint: string, kind: 'create' | 'update', items: unknown[], size: number, what: string): Promise<R[]> {
  const done: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    const answer = await client.post<Record<string, (R & { error?: { message: string } })[]>>(endpoint, { [kind]: items.slice(start, start + size) });
    for (const made of answer[kind] ?? []) {
      if (made.error) throw new Error(`WooCommerce would not ${kind} ${what}: ${made.error.message}`);
      done.push(made);
    }
  }
  return done;
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
  for (const made of await inBatches(client, `${endpoint}/batch`, 'create', missing.map(body), PAGE, `an entry of ${endpoint}`)) existing.set(made.slug, made.id);
  return { bySlug: existing, created: missing.length, kept: wanted.length - missing.length };
}

async function ensureVariations(client: StoreClient, productId: number, product: Extract<SeedProduct, { type: 'variable' }>): Promise<{ created: number; kept: number }> {
  const endpoint = `products/${productId}/variations`;
  const existing = new Set((await listAll<StoreVariation>(client, endpoint)).map((variation) => optionsKey(Object.fromEntries(variation.attributes.map(({ name, option }) => [name, option])))));
  const missing = product.variations.filter((variation) => !existing.has(optionsKey(variation.attributes)));
  await inBatches(client, `${endpoint}/batch`, 'create', missing.map(variationBody), PAGE, `a variation of ${product.slug}`);
  return { created: missing.length, kept: product.variations.length - missing.length };
}

/**
 * WooCommerce's checkout refuses an order it has no shipping method for, though the shop writes its
 * own shipping figure on every order (docs/adr/0026): so "Locations not covered by your other
 * zones" (zone 0) gets a free flat rate when it has no method.
 */
async function ensureShippingEverywhere(client: StoreClient): Promise<'added' | 'kept'> {
  const { data: methods } = await client.get<{ enabled: boolean }[]>('shipping/zones/0/methods');
  if (methods.some((method) => method.enabled)) return 'kept';
  await client.post('shipping/zones/0/methods', { method_id: 'flat_rate', enabled: true, settings: { title: 'Delivery', cost: '0' } });
  return 'added';
}

const tagSlug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function importCatalogue(client: StoreClient, { imagesFrom, log = () => {}, now = Date.now() }: ImportOptions): Promise<ImportReport> {
  const shippingEverywhere = await ensureShippingEverywhere(client);
  log(`Shipping to every country: ${shippingEverywhere === 'added' ? 'a flat rate added for locations not covered by other zones' : 'already there'}.`);
  const categories = await ensureTerms(client, 'products/categories', seedCategories, categoryBody);
  log(`Categories: ${categories.created} created, ${categories.kept} already there.`);
  const tagNames = [...new Set(seedProducts.flatMap((product) => product.tags))];
  const tags = await ensureTerms(client, 'products/tags', tagNames.map((name) => ({ name, slug: tagSlug(name) })), (tag) => ({ name: tag.name, slug: tag.slug }));
  log(`Tags: ${tags.created} created, ${tags.kept} already there.`);

  const stored = new Map((await listAll<StoreProduct>(client, 'products', { status: 'any' })).map((product) => [product.slug, product]));
  const missing = seedProducts.filter((product) => !stored.has(product.slug));
  // Products an earlier run made but left without pictures (it was cut short): they get them below.
  const bare = seedProducts.filter((product) => stored.get(product.slug)?.images.length === 0);
  const bodies = missing.map((product) =>
    productBody(product, { category: categories.bySlug.get(product.categorySlug)!, tags: product.tags.map((tag) => tags.bySlug.get(tagSlug(tag))!) }, now, imagesFrom),
  );
  for (const made of await inBatches<StoreProduct>(client, 'products/batch', 'create', bodies, WITH_PICTURES, 'a product')) stored.set(made.slug, made);
  log(`Products: ${missing.length} created, ${seedProducts.length - missing.length} already there.`);

  await inBatches(client, 'products/batch', 'update', bare.map((product) => ({ id: stored.get(product.slug)!.id, images: pictureBodies(product, imagesFrom) })), WITH_PICTURES, 'the pictures of a product');
  log(`Pictures: ${bare.length} products given theirs, ${seedProducts.length - bare.length} had them.`);

  const variations = { created: 0, kept: 0 };
  for (const product of seedProducts) {
    if (product.type !== 'variable') continue;
    const made = await ensureVariations(client, stored.get(product.slug)!.id, product);
    variations.created += made.created;
    variations.kept += made.kept;
  }
  log(`Variations: ${variations.created} created, ${variations.kept} already there.`);
  return {
    shippingEverywhere,
    categories: { created: categories.created, kept: categories.kept },
    tags: { created: tags.created, kept: tags.kept },
    products: { created: missing.length, kept: seedProducts.length - missing.length },
    variations,
    pictures: { added: bare.length, kept: seedProducts.length - bare.length },
  };
}

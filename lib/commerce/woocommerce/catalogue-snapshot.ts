/**
 * The WooCommerce adapter's copy of the store's catalogue, in memory (docs/adr/0025): every shown
 * product with its variations, and the categories. Listings, filters, sorting, related products,
 * collections and counts are then the shop's own pure rules over it, so a page costs no call to the
 * store, and the shop reads the same on either back end. WooCommerce stays the truth:
 * - a change expires cache tags (the store's webhooks, or the shop's own orders), and the next read
 *   waits for the products those tags name to be read again (the whole catalogue, for its shape);
 * - after MAX_AGE_MS the copy is read again in the background while the old one is served, and
 *   while the store answers, a copy older than STALE_LIMIT_MS is never served;
 * - while the store does not answer (stopped, failing, or slower than LAST_GOOD_AFTER_MS), the last
 *   good copy is served, however old, for the whole outage, so pages still render within seconds
 *   (no one can buy meanwhile: checkout asks the store); once it answers again, what was served in
 *   its place is refreshed (`onRecovered`).
 * Carts and orders never price from here: they read the store itself (store-purchasable.ts).
 */
import { CATALOGUE_TAG, productOfTag } from '@/lib/domain/cache-tags';
import { REGION_IDS, regionsOf, type RegionId } from '@/lib/domain/collections';
import { sortListing } from '@/lib/domain/product-listing';
import { settleWithin, TIMED_OUT } from '@/lib/domain/settle-within';
import type { Category, Product, ProductVariation } from '../types';
import { StoreUnavailableError, type StoreClient } from './client';
import {
  isShown,
  parentUnits,
  PRODUCT_FIELDS,
  toCategory,
  toProduct,
  toVariation,
  VARIATION_FIELDS,
  type StoreCategory,
  type StoreProduct,
  type StoreVariation,
} from './store-records';

/** WooCommerce's largest page. */
const PAGE = 100;
/** Calls to the store at once while reading variations: quick, without crowding a small host. */
const PARALLEL_READS = 6;
export const MAX_AGE_MS = 60_000;
export const STALE_LIMIT_MS = 10 * 60_000;
/** How old a copy may be and still be served while no one can say what changed since it was read. */
export const UNKNOWN_TRUST_MS = 5_000;
/** Reads again for changes that arrived during a read, at most this many times in a row. */
const CATCH_UP_READS = 3;
/**
 * How long a read that must wait for the store waits before the last good copy is served instead: a
 * hung store's calls time out only after 10 s each, and a page must answer within 5 s.
 */
export const LAST_GOOD_AFTER_MS = 2_500;
/** While the last good copy stands in, the store is tried again this often. */
export const RECOVERY_TRY_MS = 5_000;

export interface SnapshotEntry {
  product: Product;
  categorySlugs: string[];
  variations: ProductVariation[];
}

export interface Snapshot {
  /** When its reads began (ms): an expiry after this may not be in it. */
  readAt: number;
  entries: ReadonlyMap<number, SnapshotEntry>;
  bySlug: ReadonlyMap<string, number>;
  /** Every shown product, in the shop's featured order. */
  featured: readonly Product[];
  categories: readonly Category[];
  regions: ReadonlyMap<RegionId, readonly Product[]>;
}

export interface SnapshotOptions {
  now?: () => number;
  /** The cache tags expired after a time on any instance, or null when that cannot be known (lib/cache/expire-tags.ts). */
  expiredSince: (time: number) => Promise<string[] | null>;
  /** Told the records of the products each read found (every published one, or those re-read). */
  onRead?: (records: readonly StoreProduct[]) => void;
  /**
   * Told, once the store answers again, what changed while the last good copy stood in for it
   * (products, and whether the catalogue's shape): pages rendered from that copy show them stale.
   */
  onRecovered?: (missed: { products: number[]; whole: boolean }) => void;
}

/** Every item of a listing, page by page. */
export async function readAll<T>(client: StoreClient, endpoint: string, query: Record<string, string | number>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { data } = await client.get<T[]>(endpoint, {
      ...query,
      per_page: PAGE,
      page,
    });
    items.push(...data);
    if (data.length < PAGE) return items;
  }
}

/** Runs `work` over `items`, a few at a time. */
export async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, worker));
  return results;
}

/** A product as the port sees it, with its variations read from the store. */
export async function readEntry(client: StoreClient, record: StoreProduct): Promise<SnapshotEntry> {
  const variations =
    record.type === 'variable'
      ? (await readAll<StoreVariation>(client, `products/${record.id}/variations`, { _fields: VARIATION_FIELDS }))
          .sort((a, b) => a.menu_order - b.menu_order || a.id - b.id)
          .map((variation) => toVariation(record.id, variation, parentUnits(record)))
      : [];
  return {
    product: toProduct(record, variations),
    categorySlugs: record.categories.map((category) => category.slug),
    variations,
  };
}

function assemble(readAt: number, entries: Map<number, SnapshotEntry>, storeCategories: readonly StoreCategory[]): Snapshot {
  const products = [...entries.values()].map((entry) => entry.product);
  const featured = sortListing(products, 'featured');
  const counts = new Map<string, number>();
  for (const entry of entries.values()) for (const slug of new Set(entry.categorySlugs)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  const regions = new Map<RegionId, Product[]>(REGION_IDS.map((region) => [region, []]));
  for (const product of featured) for (const region of regionsOf(product)) regions.get(region)!.push(product);
  return {
    readAt,
    entries,
    bySlug: new Map(products.map((product) => [product.slug, product.id])),
    featured,
    categories: [...storeCategories].sort((a, b) => a.menu_order - b.menu_order || a.id - b.id).map((category) => toCategory(category, counts.get(category.slug) ?? 0)),
    regions,
  };
}

export function catalogueSnapshot(client: StoreClient, { now = Date.now, expiredSince, onRead, onRecovered }: SnapshotOptions) {
  let current: Snapshot | null = null;
  /** While the last good copy stands in for the store: what it may be missing. */
  let outage: { products: Set<number>; whole: boolean } | null = null;
  let reading: Promise<Snapshot> | null = null;
  let storeCategories: StoreCategory[] = [];

  async function readWhole(): Promise<Snapshot> {
    const readAt = now();
    const [records, categories] = await Promise.all([
      readAll<StoreProduct>(client, 'products', {
        status: 'publish',
        _fields: PRODUCT_FIELDS,
      }),
      readCategories(),
    ]);
    const entries = await inParallel(records.filter(isShown), (record) => readEntry(client, record));
    storeCategories = categories;
    onRead?.(records);
    return assemble(readAt, new Map(entries.map((entry) => [entry.product.id, entry])), categories);
  }

  function readCategories(): Promise<StoreCategory[]> {
    return readAll<StoreCategory>(client, 'products/categories', { hide_empty: 'false', _fields: 'id,slug,name,description,menu_order' });
  }

  /**
   * Reads again only the products named: each is replaced, added, or dropped once the store no longer
   * shows it. `withCategories`: the categories too, for a change of the catalogue's shape that these
   * products made (a webhook names them), which needs no whole read.
   */
  async function readProducts(base: Snapshot, ids: number[], withCategories = false): Promise<Snapshot> {
    const readAt = now();
    if (withCategories) storeCategories = await readCategories();
    const entries = new Map(base.entries);
    for (let start = 0; start < ids.length; start += PAGE) {
      const chunk = ids.slice(start, start + PAGE);
      const { data } = await client.get<StoreProduct[]>('products', {
        include: chunk.join(','),
        status: 'any',
        per_page: PAGE,
        _fields: PRODUCT_FIELDS,
      });
      for (const id of chunk) entries.delete(id);
      for (const entry of await inParallel(data.filter(isShown), (record) => readEntry(client, record))) entries.set(entry.product.id, entry);
      onRead?.(data);
    }
    return assemble(readAt, entries, storeCategories);
  }

  /** One read at a time. */
  function start(read: () => Promise<Snapshot>): Promise<Snapshot> {
    reading = read()
      .then((snapshot) => (current = snapshot))
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  /**
   * What expired since `time` that a copy made then may not show: the catalogue's shape, or products.
   * While that cannot be known (the shared log is unreachable), only a copy younger than
   * UNKNOWN_TRUST_MS is trusted, which keeps the shop's five-second freshness.
   */
  async function changesSince(time: number): Promise<{ whole: boolean; products: number[] }> {
    const expired = await expiredSince(time);
    if (expired === null) return { whole: now() - time >= UNKNOWN_TRUST_MS, products: [] };
    return { whole: expired.includes(CATALOGUE_TAG), products: expired.map(productOfTag).filter((id): id is number => id !== null) };
  }

  /**
   * The catalogue as it is now: re-read where tags expired since the copy was made. A change that
   * arrives while a read is under way is read too before the copy is handed out (up to
   * `CATCH_UP_READS` times): a page rendered from it is stored a moment later, and the page cache
   * drops only what was stored within two seconds of a change (lib/cache/page-cache.mjs), while
   * reading a catalogue takes longer than that.
   */
  async function read(catchUps = 0): Promise<Snapshot> {
    const snapshot = current;
    const changed = snapshot ? await changesSince(snapshot.readAt) : { whole: true, products: [] };
    const age = snapshot ? now() - snapshot.readAt : Infinity;
    if (snapshot && !changed.whole && changed.products.length === 0 && age < STALE_LIMIT_MS) {
      // Old but usable: served while a fresh copy is read.
      if (age >= MAX_AGE_MS && !reading) start(readWhole).catch(() => {});
      return snapshot;
    }
    if (reading) {
      // A read begun before these changes may not hold them: wait for it, then look again.
      await reading.catch(() => {});
      return read(catchUps);
    }
    // A change of shape that names its products (a webhook's) reads just those; one that names none, all.
    const partial = snapshot && age < STALE_LIMIT_MS && changed.products.length > 0;
    const fresh = await start(partial ? () => readProducts(snapshot, changed.products, changed.whole) : readWhole);
    const during = await changesSince(fresh.readAt);
    return catchUps < CATCH_UP_READS && (during.whole || during.products.length > 0) ? read(catchUps + 1) : fresh;
  }

  /** Tries the store until it answers, then says what the stand-in copy missed. */
  function recoverLater(): void {
    setTimeout(() => {
      read().then(
        () => {
          const missed = outage;
          outage = null;
          if (missed) onRecovered?.({ products: [...missed.products], whole: missed.whole });
        },
        () => recoverLater(),
      );
    }, RECOVERY_TRY_MS).unref();
  }

  /** Notes what the last good copy misses (read from the change log, which the store's outage does not touch). */
  async function standIn(copy: Snapshot): Promise<Snapshot> {
    const starting = outage === null;
    outage ??= { products: new Set(), whole: false };
    const missed = await changesSince(copy.readAt).catch(() => ({ whole: true, products: [] }));
    outage.whole ||= missed.whole;
    for (const id of missed.products) outage.products.add(id);
    if (starting) recoverLater();
    return copy;
  }

  /**
   * The catalogue as it is now, or, while the store does not answer in time, the last good copy
   * (served at once for as long as the outage lasts, without waiting on the store again).
   */
  async function readOrLastGood(): Promise<Snapshot> {
    const copy = current;
    if (!copy) return read();
    if (outage) return standIn(copy);
    try {
      const answer = await settleWithin(read(), LAST_GOOD_AFTER_MS);
      // Still reading: the read goes on, and replaces the copy when it ends.
      return answer === TIMED_OUT ? standIn(copy) : answer;
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      return standIn(current ?? copy);
    }
  }

  return { read: readOrLastGood };
}

export type CatalogueSnapshot = ReturnType<typeof catalogueSnapshot>;

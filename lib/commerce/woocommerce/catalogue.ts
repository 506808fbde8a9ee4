/**
 * The WooCommerce adapter's catalogue (docs/adr/0025): the shop's pure listing rules over the
 * store's catalogue as the snapshot holds it, and WooCommerce's own search for the words a shopper
 * types (weaker than the built-in back end's: no typo tolerance; the README says so).
 */
import { searchTerms } from '@/lib/domain/catalogue';
import { pageOfListing, sortListing } from '@/lib/domain/product-listing';
import type { RatingSummary } from '@/lib/domain/ratings';
import { relatedProducts } from '@/lib/domain/related';
import { recordKey } from '@/lib/domain/stored-input';
import { REGION_IDS, type RegionId } from '@/lib/domain/collections';
import type { CatalogueBackend, Product } from '../types';
import type { StoreClient } from './client';
import { readAll, type CatalogueSnapshot, type Snapshot, type SnapshotEntry } from './catalogue-snapshot';

/** Searches remembered per copy of the catalogue: the common ones cost the store nothing twice. */
const REMEMBERED_SEARCHES = 500;

function entryOf(snapshot: Snapshot, slugOrId: string): SnapshotEntry | null {
  const key = recordKey(slugOrId);
  if (!key) return null;
  const id = 'id' in key ? key.id : snapshot.bySlug.get(key.slug);
  return id === undefined ? null : (snapshot.entries.get(id) ?? null);
}

export function wooCommerceCatalogue(client: StoreClient, snapshots: CatalogueSnapshot): CatalogueBackend {
  const searches = new WeakMap<Snapshot, Map<string, Promise<Set<number>>>>();

  /** The ids of the shown products WooCommerce finds for these words; none for words with nothing searchable. */
  async function search(snapshot: Snapshot, words: string): Promise<Set<number>> {
    const key = searchTerms(words).join(' ');
    if (!key) return new Set();
    const remembered = searches.get(snapshot) ?? new Map<string, Promise<Set<number>>>();
    searches.set(snapshot, remembered);
    let found = remembered.get(key);
    if (!found) {
      found = readAll<{ id: number }>(client, 'products', { search: key, status: 'publish', _fields: 'id' }).then((records) => new Set(records.map((record) => record.id)));
      // A failed search is not remembered: the next shopper asks the store again.
      found.catch(() => remembered.delete(key));
      if (remembered.size >= REMEMBERED_SEARCHES) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, found);
    }
    return found;
  }

  return {
    async listProducts(query) {
      const snapshot = await snapshots.read();
      let products: readonly Product[] = snapshot.featured;
      if (query.search) {
        const found = await search(snapshot, query.search);
        products = products.filter((product) => found.has(product.id));
      }
      if (query.categories?.length) {
        const wanted = new Set(query.categories);
        products = products.filter((product) => snapshot.entries.get(product.id)!.categorySlugs.some((slug) => wanted.has(slug)));
      }
      return pageOfListing(query.sort === 'featured' ? products : sortListing(products, query.sort), query.page, query.perPage);
    },

    async getProduct(slugOrId) {
      return entryOf(await snapshots.read(), slugOrId)?.product ?? null;
    },

    // WooCommerce answers its own old slugs; the shop keeps none for it.
    async productSlugRedirect() {
      return null;
    },

    async listVariations(slugOrId) {
      return entryOf(await snapshots.read(), slugOrId)?.variations ?? null;
    },

    async listCategories() {
      return [...(await snapshots.read()).categories];
    },

    async listRelatedProducts(product, max) {
      const { featured } = await snapshots.read();
      return relatedProducts(product, featured, max);
    },

    async ratingSummary(): Promise<RatingSummary | null> {
      let reviews = 0;
      let stars = 0;
      for (const product of (await snapshots.read()).featured) {
        if (product.rating === null || product.ratingCount === 0) continue;
        reviews += product.ratingCount;
        stars += product.rating * product.ratingCount;
      }
      return reviews > 0 ? { average: stars / reviews, reviewCount: reviews } : null;
    },

    async listRegionProducts(region, page, perPage) {
      return pageOfListing((await snapshots.read()).regions.get(region) ?? [], page, perPage);
    },

    async countRegionProducts() {
      const { regions } = await snapshots.read();
      return Object.fromEntries(REGION_IDS.map((region) => [region, regions.get(region)?.length ?? 0])) as Record<RegionId, number>;
    },
  };
}

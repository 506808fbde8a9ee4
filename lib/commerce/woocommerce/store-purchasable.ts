/**
 * What a cart line or an order line sells, read from WooCommerce itself at that moment, never from
 * the catalogue snapshot: the price and stock a shopper is held to are the store's own, as they are
 * now (docs/adr/0025).
 */
import { MAX_RECORD_ID } from '@/lib/domain/stored-input';
import { findMatchingVariation } from '@/lib/domain/variations';
import { choosePurchasable, productNotFound, sellableProduct, type Purchasable } from '../purchase-choice';
import type { ProductVariation } from '../types';
import { StoreRefusedError, type StoreClient } from './client';
import { inParallel, readAll, readEntry, type SnapshotEntry } from './catalogue-snapshot';
import { isSellableType, isShown, PRODUCT_FIELDS, type StoreProduct } from './store-records';

/** WooCommerce's largest page. */
const PAGE = 100;

/** A product and its variations as the store has them now, or null when it has no such product to sell. */
export async function readStoreProduct(client: StoreClient, productId: number, { forSale = false } = {}): Promise<SnapshotEntry | null> {
  if (!Number.isSafeInteger(productId) || productId < 1 || productId > MAX_RECORD_ID) return null;
  try {
    const { data } = await client.get<StoreProduct>(`products/${productId}`, { _fields: PRODUCT_FIELDS });
    if (!isSellableType(data.type) || data.status === 'trash' || (forSale && !isShown(data))) return null;
    return await readEntry(client, data);
  } catch (error) {
    if (error instanceof StoreRefusedError && error.status === 404) return null;
    throw error;
  }
}

/** Several products at once (a cart's), by id; those the store no longer has are left out. */
export async function readStoreProducts(client: StoreClient, productIds: readonly number[]): Promise<Map<number, SnapshotEntry>> {
  const ids = [...new Set(productIds)];
  const found = new Map<number, SnapshotEntry>();
  for (let start = 0; start < ids.length; start += PAGE) {
    const records = await readAll<StoreProduct>(client, 'products', { include: ids.slice(start, start + PAGE).join(','), status: 'any', _fields: PRODUCT_FIELDS });
    // A few at a time, as the snapshot reads them: a big cart must not crowd the store with calls at once.
    const entries = await inParallel(
      records.filter((record) => isSellableType(record.type) && record.status !== 'trash'),
      (record) => readEntry(client, record),
    );
    for (const entry of entries) found.set(entry.product.id, entry);
  }
  return found;
}

/** The variation a line holds, as sold now. */
export function variationOf(entry: SnapshotEntry, variationId: number | null): ProductVariation | null {
  return variationId === null ? null : (entry.variations.find((variation) => variation.id === variationId) ?? null);
}

/** The purchase `requested` names, priced and stocked as the store has it now. */
export function purchasableFrom(entry: SnapshotEntry, requested: Record<string, string>): Promise<Purchasable> {
  const { product, variations } = entry;
  return choosePurchasable(
    sellableProduct(product),
    requested,
    async (chosen) => {
      const variation = findMatchingVariation(variations, chosen);
      return variation ? { id: variation.id, pricePence: variation.pricePence, available: variation.stockQuantity } : null;
    },
  );
}

export async function resolveStorePurchasable(client: StoreClient, productId: number, requested: Record<string, string>, options: { forSale?: boolean } = {}): Promise<Purchasable> {
  const entry = await readStoreProduct(client, productId, options);
  if (!entry) throw productNotFound(productId);
  return purchasableFrom(entry, requested);
}

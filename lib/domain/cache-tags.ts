/**
 * The page cache's tags (docs/adr/0009-storefront-rendering.md). A cached page carries the tags of
 * what it shows; a change expires only the tags it touches, so one sold-out product refreshes its
 * own page and the listings that show it, and every other page stays cached.
 */

/** Which products exist and how they are named and grouped: pages that list the catalogue's shape. */
export const CATALOGUE_TAG = 'catalogue';
/** Stories and adventures, which change only when the shop edits them. */
export const CONTENT_TAG = 'content';

/** Next refuses more than this many tags on one cache entry. */
export const MAX_TAGS_PER_ENTRY = 128;

/** One product's price and stock, carried by its page and by every listing that shows it. */
export function productTag(productId: number): string {
  return `product:${productId}`;
}

/** The product a tag names, or null for any other tag. */
export function productOfTag(tag: string): number | null {
  const match = /^product:(\d+)$/.exec(tag);
  return match ? Number(match[1]) : null;
}

export function productTags(productIds: Iterable<number>): string[] {
  return [...new Set([...productIds].map(productTag))];
}

/** Splits a page's tags into groups Next accepts on one entry each. */
export function tagBatches(tags: readonly string[]): string[][] {
  const unique = [...new Set(tags)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += MAX_TAGS_PER_ENTRY) batches.push(unique.slice(start, start + MAX_TAGS_PER_ENTRY));
  return batches;
}

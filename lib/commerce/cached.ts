/**
 * The reads behind the storefront's pages. Each one tags the page being rendered with what it shows
 * (lib/domain/cache-tags.ts), because the page itself is what is cached: Next keeps the rendered page
 * and renders it again only when one of its tags expires (lib/cache/expire-tags.ts) or after its
 * revalidate time (docs/adr/0009-storefront-rendering.md). React's `cache` shares one read between a
 * page and its metadata. The API routes read the back end directly.
 */
import { cache } from 'react';
import { tagPage } from '@/lib/cache/tag-page';
import { CATALOGUE_TAG, CONTENT_TAG, productTag, productTags } from '@/lib/domain/cache-tags';
import type { RegionId } from '@/lib/domain/collections';
import { contentStore, type Adventure, type Article } from '@/lib/content/store';
import { commerce } from './backend';
import type { Product, ProductPage, ProductQuery } from './types';

export const listProducts = cache(async (query: ProductQuery): Promise<ProductPage> => {
  const page = await commerce().listProducts(query);
  await tagPage([CATALOGUE_TAG, ...productTags(page.products.map((product) => product.id))]);
  return page;
});

export const getProduct = cache(async (slug: string): Promise<Product | null> => {
  const product = await commerce().getProduct(slug);
  await tagPage(product ? [CATALOGUE_TAG, productTag(product.id)] : [CATALOGUE_TAG]);
  return product;
});

/**
 * The current slug of a product this slug once named. Read only when no product has the slug, and
 * tagged with the catalogue's shape, which every slug change expires.
 */
export const productSlugRedirect = cache(async (slug: string): Promise<string | null> => {
  await tagPage([CATALOGUE_TAG]);
  return commerce().productSlugRedirect(slug);
});

/** Variations carry their product's stock and prices, so they share its tag (set by getProduct). */
export const listVariations = cache((slug: string) => commerce().listVariations(slug));

export const listCategories = cache(async () => {
  await tagPage([CATALOGUE_TAG]);
  return commerce().listCategories();
});

export const getRatingSummary = cache(async () => {
  await tagPage([CATALOGUE_TAG]);
  return commerce().ratingSummary();
});

export async function listRelatedProducts(product: Product, max: number): Promise<Product[]> {
  const related = await commerce().listRelatedProducts(product, max);
  await tagPage(productTags(related.map((item) => item.id)));
  return related;
}

export const listArticles = cache(async (options: { featured?: boolean } = {}): Promise<Article[]> => {
  await tagPage([CONTENT_TAG]);
  return contentStore().listArticles({ featured: Boolean(options.featured) });
});

export const getArticle = cache(async (slug: string): Promise<Article | null> => {
  await tagPage([CONTENT_TAG]);
  return contentStore().getArticle(slug);
});

export const listAdventures = cache(async (): Promise<Adventure[]> => {
  await tagPage([CONTENT_TAG]);
  return contentStore().listAdventures();
});

export const getAdventure = cache(async (idOrSlug: string): Promise<Adventure | null> => {
  await tagPage([CONTENT_TAG]);
  return contentStore().getAdventure(idOrSlug);
});

/** Where an earlier slug of a story now lives (its rename's redirect), tagged like the story: a later rename or take-down changes it. */
export const storyMovedTo = cache(async (slug: string): Promise<string | null> => {
  await tagPage([CONTENT_TAG]);
  return contentStore().storyMovedTo(slug);
});

export const adventureMovedTo = cache(async (slug: string): Promise<string | null> => {
  await tagPage([CONTENT_TAG]);
  return contentStore().adventureMovedTo(slug);
});

/** /collections: like every listing, a region's page carries the tags of the products it shows. */
export const listRegionProducts = cache(async (region: RegionId, page: number, perPage: number): Promise<ProductPage> => {
  const result = await commerce().listRegionProducts(region, page, perPage);
  await tagPage([CATALOGUE_TAG, ...productTags(result.products.map((product) => product.id))]);
  return result;
});

/** The tabs' counts follow which products exist, not their stock: the catalogue's shape alone. */
export const countRegionProducts = cache(async (): Promise<Record<RegionId, number>> => {
  await tagPage([CATALOGUE_TAG]);
  return commerce().countRegionProducts();
});

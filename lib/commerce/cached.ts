/**
 * Catalogue reads for pages, cached on the server for the spec's five minutes and dropped early by
 * tag when stock or prices change (revalidateCatalogue). The API routes read the back end directly.
 */
import { revalidateTag, unstable_cache } from 'next/cache';
import { commerce } from './index';
import type { Adventure, Article, Product, ProductPage, ProductQuery } from './types';

export const CATALOGUE_TAG = 'catalogue';
const FIVE_MINUTES = 300;

// The cache stores JSON, so dates come back as text; give pages real Dates again.
function revive(product: Product): Product {
  return { ...product, createdAt: new Date(product.createdAt), updatedAt: new Date(product.updatedAt) };
}

const options = { revalidate: FIVE_MINUTES, tags: [CATALOGUE_TAG] };

const listProductsCached = unstable_cache((query: ProductQuery) => commerce().listProducts(query), ['catalogue:list'], options);
const getProductCached = unstable_cache((slug: string) => commerce().getProduct(slug), ['catalogue:product'], options);
const listVariationsCached = unstable_cache((slug: string) => commerce().listVariations(slug), ['catalogue:variations'], options);
const listCategoriesCached = unstable_cache(() => commerce().listCategories(), ['catalogue:categories'], options);
const listRelatedCached = unstable_cache(
  (product: Product, max: number) => commerce().listRelatedProducts(revive(product), max),
  ['catalogue:related'],
  options,
);

export async function listProducts(query: ProductQuery): Promise<ProductPage> {
  const page = await listProductsCached(query);
  return { ...page, products: page.products.map(revive) };
}

export async function getProduct(slug: string): Promise<Product | null> {
  const product = await getProductCached(slug);
  return product ? revive(product) : null;
}

export const listVariations = listVariationsCached;
export const listCategories = listCategoriesCached;

export const getRatingSummary = unstable_cache(() => commerce().ratingSummary(), ['catalogue:rating-summary'], options);

export async function listRelatedProducts(product: Product, max: number): Promise<Product[]> {
  return (await listRelatedCached(product, max)).map(revive);
}

/** Call after anything that changes what the catalogue shows (stock, prices, new products). */
export function revalidateCatalogue(): void {
  try {
    revalidateTag(CATALOGUE_TAG, { expire: 0 });
  } catch (error) {
    // Outside a request (the expiry timer, tests) Next has no cache to revalidate; pages catch up
    // within their five minutes instead.
    if (process.env.NODE_ENV !== 'test') console.warn(`[catalogue] Could not refresh cached pages now: ${String(error)}`);
  }
}

/** Stories and adventures change only when the shop edits them: cached like the catalogue. */
export const CONTENT_TAG = 'content';
const contentOptions = { revalidate: FIVE_MINUTES, tags: [CONTENT_TAG] };

function reviveArticle(article: Article): Article {
  return { ...article, publishedAt: new Date(article.publishedAt), modifiedAt: article.modifiedAt ? new Date(article.modifiedAt) : null };
}

function reviveAdventure(adventure: Adventure): Adventure {
  return { ...adventure, updatedAt: new Date(adventure.updatedAt) };
}

const listArticlesCached = unstable_cache((featured: boolean) => commerce().listArticles({ featured }), ['content:articles'], contentOptions);
const getArticleCached = unstable_cache((slug: string) => commerce().getArticle(slug), ['content:article'], contentOptions);
const listAdventuresCached = unstable_cache(() => commerce().listAdventures(), ['content:adventures'], contentOptions);
const getAdventureCached = unstable_cache((idOrSlug: string) => commerce().getAdventure(idOrSlug), ['content:adventure'], contentOptions);

export async function listArticles(options: { featured?: boolean } = {}): Promise<Article[]> {
  return (await listArticlesCached(Boolean(options.featured))).map(reviveArticle);
}

export async function getArticle(slug: string): Promise<Article | null> {
  const article = await getArticleCached(slug);
  return article ? reviveArticle(article) : null;
}

export async function listAdventures(): Promise<Adventure[]> {
  return (await listAdventuresCached()).map(reviveAdventure);
}

export async function getAdventure(idOrSlug: string): Promise<Adventure | null> {
  const adventure = await getAdventureCached(idOrSlug);
  return adventure ? reviveAdventure(adventure) : null;
}

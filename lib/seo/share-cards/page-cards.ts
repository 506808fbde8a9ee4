/**
 * What each shared page's card shows (docs/adr/0029-share-cards.md). The reads are the pages' own
 * cached reads (lib/commerce/cached.ts), so a card carries the same cache tags as its page: a
 * product's card is rendered again when that product's price changes, a story's when the stories do.
 */
import type { ImageResponse } from 'next/og';
import { SITE_SCENES } from '@/data/artwork/site-scenes';
import { getAdventure, getArticle, getProduct, listCategories, listProducts, listRegionProducts } from '@/lib/commerce/cached';
import { DEFAULT_SORT } from '@/lib/domain/catalogue';
import { COLLECTIONS_TITLE, regionById, type RegionId } from '@/lib/domain/collections';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { adventureCardText, productCardText, storyCardText, type ShareCardText } from '@/lib/domain/share-card';
import { CATALOGUE_TITLE } from '@/lib/seo/metadata';
import { SHOP_TAGLINE } from '@/lib/site';
import { renderShareCard } from './render-card';

const SHOP_TEXT: ShareCardText = { title: SHOP_TAGLINE, detail: FREE_UK_SHIPPING_HEADLINE };

/** The shop's own card: home's, and the card of a page whose item has gone (it answers 404). */
export function homeCard(): Promise<ImageResponse> {
  return renderShareCard({ text: SHOP_TEXT, pictureUrl: SITE_SCENES.homeHero.src });
}

export async function productCard(slug: string): Promise<ImageResponse> {
  const product = await getProduct(slug);
  if (!product) return homeCard();
  return renderShareCard({ text: productCardText(product), pictureUrl: product.images[0]?.url ?? null });
}

export async function storyCard(slug: string): Promise<ImageResponse> {
  const article = await getArticle(slug);
  if (!article) return homeCard();
  return renderShareCard({ text: storyCardText(article), pictureUrl: article.image?.url ?? null });
}

export async function adventureCard(idOrSlug: string): Promise<ImageResponse> {
  const adventure = await getAdventure(idOrSlug);
  if (!adventure) return homeCard();
  return renderShareCard({ text: adventureCardText(adventure), pictureUrl: adventure.images[0]?.url ?? null });
}

/**
 * /products and /products?category=…: the category's name (or the catalogue's title) over the
 * picture of the first gift its page shows. `category` is null for every category.
 */
export async function catalogueCard(category: string | null): Promise<ImageResponse> {
  const categories = category ? [category] : [];
  const [named, first] = await Promise.all([
    category ? listCategories().then((all) => all.find((known) => known.slug === category)?.name ?? null) : Promise.resolve(null),
    listProducts({ categories, sort: DEFAULT_SORT, page: 1, perPage: 1 }),
  ]);
  const picture = first.products[0]?.images[0]?.url ?? null;
  return renderShareCard({ text: { title: named ?? CATALOGUE_TITLE, detail: FREE_UK_SHIPPING_HEADLINE }, pictureUrl: picture });
}

/** /collections and its regions: the region over the picture of its first gift. */
export async function collectionsCard(region: RegionId): Promise<ImageResponse> {
  const first = await listRegionProducts(region, 1, 1);
  const picture = first.products[0]?.images[0]?.url ?? null;
  return renderShareCard({ text: { title: COLLECTIONS_TITLE, detail: `${regionById(region).label} gifts` }, pictureUrl: picture });
}

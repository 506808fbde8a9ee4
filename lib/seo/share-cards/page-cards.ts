/**
 * What each shared page's card shows (docs/adr/0029-share-cards.md). The reads are the pages' own
 * cached reads (lib/commerce/cached.ts), so a card carries the same cache tags as its page: a
 * product's card is rendered again when that product's price changes, a story's when the stories do.
 *
 * A card exists only where its page shows something: for a product, story, adventure, category,
 * region or page that does not exist each of these gives null, before anything is drawn, and the
 * route answers 404, which no cache keeps. Drawn, such a card cost a third of a CPU-second and took
 * a place in the page cache (and in Redis, for a year) for every address anyone made up (issue 39).
 */
import type { ImageResponse } from 'next/og';
import { SITE_SCENES } from '@/data/artwork/site-scenes';
import { adventureMovedTo, getAdventure, getArticle, getProduct, listCategories, listProducts, listRegionProducts, storyMovedTo } from '@/lib/commerce';
import { exactTab } from '@/lib/domain/adventures';
import { DEFAULT_SORT, PRODUCTS_PER_PAGE, totalPages } from '@/lib/domain/catalogue';
import { COLLECTIONS_TITLE, REGION_IDS, regionById, type RegionId } from '@/lib/domain/collections';
import { exactPageNumber } from '@/lib/domain/pagination';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { adventureCardText, productCardText, storyCardText, type ShareCardText } from '@/lib/domain/share-card';
import { CATALOGUE_TITLE } from '@/lib/seo/metadata';
import { SHOP_TAGLINE } from '@/lib/site';
import { renderShareCard } from './render-card';

const SHOP_TEXT: ShareCardText = { title: SHOP_TAGLINE, detail: FREE_UK_SHIPPING_HEADLINE };

/** The shop's own card, home's. */
export function homeCard(): Promise<ImageResponse> {
  return renderShareCard({ text: SHOP_TEXT, pictureUrl: SITE_SCENES.homeHero.src });
}

type Card = Promise<ImageResponse | null>;

export async function productCard(slug: string): Card {
  const product = await getProduct(slug);
  if (!product) return null;
  return renderShareCard({ text: productCardText(product), pictureUrl: product.images[0]?.url ?? null });
}

/**
 * A story's card. At a renamed story's earlier address it is the story's current card: the old card
 * address is what link previews shared before the rename keep. (Not a redirect, as the page gives:
 * Next names a card's route with a suffix of its own, `opengraph-image-<hash>`, that the card cannot
 * know to point at.)
 */
export async function storyCard(slug: string): Card {
  const article = (await getArticle(slug)) ?? (await currentOf(slug, storyMovedTo, getArticle));
  if (!article) return null;
  return renderShareCard({ text: storyCardText(article), pictureUrl: article.image?.url ?? null });
}

/** The piece an earlier slug now names, or null. */
async function currentOf<T>(slug: string, movedTo: (slug: string) => Promise<string | null>, get: (slug: string) => Promise<T | null>): Promise<T | null> {
  const moved = await movedTo(slug);
  return moved ? get(moved) : null;
}

/** An adventure's card, on its own page and on each of its other tabs (`tab`, spelled exactly). */
export async function adventureCard(idOrSlug: string, tab?: string): Card {
  if (tab !== undefined && !exactTab(tab)) return null;
  const adventure = (await getAdventure(idOrSlug)) ?? (await currentOf(idOrSlug, adventureMovedTo, getAdventure));
  if (!adventure) return null;
  return renderShareCard({ text: adventureCardText(adventure), pictureUrl: adventure.images[0]?.url ?? null });
}

/**
 * /products and /products?category=…&page=…: the category's name (or the catalogue's title) over the
 * picture of the first gift the first page shows. `category` is null for every category.
 */
export async function catalogueCard(category: string | null, pageParam: string): Card {
  const page = exactPageNumber(pageParam);
  if (page === null) return null;
  const categories = category ? [category] : [];
  const [named, first] = await Promise.all([
    category ? listCategories().then((all) => all.find((known) => known.slug === category)?.name ?? null) : Promise.resolve(null),
    listProducts({ categories, sort: DEFAULT_SORT, page: 1, perPage: 1 }),
  ]);
  if ((category && !named) || page > totalPages(first.total, PRODUCTS_PER_PAGE)) return null;
  const picture = first.products[0]?.images[0]?.url ?? null;
  return renderShareCard({ text: { title: named ?? CATALOGUE_TITLE, detail: FREE_UK_SHIPPING_HEADLINE }, pictureUrl: picture });
}

/** /collections and its regions: the region over the picture of its first gift. */
export async function collectionsCard(regionParam: string, pageParam: string): Card {
  const region = (REGION_IDS as readonly string[]).includes(regionParam) ? (regionParam as RegionId) : null;
  const page = exactPageNumber(pageParam);
  if (region === null || page === null) return null;
  const first = await listRegionProducts(region, 1, 1);
  if (page > totalPages(first.total, PRODUCTS_PER_PAGE)) return null;
  const picture = first.products[0]?.images[0]?.url ?? null;
  return renderShareCard({ text: { title: COLLECTIONS_TITLE, detail: `${regionById(region).label} gifts` }, pictureUrl: picture });
}

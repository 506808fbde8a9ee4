/**
 * Per-page metadata for Next's Metadata API: title, description, canonical URL, robots, Open Graph
 * and Twitter cards. Paths stay site-relative; the root layout's metadataBase (siteUrl()) makes
 * them absolute, so one SITE_URL setting moves every canonical and card.
 */
import type { Metadata } from 'next';
import type { Product } from '@/lib/commerce';
import { catalogueHref, type CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { DEFAULT_SORT } from '@/lib/domain/catalogue';
import { penceToDecimal } from '@/lib/domain/money';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { cutText } from '@/lib/domain/text';
import { SHOP_NAME } from '@/lib/site';

/** Search engines show about this much of a description before cutting it themselves. */
export const META_DESCRIPTION_LENGTH = 160;

export interface PageImage {
  /** Site-relative or absolute. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PageMetadataInput {
  /** The page's own title; the layout's template adds " | Highland Home". */
  title: string;
  description: string;
  /** Site-relative, with any query that makes the page distinct content. */
  path: string;
  /**
   * The page's route has a share card (an opengraph-image.tsx beside it, docs/adr/0029): Next adds
   * the card as og:image and, from there, twitter:image, with its size, type and alt. The metadata
   * then names no image of its own, since Next uses the file only while it does.
   */
  shareCard?: boolean;
  /** A picture for a page without a share card. */
  image?: string | PageImage;
  /** Alt text when `image` is given as a bare URL; defaults to the title. */
  imageAlt?: string;
  /** 'product' pages write og:type themselves, with the price (productOpenGraphTags). */
  type?: 'website' | 'article' | 'product';
  noIndex?: boolean;
}

export function pageMetadata({ title, description, path, shareCard = false, image, imageAlt, type = 'website', noIndex = false }: PageMetadataInput): Metadata {
  const summary = cutText(description, META_DESCRIPTION_LENGTH);
  // An empty description would override the layout's with nothing; leaving it out keeps the layout's.
  const described = summary ? { description: summary } : {};
  const picture: PageImage | null = shareCard ? null : typeof image === 'string' ? { url: image, alt: imageAlt ?? title } : (image ?? null);
  // Next writes no og:type for 'product', which its Metadata API does not know.
  const ogType = type === 'product' ? {} : { type };
  return {
    title,
    ...described,
    alternates: { canonical: path },
    // Open Graph and Twitter objects replace the layout's wholesale, so every field is set here.
    openGraph: { title, ...described, url: path, siteName: SHOP_NAME, locale: 'en_GB', ...ogType, ...(picture ? { images: [picture] } : {}) },
    twitter: {
      card: picture || shareCard ? 'summary_large_image' : 'summary',
      title,
      ...described,
      ...(picture ? { images: [{ url: picture.url, alt: picture.alt }] } : {}),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

export function productMetadata(product: Pick<Product, 'name' | 'slug' | 'descriptionText' | 'category'>): Metadata {
  return pageMetadata({
    title: product.name,
    description: product.descriptionText.trim() || `${product.name}: ${product.category.name} from ${SHOP_NAME}, Scottish Highland gifts.`,
    path: `/products/${product.slug}`,
    shareCard: true,
    type: 'product',
  });
}

export interface OpenGraphTag {
  property: string;
  content: string;
}

/**
 * A product page's og:type and price, as Open Graph's product object has them. Next's Metadata API
 * writes neither (its `other` entries are `name=` tags), so the page renders these and React places
 * them in the <head> (components/seo/OpenGraphTags.tsx). The price is the cheapest, as on the card.
 */
export function productOpenGraphTags(product: Pick<Product, 'priceRange'>): OpenGraphTag[] {
  return [
    { property: 'og:type', content: 'product' },
    { property: 'product:price:amount', content: penceToDecimal(product.priceRange.min) },
    { property: 'product:price:currency', content: 'GBP' },
  ];
}

export const CATALOGUE_TITLE = 'All Highland Treasures';
const CATALOGUE_DESCRIPTION = `Browse every ${SHOP_NAME} gift: tartan aprons, oak and glass chopping boards, phone cases, t-shirts, accessories and wall art. ${FREE_UK_SHIPPING_HEADLINE}.`;

export type CatalogueView = Pick<CatalogueFilters, 'search' | 'categories' | 'page'>;

/**
 * The catalogue's canonical URL keeps what changes the content (search, categories, page beyond
 * the first) and drops the sort, which only reorders it. Category views are landing pages worth
 * indexing; search results are endless thin variations, so they are noindex (but followed, so the
 * products they link still count). Their canonical still names themselves: a noindex page whose
 * canonical points elsewhere sends search engines two contradicting signals.
 */
/**
 * `shareCard`: the view is one of the cached ones (the default view or one category, whose route has
 * a card); a search or sort is rendered per request from the query and has none.
 */
export function catalogueMetadata(filters: CatalogueView, categoryNames: readonly string[] = [], { shareCard = false } = {}): Metadata {
  const search = filters.search.trim();
  const named = categoryNames.length ? categoryNames.join(', ') : null;
  const parts = [search ? `Search: ${search}` : null, named, CATALOGUE_TITLE].filter((part) => part !== null);
  const title = `${parts.join(' | ')}${filters.page > 1 ? ` (page ${filters.page})` : ''}`;
  return pageMetadata({
    title,
    description: named ? `Shop ${named} at ${SHOP_NAME}, Scottish Highland gifts. ${FREE_UK_SHIPPING_HEADLINE}.` : CATALOGUE_DESCRIPTION,
    path: catalogueHref({ search, categories: filters.categories, page: filters.page, sort: DEFAULT_SORT }),
    shareCard,
    noIndex: search !== '',
  });
}

/**
 * Per-page metadata for Next's Metadata API: title, description, canonical URL, robots, Open Graph
 * and Twitter cards. Paths stay site-relative; the root layout's metadataBase (siteUrl()) makes
 * them absolute, so one SITE_URL setting moves every canonical and card.
 */
import type { Metadata } from 'next';
import type { Product } from '@/lib/commerce/types';
import { catalogueHref, type CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { DEFAULT_SORT } from '@/lib/domain/catalogue';
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
  image?: string | PageImage;
  /** Alt text when `image` is given as a bare URL; defaults to the title. */
  imageAlt?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
}

export function pageMetadata({ title, description, path, image, imageAlt, type = 'website', noIndex = false }: PageMetadataInput): Metadata {
  const summary = cutText(description, META_DESCRIPTION_LENGTH);
  // An empty description would override the layout's with nothing; leaving it out keeps the layout's.
  const described = summary ? { description: summary } : {};
  const picture: PageImage | null = typeof image === 'string' ? { url: image, alt: imageAlt ?? title } : (image ?? null);
  return {
    title,
    ...described,
    alternates: { canonical: path },
    // Open Graph and Twitter objects replace the layout's wholesale, so every field is set here.
    openGraph: { title, ...described, url: path, siteName: SHOP_NAME, locale: 'en_GB', type, ...(picture ? { images: [picture] } : {}) },
    twitter: {
      card: picture ? 'summary_large_image' : 'summary',
      title,
      ...described,
      ...(picture ? { images: [{ url: picture.url, alt: picture.alt }] } : {}),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Every generated product picture is rendered at 800 x 800 (data/artwork/render.ts). */
const GENERATED_PRODUCT_IMAGES = '/images/generated/products/';
const GENERATED_PRODUCT_IMAGE_SIZE = 800;

export function productMetadata(product: Pick<Product, 'name' | 'slug' | 'descriptionText' | 'images' | 'category'>): Metadata {
  const first = product.images[0];
  // Stated sizes let sharing cards lay out before the picture loads; a wrong size is worse than none.
  const size = first?.url.startsWith(GENERATED_PRODUCT_IMAGES) ? { width: GENERATED_PRODUCT_IMAGE_SIZE, height: GENERATED_PRODUCT_IMAGE_SIZE } : {};
  return pageMetadata({
    title: product.name,
    description: product.descriptionText.trim() || `${product.name}: ${product.category.name} from ${SHOP_NAME}, Scottish Highland gifts.`,
    path: `/products/${product.slug}`,
    ...(first ? { image: { url: first.url, alt: first.alt || product.name, ...size } } : {}),
  });
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
export function catalogueMetadata(filters: CatalogueView, categoryNames: readonly string[] = []): Metadata {
  const search = filters.search.trim();
  const named = categoryNames.length ? categoryNames.join(', ') : null;
  const parts = [search ? `Search: ${search}` : null, named, CATALOGUE_TITLE].filter((part) => part !== null);
  const title = `${parts.join(' | ')}${filters.page > 1 ? ` (page ${filters.page})` : ''}`;
  return pageMetadata({
    title,
    description: named ? `Shop ${named} at ${SHOP_NAME}, Scottish Highland gifts. ${FREE_UK_SHIPPING_HEADLINE}.` : CATALOGUE_DESCRIPTION,
    path: catalogueHref({ search, categories: filters.categories, page: filters.page, sort: DEFAULT_SORT }),
    noIndex: search !== '',
  });
}

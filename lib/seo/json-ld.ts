/**
 * schema.org structured data for the storefront, as plain objects for <JsonLd>. Ratings appear only
 * when a product has real ones (docs/product/decisions.md#ratings), never a made-up figure.
 */
import type { Product, ProductImage } from '@/lib/commerce';
import { penceToDecimal, type Pence } from '@/lib/domain/money';
import { contactEmail, SHOP_NAME, siteUrl, SOCIAL_LINKS } from '@/lib/site';
import {
  SCHEMA_CONTEXT,
  type AggregateOfferJsonLd,
  type AggregateRatingJsonLd,
  type BreadcrumbListJsonLd,
  type ItemAvailability,
  type OfferJsonLd,
  type OrganizationJsonLd,
  type ProductJsonLd,
  type WebSiteJsonLd,
} from './schema-types';

export { serializeJsonLd } from './serialize';
export type * from './schema-types';

/** Structured data must carry absolute URLs; the catalogue stores site-relative ones. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  // Concatenated rather than resolved, so a SITE_URL with a base path keeps it.
  return new URL(`${siteUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`).toString();
}

/** The site's default social links point at each network's front page, which identifies nobody. */
function isProfileUrl(href: string): boolean {
  try {
    return new URL(href).pathname.replace(/\/+$/, '') !== '';
  } catch {
    return false;
  }
}

export function organizationJsonLd(): OrganizationJsonLd {
  const sameAs = SOCIAL_LINKS.map((link) => link.href).filter(isProfileUrl);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    name: SHOP_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: contactEmail(),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function websiteJsonLd(): WebSiteJsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      // The catalogue reads ?search= (lib/domain/catalogue-filters.ts), so the template must too.
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/products')}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type StructuredProduct = Pick<
  Product,
  'id' | 'slug' | 'name' | 'descriptionText' | 'pricePence' | 'priceRange' | 'rating' | 'ratingCount' | 'inStock'
> & {
  images: readonly Pick<ProductImage, 'url'>[];
  category: Pick<Product['category'], 'name'>;
};

export interface VariationOffer {
  pricePence: Pence;
  inStock: boolean;
}

export interface ProductJsonLdOptions {
  /** The product's variations: their prices and stock decide the offer exactly. */
  variations?: readonly VariationOffer[];
  /** Only an offer count, for callers that have not loaded the variations themselves. */
  variationCount?: number;
}

const availability = (inStock: boolean): ItemAvailability =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

function productOffers(product: StructuredProduct, url: string, options: ProductJsonLdOptions): OfferJsonLd | AggregateOfferJsonLd {
  const variations = options.variations?.length ? options.variations : null;
  const prices = variations ? variations.map((variation) => variation.pricePence) : [product.priceRange.min, product.priceRange.max];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const inStock = variations ? variations.some((variation) => variation.inStock) : product.inStock;
  const common = { priceCurrency: 'GBP', availability: availability(inStock), itemCondition: 'https://schema.org/NewCondition', url } as const;
  if (low === high) {
    return { '@type': 'Offer', price: penceToDecimal(variations ? low : product.pricePence), ...common };
  }
  const offerCount = variations?.length ?? options.variationCount;
  return {
    '@type': 'AggregateOffer',
    lowPrice: penceToDecimal(low),
    highPrice: penceToDecimal(high),
    ...(offerCount ? { offerCount } : {}),
    ...common,
  };
}

/** Real reviews only: a rating without a count (or a count of zero) is not a rating. */
function aggregateRating(product: StructuredProduct): AggregateRatingJsonLd | null {
  if (product.rating == null || !(product.ratingCount > 0)) return null;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(product.rating * 100) / 100,
    reviewCount: product.ratingCount,
    bestRating: 5,
    worstRating: 1,
  };
}

export function productJsonLd(product: StructuredProduct, options: ProductJsonLdOptions = {}): ProductJsonLd {
  const url = absoluteUrl(`/products/${product.slug}`);
  const description = product.descriptionText.trim();
  const rating = aggregateRating(product);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(product.images.length ? { image: product.images.map((image) => absoluteUrl(image.url)) } : {}),
    sku: String(product.id),
    productID: product.slug,
    category: product.category.name,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    url,
    offers: productOffers(product, url, options),
    ...(rating ? { aggregateRating: rating } : {}),
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[]): BreadcrumbListJsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

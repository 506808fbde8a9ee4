/**
 * schema.org structured data for the storefront. Ratings appear only when a product has real ones
 * (DESIGN.md section 4), never the spec's fixed 4.8 from 127.
 */
import { penceToDecimal } from '@/lib/domain/money';
import { contactEmail, SHOP_NAME, siteUrl, SOCIAL_LINKS } from '@/lib/site';

type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl()}/`).toString();
}

export function organizationJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    email: contactEmail(),
    sameAs: SOCIAL_LINKS.map((link) => link.href),
  };
}

export function websiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: absoluteUrl('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/products')}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface StructuredProduct {
  id: number;
  slug: string;
  name: string;
  descriptionText: string;
  pricePence: number;
  priceRange: { min: number; max: number };
  images: { url: string }[];
  category: { name: string };
  rating: number | null;
  ratingCount: number;
  inStock: boolean;
}

const availability = (inStock: boolean) => (inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

export function productJsonLd(product: StructuredProduct, options: { variationCount?: number } = {}): JsonLdObject {
  const url = absoluteUrl(`/products/${product.slug}`);
  const { min, max } = product.priceRange;
  const offers =
    min === max
      ? {
          '@type': 'Offer',
          price: penceToDecimal(product.pricePence),
          priceCurrency: 'GBP',
          availability: availability(product.inStock),
          itemCondition: 'https://schema.org/NewCondition',
          url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: penceToDecimal(min),
          highPrice: penceToDecimal(max),
          priceCurrency: 'GBP',
          availability: availability(product.inStock),
          ...(options.variationCount ? { offerCount: options.variationCount } : {}),
          url,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.descriptionText,
    image: product.images.map((image) => absoluteUrl(image.url)),
    sku: String(product.id),
    productID: product.slug,
    category: product.category.name,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    url,
    offers,
    ...(product.rating != null && product.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.ratingCount, bestRating: 5 } }
      : {}),
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(item.path) })),
  };
}

/**
 * JSON for a <script type="application/ld+json">. Every "<" is escaped, so no text from the catalogue
 * can close the script element (HTML ends it at "</script" followed by a space, "/" or ">").
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

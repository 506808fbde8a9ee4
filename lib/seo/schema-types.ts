/**
 * The slice of schema.org the storefront emits, typed so a misspelt property or a number where
 * Google wants text ("24.99") fails the type check instead of silently dropping a rich result.
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

/** Anything the serializer accepts; the specific types below all fit it. */
export interface JsonLdThing {
  '@context'?: typeof SCHEMA_CONTEXT;
  '@type': string;
}

export type ItemAvailability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

export interface OrganizationJsonLd extends JsonLdThing {
  '@type': 'Organization';
  name: string;
  url: string;
  logo: string;
  email: string;
  sameAs?: string[];
}

export interface WebSiteJsonLd extends JsonLdThing {
  '@type': 'WebSite';
  name: string;
  url: string;
  potentialAction: {
    '@type': 'SearchAction';
    target: { '@type': 'EntryPoint'; urlTemplate: string };
    'query-input': string;
  };
}

export interface OfferJsonLd {
  '@type': 'Offer';
  /** Decimal text in pounds, never a float. */
  price: string;
  priceCurrency: 'GBP';
  availability: ItemAvailability;
  itemCondition: 'https://schema.org/NewCondition';
  url: string;
}

export interface AggregateOfferJsonLd {
  '@type': 'AggregateOffer';
  lowPrice: string;
  highPrice: string;
  offerCount?: number;
  priceCurrency: 'GBP';
  availability: ItemAvailability;
  itemCondition: 'https://schema.org/NewCondition';
  url: string;
}

export interface AggregateRatingJsonLd {
  '@type': 'AggregateRating';
  ratingValue: number;
  reviewCount: number;
  bestRating: 5;
  worstRating: 1;
}

export interface ProductJsonLd extends JsonLdThing {
  '@type': 'Product';
  name: string;
  description?: string;
  image?: string[];
  sku: string;
  productID: string;
  category: string;
  brand: { '@type': 'Brand'; name: string };
  url: string;
  offers: OfferJsonLd | AggregateOfferJsonLd;
  /** Present only for real reviews (docs/product/decisions.md#ratings). */
  aggregateRating?: AggregateRatingJsonLd;
}

export interface BreadcrumbListJsonLd extends JsonLdThing {
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

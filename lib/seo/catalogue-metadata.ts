import type { Metadata } from 'next';
import type { Product } from '@/lib/commerce/types';
import { catalogueHref, type CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { pageMetadata } from './metadata';

export const CATALOGUE_TITLE = 'All Highland Treasures';
const CATALOGUE_DESCRIPTION =
  'Browse every Highland Home gift: tartan aprons, oak and glass chopping boards, phone cases, t-shirts, accessories and wall art, with free UK delivery.';

/**
 * Category views are real landing pages and keep their own canonical URL; search results are not
 * worth indexing (endless, thin variations), so they are noindex but still followed. Sort never
 * changes the content, so it is left out of the canonical URL.
 */
export function catalogueMetadata(filters: CatalogueFilters, categoryNames: readonly string[]): Metadata {
  const named = categoryNames.length ? `${categoryNames.join(', ')} | ${CATALOGUE_TITLE}` : CATALOGUE_TITLE;
  const title = filters.search ? `Search: ${filters.search}` : filters.page > 1 ? `${named} (page ${filters.page})` : named;
  return pageMetadata({
    title,
    description: CATALOGUE_DESCRIPTION,
    path: catalogueHref({ ...filters, search: '', sort: 'featured' }),
    noIndex: Boolean(filters.search),
  });
}

export function productMetadata(product: Product): Metadata {
  const image = product.images[0];
  return pageMetadata({
    title: product.name,
    description: product.descriptionText,
    path: `/products/${product.slug}`,
    ...(image ? { image: { url: image.url, alt: image.alt, width: 800, height: 800 } } : {}),
  });
}

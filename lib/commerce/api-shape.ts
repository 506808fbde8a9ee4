/** The spec's JSON entities (section 3): prices as decimal text, names as the spec spells them. */
import { decimalToPence, penceToDecimal } from '@/lib/domain/money';
import type { Category, Product, ProductVariation } from './types';

export function productPath(slug: string): string {
  return `/products/${slug}`;
}

export function toApiProduct(product: Product) {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    url: productPath(product.slug),
    description: product.descriptionHtml,
    price: penceToDecimal(product.pricePence),
    originalPrice: product.regularPricePence != null && product.regularPricePence > product.pricePence ? penceToDecimal(product.regularPricePence) : null,
    priceRange: { min: penceToDecimal(product.priceRange.min), max: penceToDecimal(product.priceRange.max) },
    imageUrl: product.images[0]?.url ?? null,
    images: product.images,
    tags: product.tags,
    categoryId: product.category.id,
    categorySlug: product.category.slug,
    categoryName: product.category.name,
    attributes: product.attributes,
    type: product.type,
    rating: product.rating,
    ratingCount: product.ratingCount,
    inStock: product.inStock,
    featured: product.featured,
    createdAt: product.createdAt.toISOString(),
  };
}

export type ApiProduct = ReturnType<typeof toApiProduct>;

export function toApiVariation(variation: ProductVariation) {
  return {
    id: variation.id,
    price: penceToDecimal(variation.pricePence),
    regular_price: penceToDecimal(variation.regularPricePence ?? variation.pricePence),
    on_sale: variation.regularPricePence != null && variation.regularPricePence > variation.pricePence,
    attributes: variation.attributes,
    in_stock: variation.inStock,
    stock_quantity: variation.stockQuantity,
  };
}

export type ApiVariation = ReturnType<typeof toApiVariation>;

export function toApiCategory(category: Category) {
  return { id: category.id, name: category.name, slug: category.slug, description: category.description, count: category.productCount };
}

export type ApiCategory = ReturnType<typeof toApiCategory>;

/** The browser's reading of a variation from the API, back into pence for the domain rules. */
export function fromApiVariation(variation: ApiVariation) {
  const pricePence = decimalToPence(variation.price) ?? 0;
  const regular = decimalToPence(variation.regular_price);
  return {
    id: variation.id,
    attributes: variation.attributes,
    pricePence,
    regularPricePence: regular != null && regular > pricePence ? regular : null,
    inStock: variation.in_stock,
  };
}

/**
 * The commerce port: what pages and route handlers may ask of the shop's back end. Money is integer
 * pence here; the API turns it into the spec's decimal text at the edge (lib/commerce/api-shape.ts).
 */
import type { ProductSort } from '@/lib/domain/catalogue';
import type { Pence } from '@/lib/domain/money';
import type { PriceRange } from '@/lib/domain/pricing';
import type { RatingSummary } from '@/lib/domain/ratings';
import type { VariationOption } from '@/lib/domain/variations';

export interface ProductImage {
  url: string;
  alt: string;
}

export interface ProductAttribute {
  name: string;
  options: string[];
}

export interface CategoryRef {
  id: number;
  slug: string;
  name: string;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  descriptionHtml: string;
  descriptionText: string;
  type: 'simple' | 'variable';
  category: CategoryRef;
  /** The cheapest variation's price for variable products. */
  pricePence: Pence;
  regularPricePence: Pence | null;
  priceRange: PriceRange;
  images: ProductImage[];
  tags: string[];
  attributes: ProductAttribute[];
  rating: number | null;
  ratingCount: number;
  inStock: boolean;
  featured: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductVariation {
  id: number;
  productId: number;
  attributes: VariationOption[];
  pricePence: Pence;
  regularPricePence: Pence | null;
  stockQuantity: number;
  inStock: boolean;
}

export interface Category extends CategoryRef {
  description: string;
  productCount: number;
}

export interface ProductQuery {
  search?: string;
  categories?: string[];
  sort: ProductSort;
  page: number;
  perPage: number;
}

export interface ProductPage {
  products: Product[];
  total: number;
  page: number;
  perPage: number;
  totalPages: number;
}

export interface CommerceBackend {
  listProducts(query: ProductQuery): Promise<ProductPage>;
  /** By slug, or by numeric id. */
  getProduct(slugOrId: string): Promise<Product | null>;
  /** null when the product does not exist; [] for a simple product. */
  listVariations(productSlugOrId: string): Promise<ProductVariation[] | null>;
  listCategories(): Promise<Category[]>;
  /** Up to `max` products related to this one (spec 9: same category or a shared name word). */
  listRelatedProducts(product: Product, max: number): Promise<Product[]>;
  /** Every real review in the catalogue, summed (null when nothing has been reviewed yet). */
  ratingSummary(): Promise<RatingSummary | null>;
}

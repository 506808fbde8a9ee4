/** The API's JSON entities (docs/product/rules.md#entities): prices as decimal text, names as the API spells them. */
import { penceToDecimal } from '@/lib/domain/money';
import type { Address, CartLine, Category, Order, Product, ProductVariation } from './types';

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

/** A cart item as GET /api/cart returns it: selectedVariations as JSON text, prices as decimal text. */
export interface ApiCartItem {
  id: number;
  productId: number;
  quantity: number;
  /** JSON text of attribute name to chosen value, or null for a simple product. */
  selectedVariations: string | null;
  /** Decimal text of the chosen variation's price, or null. */
  variationPrice: string | null;
  /** Units in stock now: the most this line can grow to. */
  available: number;
  product: { id: number; slug: string; name: string; price: string; imageUrl: string | null };
}

export function toApiCartItem(line: CartLine): ApiCartItem {
  const hasOptions = Object.keys(line.selectedOptions).length > 0;
  return {
    id: line.id,
    productId: line.productId,
    quantity: line.quantity,
    selectedVariations: hasOptions ? JSON.stringify(line.selectedOptions) : null,
    variationPrice: line.variationPricePence === null ? null : penceToDecimal(line.variationPricePence),
    available: line.available,
    product: {
      id: line.productId,
      slug: line.productSlug,
      name: line.name,
      price: penceToDecimal(line.productPricePence),
      imageUrl: line.imageUrl,
    },
  };
}


/** An order as its key-holder may read it: what was bought, where it goes, and what it cost. */
export function toApiOrder(order: Order) {
  const { email, first_name, last_name, address_1, address_2, city, postcode, country, state } = fromAddress(order.shipping);
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    email,
    shipping: { first_name, last_name, address_1, address_2, city, postcode, country, state },
    lineItems: order.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      selectedOptions: line.selectedOptions,
      quantity: line.quantity,
      price: penceToDecimal(line.unitPricePence),
      total: penceToDecimal(line.unitPricePence * line.quantity),
      /** This line's share of the code's discount (docs/adr/0034). */
      discount: penceToDecimal(line.discountPence),
    })),
    subtotal: penceToDecimal(order.subtotalPence),
    shippingTotal: penceToDecimal(order.shippingPence),
    /** total = subtotal - discountTotal + shippingTotal. */
    total: penceToDecimal(order.totalPence),
    discountCode: order.discount?.code ?? null,
    discountTotal: penceToDecimal(order.discount?.discountPence ?? 0),
    /** The shipping a free-shipping code waived. */
    shippingDiscount: penceToDecimal(order.discount?.shippingDiscountPence ?? 0),
    currency: order.currency.toUpperCase(),
  };
}

export type ApiOrder = ReturnType<typeof toApiOrder>;

/** The API's snake_case address blocks, to and from the stored shape. */
export function toAddress(fields: {
  first_name: string;
  last_name: string;
  email?: string;
  phone?: string;
  address_1: string;
  address_2?: string;
  city: string;
  postcode: string;
  country: string;
  state?: string;
}): Address {
  return {
    firstName: fields.first_name,
    lastName: fields.last_name,
    ...(fields.email ? { email: fields.email } : {}),
    ...(fields.phone ? { phone: fields.phone } : {}),
    address1: fields.address_1,
    ...(fields.address_2 ? { address2: fields.address_2 } : {}),
    city: fields.city,
    postcode: fields.postcode,
    country: fields.country,
    ...(fields.state ? { state: fields.state } : {}),
  };
}

export function fromAddress(address: Address) {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    email: address.email ?? '',
    phone: address.phone ?? '',
    address_1: address.address1,
    address_2: address.address2 ?? '',
    city: address.city,
    postcode: address.postcode,
    country: address.country,
    state: address.state ?? '',
  };
}

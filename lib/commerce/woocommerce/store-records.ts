/**
 * WooCommerce's REST records (wc/v3) as the commerce port's types (docs/adr/0025). Pure: what a
 * field means in WooCommerce is decided here once, for the catalogue, the carts and the orders.
 */
import { decimalToPence, type Pence } from '@/lib/domain/money';
import { listedPrice, priceRange } from '@/lib/domain/pricing';
import { sanitizeRichText } from '@/lib/domain/rich-text';
import { htmlToText } from '@/lib/domain/text';
import { ORDER_STATUSES, type Address, type OrderStatus } from '@/lib/domain/orders';
import type { Category, Order, Product, ProductVariation } from '../types';

/** The fields of a product the shop reads (`GET products`). */
export interface StoreProduct {
  id: number;
  slug: string;
  name: string;
  type: string;
  status: string;
  catalog_visibility: string;
  featured: boolean;
  description: string;
  price: string;
  regular_price: string;
  sale_price: string;
  purchasable: boolean;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: string;
  categories: { id: number; slug: string; name: string }[];
  tags: { name: string }[];
  images: { src: string; alt: string }[];
  attributes: { name: string; variation: boolean; options: string[] }[];
  average_rating: string;
  rating_count: number;
  date_created_gmt: string;
  date_modified_gmt: string;
}

/** The fields of a variation the shop reads (`GET products/{id}/variations`). */
export interface StoreVariation {
  id: number;
  status: string;
  price: string;
  regular_price: string;
  sale_price: string;
  purchasable: boolean;
  manage_stock: boolean | 'parent';
  stock_quantity: number | null;
  stock_status: string;
  attributes: { name: string; option: string }[];
  menu_order: number;
}

export interface StoreCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
  menu_order: number;
}

/** The `_fields` each read asks for: WooCommerce then leaves out what the shop never reads. */
export const PRODUCT_FIELDS =
  'id,slug,name,type,status,catalog_visibility,featured,description,price,regular_price,sale_price,purchasable,manage_stock,stock_quantity,stock_status,categories,tags,images,attributes,average_rating,rating_count,date_created_gmt,date_modified_gmt';
export const VARIATION_FIELDS = 'id,status,price,regular_price,sale_price,purchasable,manage_stock,stock_quantity,stock_status,attributes,menu_order';

/**
 * Units of an item whose stock WooCommerce does not count (stock management off) while it is in
 * stock: more than any cart line may hold, so it never limits a shopper.
 */
export const UNCOUNTED_STOCK = 9_999;

/** The product types the shop can sell; grouped and external products are WooCommerce's own. */
export function isSellableType(type: string): type is 'simple' | 'variable' {
  return type === 'simple' || type === 'variable';
}

/** What the storefront may show: published, not hidden from the catalogue, and of a type it sells. */
export function isShown(product: Pick<StoreProduct, 'status' | 'catalog_visibility' | 'type'>): boolean {
  return product.status === 'publish' && product.catalog_visibility !== 'hidden' && isSellableType(product.type);
}

const pence = (text: string): Pence | null => (text ? decimalToPence(text) : null);

/** WooCommerce's GMT times come without a zone. */
const gmtDate = (text: string): Date => new Date(`${text}Z`);

/** A regular price and the price paid; the regular one is kept only while it is above (a sale). */
function prices(record: Pick<StoreProduct, 'price' | 'regular_price'>): { pricePence: Pence; regularPricePence: Pence | null } {
  const price = pence(record.price) ?? 0;
  const regular = pence(record.regular_price);
  return { pricePence: price, regularPricePence: regular !== null && regular > price ? regular : null };
}

/** Units that can be sold now: the counted stock, or UNCOUNTED_STOCK while WooCommerce keeps none. */
function unitsOf(record: { manage_stock: boolean | 'parent'; stock_quantity: number | null; stock_status: string }, parentUnits?: number): number {
  if (record.manage_stock === 'parent' && parentUnits !== undefined) return parentUnits;
  if (record.manage_stock === true || record.manage_stock === 'parent') return Math.max(0, record.stock_quantity ?? 0);
  return record.stock_status === 'instock' ? UNCOUNTED_STOCK : 0;
}

export function toVariation(productId: number, record: StoreVariation, parentUnits?: number): ProductVariation {
  const units = record.purchasable && record.status === 'publish' ? unitsOf(record, parentUnits) : 0;
  return { id: record.id, productId, attributes: record.attributes.map(({ name, option }) => ({ name, option })), ...prices(record), stockQuantity: units, inStock: units > 0 };
}

/** The units a variation drawing on its parent's stock shares with it. */
export function parentUnits(record: StoreProduct): number {
  return unitsOf(record);
}

export function toProduct(record: StoreProduct, variations: readonly ProductVariation[]): Product {
  const category = record.categories[0] ?? { id: 0, slug: 'uncategorized', name: 'Uncategorised' };
  const variable = record.type === 'variable';
  const listed = variable ? (listedPrice(variations.filter((variation) => variation.inStock)) ?? listedPrice(variations)) : null;
  const own = prices(record);
  const price = listed ?? own;
  const units = variable ? null : record.purchasable ? unitsOf(record) : 0;
  const ratingCount = record.rating_count ?? 0;
  const descriptionHtml = sanitizeRichText(record.description ?? '');
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    descriptionHtml,
    descriptionText: htmlToText(descriptionHtml),
    type: variable ? 'variable' : 'simple',
    category: { id: category.id, slug: category.slug, name: category.name },
    pricePence: price.pricePence,
    regularPricePence: price.regularPricePence,
    priceRange: (variable ? priceRange(variations) : null) ?? { min: price.pricePence, max: price.pricePence },
    images: record.images.map((image) => ({ url: image.src, alt: image.alt || record.name })),
    tags: record.tags.map((tag) => tag.name),
    attributes: variable ? record.attributes.filter((attribute) => attribute.variation).map(({ name, options }) => ({ name, options })) : [],
    rating: ratingCount > 0 ? Number(record.average_rating) : null,
    ratingCount,
    inStock: variable ? variations.some((variation) => variation.inStock) : (units ?? 0) > 0,
    stockQuantity: units,
    featured: record.featured,
    createdAt: gmtDate(record.date_created_gmt),
    updatedAt: gmtDate(record.date_modified_gmt),
  };
}

export function toCategory(record: StoreCategory, productCount: number): Category {
  return { id: record.id, slug: record.slug, name: record.name, description: htmlToText(record.description ?? ''), productCount };
}

/** The fields of an order the shop reads (`GET orders`). */
export interface StoreOrder {
  id: number;
  status: string;
  order_key: string;
  currency: string;
  billing: StoreAddress & { email: string };
  shipping: StoreAddress;
  payment_method: string;
  transaction_id: string;
  line_items: {
    product_id: number;
    variation_id: number;
    name: string;
    quantity: number;
    /** Before the coupon's discount; `total` after it. */
    subtotal: string;
    total: string;
    meta_data: { key: string; value: unknown; display_key?: string; display_value?: unknown }[];
  }[];
  shipping_total: string;
  discount_total: string;
  total: string;
  coupon_lines: { code: string; discount: string; free_shipping?: boolean }[];
  meta_data: { key: string; value: unknown }[];
  refunds: { total: string }[];
  date_created_gmt: string;
  date_modified_gmt: string;
  date_paid_gmt: string | null;
  date_completed_gmt: string | null;
}

export interface StoreAddress {
  first_name: string;
  last_name: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone?: string;
}

export const ORDER_FIELDS =
  'id,status,order_key,currency,billing,shipping,payment_method,transaction_id,line_items,shipping_total,discount_total,total,coupon_lines,meta_data,refunds,date_created_gmt,date_modified_gmt,date_paid_gmt,date_completed_gmt';

/**
 * The meta key on an order whose free-shipping coupon waived the shop's shipping: the figure waived,
 * which WooCommerce itself does not keep (its free shipping is a shipping method, not a discount).
 */
export const SHIPPING_WAIVED_KEY = '_highland_home_shipping_waived';

/** WooCommerce's statuses that mean "placed, not paid yet": `on-hold` is the shop's own orders awaiting the card. */
export const AWAITING_PAYMENT = new Set(['pending', 'on-hold', 'checkout-draft']);

/** A WooCommerce status as the shop's; a store's own extra statuses read as being worked on. */
export function orderStatusOf(status: string): OrderStatus {
  if (AWAITING_PAYMENT.has(status)) return 'pending';
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'processing';
}

export function toStoreAddress(address: Address): StoreAddress & { email?: string } {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    address_1: address.address1,
    address_2: address.address2 ?? '',
    city: address.city,
    state: address.state ?? '',
    postcode: address.postcode,
    country: address.country,
    phone: address.phone ?? '',
    ...(address.email ? { email: address.email } : {}),
  };
}

function fromStoreAddress(address: StoreAddress, email?: string): Address {
  const optional = (value: string | undefined) => (value ? value : undefined);
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    address1: address.address_1,
    address2: optional(address.address_2),
    city: address.city,
    postcode: address.postcode,
    country: address.country,
    state: optional(address.state),
    phone: optional(address.phone),
    email: optional(email),
  };
}

/** The shop's bookkeeping on an order it placed (lib/db/schema.ts storeCheckouts), when it placed it. */
export interface CheckoutFacts {
  cartId: string | null;
  paymentMethod: string;
  paymentProvider: string | null;
  paymentIntentId: string | null;
  expiresAt: Date;
}

const penceOf = (text: string): Pence => Math.round(Number(text) * 100);

export function toOrder(record: StoreOrder, facts: CheckoutFacts | null): Order {
  const createdAt = gmtDate(record.date_created_gmt);
  const lines = record.line_items.map((item) => ({
    productId: item.product_id,
    variationId: item.variation_id || null,
    name: item.name,
    // The options WooCommerce shows on a variation's line; its own bookkeeping keys start with "_".
    selectedOptions: Object.fromEntries(
      item.meta_data.filter((meta) => !meta.key.startsWith('_') && typeof meta.value === 'string').map((meta) => [String(meta.display_key ?? meta.key), String(meta.display_value ?? meta.value)]),
    ),
    unitPricePence: Math.round(penceOf(item.subtotal) / Math.max(1, item.quantity)),
    quantity: item.quantity,
    // WooCommerce spreads a coupon over the lines itself: each line's share is what it took off that line.
    discountPence: Math.max(0, penceOf(item.subtotal) - penceOf(item.total ?? item.subtotal)),
  }));
  const status = orderStatusOf(record.status);
  const modifiedAt = gmtDate(record.date_modified_gmt);
  return {
    id: record.id,
    orderKey: record.order_key,
    status,
    email: record.billing.email,
    shipping: fromStoreAddress(record.shipping, record.billing.email),
    billing: fromStoreAddress(record.billing, record.billing.email),
    lines,
    subtotalPence: record.line_items.reduce((sum, item) => sum + penceOf(item.subtotal), 0),
    shippingPence: penceOf(record.shipping_total),
    totalPence: penceOf(record.total),
    currency: record.currency.toLowerCase(),
    paymentMethod: facts?.paymentMethod ?? record.payment_method,
    paymentProvider: facts?.paymentProvider ?? null,
    paymentIntentId: record.transaction_id || facts?.paymentIntentId || null,
    cartId: facts?.cartId ?? null,
    createdAt,
    paidAt: record.date_paid_gmt ? gmtDate(record.date_paid_gmt) : null,
    expiresAt: facts?.expiresAt ?? createdAt,
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    outForDeliveryAt: null,
    deliveredAt: record.date_completed_gmt ? gmtDate(record.date_completed_gmt) : null,
    cancelledAt: status === 'cancelled' ? modifiedAt : null,
    refundedPence: record.refunds.reduce((sum, refund) => sum + Math.abs(penceOf(refund.total)), 0),
    discount: discountOf(record),
    campaign: null,
  };
}

/**
 * The coupon an order was placed with, in the shop's spelling (upper-case), and what it took off;
 * null without one. Orders carry one coupon from the shop; one given more in WooCommerce's admin
 * names them all.
 */
function discountOf(record: StoreOrder): Order['discount'] {
  const coupons = record.coupon_lines ?? [];
  if (coupons.length === 0) return null;
  const waived = record.meta_data?.find((meta) => meta.key === SHIPPING_WAIVED_KEY)?.value;
  return {
    code: coupons.map((line) => line.code.toUpperCase()).join(', '),
    discountPence: penceOf(record.discount_total ?? '0'),
    shippingDiscountPence: typeof waived === 'string' ? penceOf(waived) : 0,
  };
}

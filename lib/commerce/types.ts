/**
 * The commerce port: what pages and route handlers may ask of the shop's back end. Money is integer
 * pence here; the API turns it into decimal text at the edge (lib/commerce/api-shape.ts).
 */
import type { ProductSort } from '@/lib/domain/catalogue';
import type { RegionId } from '@/lib/domain/collections';
import type { Campaign } from '@/lib/domain/campaign';
import type { AttributionPeriod, DashboardPeriod } from '@/lib/domain/dashboard';
import type { StoredDiscount } from '@/lib/domain/discount-draft';
import type { DiscountKind, DiscountRefusal } from '@/lib/domain/discounts';
import type { Pence } from '@/lib/domain/money';
import type { Address, OrderStatus } from '@/lib/domain/orders';
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
  /** Units in stock of a simple product; null for a variable product, whose stock is its variations'. */
  stockQuantity: number | null;
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

export interface CatalogueBackend {
  listProducts(query: ProductQuery): Promise<ProductPage>;
  /** By slug, or by numeric id. */
  getProduct(slugOrId: string): Promise<Product | null>;
  /** The current slug of the shown product that once had this slug (docs/adr/0030), or null. */
  productSlugRedirect(slug: string): Promise<string | null>;
  /** null when the product does not exist; [] for a simple product. */
  listVariations(productSlugOrId: string): Promise<ProductVariation[] | null>;
  listCategories(): Promise<Category[]>;
  /** Up to `max` products related to this one (same category or a shared name word: docs/product/rules.md#catalogue). */
  listRelatedProducts(product: Product, max: number): Promise<Product[]>;
  /** Every real review in the catalogue, summed (null when nothing has been reviewed yet). */
  ratingSummary(): Promise<RatingSummary | null>;
  /** One page of a /collections region's products, in the catalogue's featured order. */
  listRegionProducts(region: RegionId, page: number, perPage: number): Promise<ProductPage>;
  /** How many products each /collections region holds; an empty region counts 0. */
  countRegionProducts(): Promise<Record<RegionId, number>>;
}

/** What a shopper asks to buy: a product and, for a variable product, its chosen options. */
export interface PurchaseRequest {
  productId: number;
  quantity: number;
  /** Attribute name -> chosen option; ignored for simple products. */
  options: Record<string, string>;
}

/** One line of a cart, priced from the catalogue as it is now. */
export interface CartLine {
  id: number;
  productId: number;
  productSlug: string;
  name: string;
  imageUrl: string | null;
  /** The product's own price (its cheapest variation's, for a variable product). */
  productPricePence: Pence;
  variationId: number | null;
  variationPricePence: Pence | null;
  selectedOptions: Record<string, string>;
  quantity: number;
  /** Units in stock right now. */
  available: number;
}

export interface CartBackend {
  getCart(cartId: string): Promise<CartLine[]>;
  /**
   * Adds to the cart (creating it when cartId is null); the same product with the same options
   * raises the line's quantity. Prices and the variation come from the catalogue, never the caller.
   */
  addToCart(cartId: string | null, request: PurchaseRequest): Promise<{ cartId: string; line: CartLine }>;
  /** Quantity 0 removes the line (null). Lines of other carts are not found. */
  setCartQuantity(cartId: string, itemId: number, quantity: number): Promise<CartLine | null>;
  removeFromCart(cartId: string, itemId: number): Promise<void>;
}

export type { Address, OrderStatus } from '@/lib/domain/orders';

export interface OrderLine {
  productId: number;
  variationId: number | null;
  name: string;
  selectedOptions: Record<string, string>;
  unitPricePence: Pence;
  quantity: number;
  /** This line's share of the order's discount (docs/adr/0034); 0 without one. */
  discountPence: Pence;
}

/** The code an order was priced with and what it took off (docs/adr/0034). */
export interface OrderDiscount {
  code: string;
  /** Off the goods: total = subtotal - discountPence + shipping. */
  discountPence: Pence;
  /** Shipping a free-shipping code waived (the order's shipping is then 0). */
  shippingDiscountPence: Pence;
}

export interface Order {
  id: number;
  orderKey: string;
  status: OrderStatus;
  email: string;
  shipping: Address;
  billing: Address;
  lines: OrderLine[];
  subtotalPence: Pence;
  shippingPence: Pence;
  totalPence: Pence;
  currency: string;
  paymentMethod: string;
  paymentProvider: string | null;
  paymentIntentId: string | null;
  cartId: string | null;
  createdAt: Date;
  paidAt: Date | null;
  expiresAt: Date;
  /** Fulfilment, as the owner records it. */
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
  outForDeliveryAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  /** Refunded so far; equal to the total once the order is 'refunded'. */
  refundedPence: Pence;
  /** null when no code was used. */
  discount: OrderDiscount | null;
  /** Where the shopper came from, kept only with their marketing consent (docs/adr/0035). */
  campaign: Campaign | null;
}

export interface CreateOrderInput {
  cartId: string | null;
  /** The client's own name for this checkout (an Idempotency-Key header), when it sent one. */
  idempotencyKey?: string | null;
  lines: PurchaseRequest[];
  shipping: Address;
  billing: Address;
  paymentMethod: string;
  /** A discount code to price the order with: checked again here, and refused with its reason (docs/adr/0034). */
  discountCode?: string | null;
  /** The visit's campaign, only when the shopper gave marketing consent. */
  campaign?: Campaign | null;
}

export type MarkPaidResult = 'paid' | 'already_paid' | 'not_payable';

export interface OrderBackend {
  /**
   * Prices every line from the catalogue and holds its stock in one transaction. The same checkout
   * submitted again while its order is pending returns that order (reused: true), but only to the
   * same client: one with the same cart, or the same Idempotency-Key. Without either, every submit
   * is a new order, so nobody is handed an order (and its key) by sending the same details.
   */
  createOrder(input: CreateOrderInput): Promise<{ order: Order; reused: boolean }>;
  getOrder(id: number): Promise<Order | null>;
  setPaymentIntent(orderId: number, provider: string, paymentIntentId: string): Promise<void>;
  /** Pending -> processing once; a cancelled order is revived if its stock can be held again. */
  markOrderPaid(orderId: number, paymentIntentId: string): Promise<MarkPaidResult>;
  /** Pending -> cancelled, releasing the held stock; false when the order was no longer pending. */
  cancelOrder(orderId: number): Promise<boolean>;
  /** Pending orders with a payment started, least recently changed first: for reconciling with the processor. */
  listPendingPayments(limit: number): Promise<Order[]>;
  /** Pending orders whose hold has run out, oldest first. */
  listExpiredOrders(now: Date, limit: number): Promise<Order[]>;
  /**
   * Orders the shop placed in a store it does not run (WooCommerce) and has no record of, because
   * the checkout failed after the store placed them, cancelled so their stock goes back; those placed
   * within a short grace before `now` are left to their checkout. The orders as cancelled; none on a
   * back end whose orders are written in the shop's own transaction.
   */
  cancelUnrecordedOrders(now: Date): Promise<Order[]>;
  /**
   * Track Order: the order with this number whose shipping e-mail matches (case-insensitively), or
   * null. Both must match, so a guessed number reveals nothing.
   */
  findOrderForTracking(id: number, email: string): Promise<Order | null>;
}

/** What a code would do to a cart now (docs/adr/0034): nothing is held until the order is made. */
export type DiscountQuote =
  | {
      ok: true;
      /** As the shop spells it (upper-case). */
      code: string;
      /** "10% off", "£5.00 off", "Free shipping". */
      offer: string;
      /** Off the goods. */
      discountPence: Pence;
      freeShipping: boolean;
    }
  | { ok: false; code: string; reason: DiscountRefusal; message: string };

export interface DiscountBackend {
  /**
   * Whether the code applies to these cart lines now, and what it takes off; or the refusal in the
   * shopper's words. `email`, when known, lets a once-per-customer code be refused before payment.
   */
  quoteDiscount(code: string, lines: readonly CartLine[], email?: string | null): Promise<DiscountQuote>;
}

/** Who does an owner operation, as the audit log and an order's history name them. */
export interface OwnerActor {
  id: number;
  email: string;
}

/**
 * The back end's own admin, where the owner does what the shop's back office does not offer here
 * (a WooCommerce store's wp-admin: docs/adr/0026).
 */
export interface StoreAdmin {
  /** The back end's name, as the owner knows it: "WooCommerce". */
  name: string;
  /** Says, in the owner's words, what that admin keeps. */
  notice: string;
  /** Its front page. */
  home: string;
  orders: string;
  products: string;
  /** Its discount codes (WooCommerce's coupons). */
  coupons: string;
}

/**
 * Which owner operations the shop's back office offers on this back end (docs/adr/0033): each flag
 * false is kept in the back end's own admin, which `storeAdmin` links to. The back office asks this,
 * never the environment or the adapter.
 */
export interface OwnerCapabilities {
  /** List, read, ship, deliver, cancel and refund orders: `ownerOrders`. */
  orders: boolean;
  /** Create and edit products, categories and stock. */
  catalogue: boolean;
  /** Upload products' pictures. */
  pictures: boolean;
  /** Make and edit discount codes: `ownerDiscounts`. */
  discounts: boolean;
  /** Where the owner does what is false above; null when the back office offers everything. */
  storeAdmin: StoreAdmin | null;
}

export interface OwnerOrderQuery {
  status?: OrderStatus;
  /** An order number (with or without '#'), or part of an e-mail address or a name. */
  search?: string;
  /** Only orders paid in that period (lib/domain/dashboard.ts). */
  paid?: DashboardPeriod;
  page: number;
  perPage: number;
}

export interface OwnerOrderSummary {
  id: number;
  status: OrderStatus;
  email: string;
  name: string;
  /** total = subtotal - discount + shipping (docs/adr/0034). */
  subtotalPence: Pence;
  shippingPence: Pence;
  totalPence: Pence;
  refundedPence: Pence;
  /** The code the order was priced with; null without one. */
  discount: OrderDiscount | null;
  createdAt: Date;
  paidAt: Date | null;
}

export interface OwnerOrderList {
  orders: OwnerOrderSummary[];
  total: number;
  totalPages: number;
}

export interface OrderHistoryEntry {
  at: Date;
  what: string;
  by: string;
}

export interface OrderRefund {
  id: number;
  amountPence: Pence;
  reason: string;
  restocked: boolean;
  providerRefundId: string;
  ownerEmail: string;
  createdAt: Date;
}

/** One order whole, as the owner reads it: with its history and refunds. */
export interface OwnerOrderDetail {
  order: Order;
  history: OrderHistoryEntry[];
  refunds: OrderRefund[];
}

/** An owner's move of an order through its state machine (lib/domain/order-actions.ts). */
export type OwnerOrderAction =
  | { action: 'ship'; carrier: string; trackingNumber: string }
  | { action: 'out_for_delivery' }
  | { action: 'deliver' }
  | { action: 'cancel' }
  | { action: 'refund'; amountPence: Pence; restock: boolean; reason: string; idempotencyKey: string };

export interface PeriodFigures {
  /** Orders paid in the period. */
  orders: number;
  paidPence: Pence;
  refundedPence: Pence;
  /** Payments less refunds, both as given in the period. */
  takingsPence: Pence;
}

export interface LowStockProduct {
  id: number;
  name: string;
  units: number;
}

/** The dashboard's figures of trade: orders to ship, takings, and stock running low (docs/adr/0028). */
export interface TradingFigures {
  /** Paid and not yet shipped. */
  awaitingShipment: number;
  periods: Record<DashboardPeriod, PeriodFigures>;
  /** Products with LOW_STOCK_UNITS or fewer left, sold-out ones included, and the first few of them. */
  lowStock: number;
  soldOut: number;
  lowStockProducts: LowStockProduct[];
}

/** One code's or one campaign's orders and takings over the last 7 and 30 UK days. */
export type AttributedFigures = Record<AttributionPeriod, PeriodFigures>;

/**
 * What brought the orders (docs/adr/0035), by the same rules as TradingFigures' periods: orders paid in
 * the period, and payments less refunds given in it, each counted for the code or campaign of its order.
 */
export interface CampaignFigures {
  /** Every code with an order paid or refunded in the last 30 days, most orders first. */
  byCode: { code: string; periods: AttributedFigures }[];
  /**
   * Every campaign likewise: its tags, or the referring site's host for a visit without tags (its
   * referrerHost is null when it has tags, so one newsletter from several sites is one campaign).
   */
  byCampaign: { campaign: Campaign; periods: AttributedFigures }[];
}

/**
 * The owner's order operations. Every action takes the order's row lock, checks the move against
 * the status it finds, and writes the change, the order's history, the audit log and the shopper's
 * e-mail in one transaction.
 */
export interface OwnerOrders {
  /** Newest first, filtered by status, searched by number, e-mail or name. */
  listOrders(query: OwnerOrderQuery): Promise<OwnerOrderList>;
  /** null when there is no such order. */
  getOrderDetail(id: number): Promise<OwnerOrderDetail | null>;
  /** An illegal move is a 409, a refund beyond the payment a 400, an unknown order a 404 (ShopError). */
  actOnOrder(owner: OwnerActor, id: number, action: OwnerOrderAction): Promise<void>;
  /** Read in one snapshot, so the figures agree with each other. */
  tradingFigures(now: Date): Promise<TradingFigures>;
  /** The orders and takings by code and by campaign, read in one snapshot. */
  campaignFigures(now: Date): Promise<CampaignFigures>;
}

/** What the shop's back office may ask of the back end for the owner. */
export interface OwnerBackend {
  ownerCapabilities(): OwnerCapabilities;
  /** null where the back end's own admin keeps the orders (`ownerCapabilities().orders` is false). */
  readonly ownerOrders: OwnerOrders | null;
  /** null where the back end's own admin keeps the products and categories (`ownerCapabilities().catalogue` is false). */
  readonly ownerCatalogue: OwnerCatalogue | null;
  /** null where the back end's own admin keeps the codes (WooCommerce's coupons). */
  readonly ownerDiscounts: OwnerDiscounts | null;
}

/** A discount code as the back office shows it. */
export type OwnerDiscount = StoredDiscount;

/** A new code; a patch is any part of it, plus `active` to switch it off or on. */
export interface OwnerDiscountCreate {
  code: string;
  kind: DiscountKind;
  percentHundredths?: number;
  amountPence?: Pence;
  minimumSpendPence?: Pence | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
  usageLimit?: number | null;
  oncePerCustomer?: boolean;
  categoryIds?: number[];
  productIds?: number[];
  active?: boolean;
}

export type OwnerDiscountPatch = Partial<OwnerDiscountCreate>;

/** The owner's codes, each change written with its audit entry in one transaction. */
export interface OwnerDiscounts {
  listDiscounts(): Promise<OwnerDiscount[]>;
  /** 404 ShopError when there is no such code. */
  getDiscount(id: number): Promise<OwnerDiscount>;
  /** 409 when the code is taken (case-insensitively); 400 naming the field for a bad rule. */
  createDiscount(owner: OwnerRef, body: OwnerDiscountCreate): Promise<OwnerDiscount>;
  updateDiscount(owner: OwnerRef, id: number, patch: OwnerDiscountPatch): Promise<OwnerDiscount>;
}

/**
 * The commerce port: what any shop back end (this one's PostgreSQL, later WooCommerce) must offer.
 * tests/contract/ is the suite an adapter passes to prove it can stand in for another.
 */
export interface CommercePort extends CatalogueBackend, CartBackend, OrderBackend, DiscountBackend, OwnerBackend {}


/** One priced item as the owner edits it: the regular price, the sale price below it (or none), the stock. */
export interface OwnerPriced {
  regularPence: Pence;
  salePence: Pence | null;
  stock: number;
}

export interface OwnerVariation extends OwnerPriced {
  id: number;
  attributes: VariationOption[];
}

/** A product as the back office shows and edits it, hidden and archived ones included. */
export interface OwnerProduct {
  id: number;
  slug: string;
  name: string;
  type: 'simple' | 'variable';
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  /** As the owner wrote it (Markdown that may hold HTML); the seed's HTML for a product never edited. */
  description: string;
  tags: string[];
  /** Its /collections regions, chosen by the owner (regionsChosen) or by the keyword rules. */
  regions: RegionId[];
  regionsChosen: boolean;
  /** Every option with its values, in the order the shop offers them. */
  attributes: ProductAttribute[];
  images: ProductImage[];
  featured: boolean;
  visible: boolean;
  archivedAt: Date | null;
  /** The product's own figures; for a variable product, its cheapest variation's. */
  regularPence: Pence;
  salePence: Pence | null;
  /** Null for a variable product: its stock is its variations'. */
  stock: number | null;
  variations: OwnerVariation[];
  updatedAt: Date;
}

export interface OwnerProductListQuery {
  /** Part of a product's name. */
  search?: string;
  /** Only the products running low (lib/admin/stock-units.ts). */
  stock?: 'low';
  /** Archived products are left out unless asked for; `archived` lists only them. */
  archived?: 'only';
  page: number;
  perPage: number;
}

/** Who made a change, for the audit log. */
export interface OwnerRef {
  id: number;
  email: string;
}

/** One priced item of a change: undefined leaves a figure as it is; a null sale price ends the sale. */
export interface OwnerItemChange {
  price?: Pence;
  salePrice?: Pence | null;
  stock?: number;
}

/** A new variation: a value for every option, and its own price, sale price and stock. */
export interface NewVariation {
  attributes: Record<string, string>;
  price: Pence;
  salePrice?: Pence | null;
  stock: number;
}

export interface OwnerProductCreate {
  name: string;
  /** Made from the name when left out, and kept unique. */
  slug?: string;
  /** A category's slug. */
  category: string;
  description?: string;
  tags?: string[];
  regions?: RegionId[];
  featured?: boolean;
  visible?: boolean;
  /** A simple product's figures; left out when the product is sold in variations. */
  price?: Pence;
  salePrice?: Pence | null;
  stock?: number;
  /** Options (Size, Colour) with their values; variations name one value of each. */
  attributes?: ProductAttribute[];
  variations?: NewVariation[];
}

export interface OwnerProductPatch extends OwnerItemChange {
  name?: string;
  slug?: string;
  category?: string;
  description?: string;
  tags?: string[];
  /** Null hands the regions back to the keyword rules. */
  regions?: RegionId[] | null;
  featured?: boolean;
  visible?: boolean;
  /** Extra options' values for the storefront's choosers; options must match the variations'. */
  attributes?: ProductAttribute[];
  /** Existing variations by id, with their new figures; or new ones, by their options. */
  variations?: ((OwnerItemChange & { id: number }) | NewVariation)[];
  /** Variations to take away (refused for one that has been ordered: set its stock to 0). */
  removeVariations?: number[];
  /** True archives the product (see archiveProduct). */
  archived?: true;
}

export interface OwnerCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
  sortOrder: number;
  visible: boolean;
  /** Products filed under it that are not archived, hidden ones included. */
  productCount: number;
}

export interface OwnerCategoryCreate {
  name: string;
  slug?: string;
  description?: string;
  visible?: boolean;
}

export interface OwnerCategoryPatch {
  name?: string;
  slug?: string;
  description?: string;
  sortOrder?: number;
  visible?: boolean;
}

/** What an import did: products by slug; an unchanged product is counted, not written. */
export interface CatalogueImportResult {
  created: string[];
  updated: string[];
  unchanged: number;
}

/**
 * The owner's catalogue, on a back end whose catalogue is the shop's own (docs/adr/0030). Each change
 * is written with its audit entry in one transaction, and the cached pages showing it are expired.
 */
export interface OwnerCatalogue {
  listProducts(query: OwnerProductListQuery): Promise<{ products: OwnerProduct[]; total: number; totalPages: number }>;
  /** 404 ShopError when there is no such product. */
  getProduct(id: number): Promise<OwnerProduct>;
  createProduct(owner: OwnerRef, body: OwnerProductCreate): Promise<OwnerProduct>;
  updateProduct(owner: OwnerRef, id: number, body: OwnerProductPatch): Promise<OwnerProduct>;
  /** Takes the product out of the shop for good: every list, search, sitemap and API; its orders keep their lines. */
  archiveProduct(owner: OwnerRef, id: number): Promise<OwnerProduct>;
  listCategories(): Promise<OwnerCategory[]>;
  createCategory(owner: OwnerRef, body: OwnerCategoryCreate): Promise<OwnerCategory>;
  updateCategory(owner: OwnerRef, id: number, body: OwnerCategoryPatch): Promise<OwnerCategory>;
  /** Refused (409) while the category holds any product, archived ones aside. */
  deleteCategory(owner: OwnerRef, id: number): Promise<void>;
  /** Every product that is not archived, as CSV (lib/domain/product-csv.ts). */
  exportCsv(): Promise<string>;
  /** All or nothing: any bad row refuses the whole file (400, naming each row and column). */
  importCsv(owner: OwnerRef, csv: string): Promise<CatalogueImportResult>;
}

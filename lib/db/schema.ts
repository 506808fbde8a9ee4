import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REGION_IDS } from '@/lib/domain/collections';
import { MESSAGE_STATES, OUTBOX_STATUSES } from '@/lib/domain/back-office';
import { ORDER_STATUSES, type Address } from '@/lib/domain/orders';
import { DISCOUNT_KINDS } from '@/lib/domain/discounts';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export interface AttributeRow {
  name: string;
  options: string[];
}

export interface VariationAttributeRow {
  name: string;
  option: string;
}

export interface ImageRow {
  url: string;
  alt: string;
}

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  /** False hides the category from the header, footer, filter, API and sitemap (the owner's switch). */
  visible: boolean('visible').notNull().default(true),
});

/**
 * Prices are integer pence. For variable products `price_pence` / `regular_price_pence` hold the
 * cheapest variation's figures so listing, sorting and "from £x" never need to touch variations.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html').notNull(),
    /** Plain text of the description, for search and snippets. */
    descriptionText: text('description_text').notNull(),
    type: text('type', { enum: ['simple', 'variable'] }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    pricePence: integer('price_pence').notNull(),
    regularPricePence: integer('regular_price_pence'),
    /** Simple products only; a variable product's stock lives on its variations. */
    stockQuantity: integer('stock_quantity'),
    /** Kept true by triggers (migration 0002) whenever the product or any variation has stock. */
    inStock: boolean('in_stock').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<AttributeRow[]>().notNull().default([]),
    images: jsonb('images').$type<ImageRow[]>().notNull().default([]),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** False hides the product from the storefront (the owner's switch); its orders still read it. */
    visible: boolean('visible').notNull().default(true),
    /**
     * The description as the owner wrote it (Markdown, which may hold sanitised HTML), rendered into
     * description_html on every write; null for a description that only ever came as HTML (the seed).
     */
    descriptionSource: text('description_source'),
    /** True once the owner chose the product's regions: product_regions then holds the choice, not the keyword rules. */
    regionsChosen: boolean('regions_chosen').notNull().default(false),
    /** Set when the owner archives the product: it leaves the shop for good; its orders keep their lines. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector('english', ${products.name}), 'A')
          || setweight(to_tsvector('english', immutable_array_to_text(${products.tags})), 'B')
          || setweight(to_tsvector('english', ${products.descriptionText}), 'C')`,
      ),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_price_idx').on(t.pricePence, t.id),
    index('products_created_idx').on(t.createdAt.desc(), t.id),
    index('products_name_idx').on(sql`lower(${t.name})`, t.id),
    index('products_featured_idx').on(t.featured.desc(), t.createdAt.desc(), t.id),
    index('products_search_idx').using('gin', t.searchVector),
    check('products_price_positive', sql`${t.pricePence} > 0`),
    check('products_stock_not_negative', sql`${t.stockQuantity} IS NULL OR ${t.stockQuantity} >= 0`),
    check('products_rating_range', sql`${t.rating} IS NULL OR (${t.rating} >= 0 AND ${t.rating} <= 5)`),
  ],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<VariationAttributeRow[]>().notNull(),
    /** Lower-cased "name=option" pairs sorted by name, so a chosen set of options finds its row by index. */
    attributeKey: text('attribute_key').notNull(),
    pricePence: integer('price_pence').notNull(),
    regularPricePence: integer('regular_price_pence'),
    stockQuantity: integer('stock_quantity').notNull(),
    menuOrder: integer('menu_order').notNull().default(0),
  },
  (t) => [
    index('product_variations_product_idx').on(t.productId, t.menuOrder),
    uniqueIndex('product_variations_key_idx').on(t.productId, t.attributeKey),
    check('product_variations_price_positive', sql`${t.pricePence} > 0`),
    check('product_variations_stock_not_negative', sql`${t.stockQuantity} >= 0`),
  ],
);

/**
 * Which /collections regions a product belongs to: the keyword rules of lib/domain/collections.ts,
 * applied when a product is written, so a region's page is read a page at a time in SQL rather than
 * matched over the whole catalogue on every render.
 */
export const productRegions = pgTable(
  'product_regions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    region: text('region', { enum: REGION_IDS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.region] }),
    index('product_regions_region_idx').on(t.region, t.productId),
    check('product_regions_region_known', sql`${t.region} IN (${sql.raw(REGION_IDS.map((id) => `'${id}'`).join(', '))})`),
  ],
);

export const SLUG_KINDS = ['product', 'story', 'adventure'] as const;
export type SlugKind = (typeof SLUG_KINDS)[number];

/**
 * Every slug a product, story or adventure had before its current one: its old address answers with
 * a permanent redirect to the record as it is now, so links already shared keep working.
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: text('kind', { enum: SLUG_KINDS }).notNull(),
    oldSlug: text('old_slug').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.oldSlug] }),
    index('slug_redirects_target_idx').on(t.kind, t.targetId),
    check('slug_redirects_kind_known', sql`${t.kind} IN ('product', 'story', 'adventure')`),
  ],
);

/**
 * Pictures the owner uploaded, re-encoded and stripped of metadata, kept in PostgreSQL so every
 * instance of a cluster serves the same bytes. Products, stories and adventures name them by URL in
 * their images.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the stored bytes, hex: part of the URL, so a URL always means the same bytes. */
    digest: text('digest').notNull().unique(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pictures_dimensions_positive', sql`${t.width} > 0 AND ${t.height} > 0 AND ${t.byteSize} > 0`)],
);

/** A shopper's cart, found by the random id in its HttpOnly cookie (docs/adr/0010). */
export const carts = pgTable(
  'carts',
  {
    /** 128 random bits, base64url: the cookie's value. Unguessable, so it is also the cart's key. */
    id: text('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_updated_idx').on(t.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variation the server matched from the chosen options; null for a simple product. */
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    /** Attribute name -> option, spelt as the product spells them. */
    selectedOptions: jsonb('selected_options').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same product with the same options is one line whose quantity grows.
    uniqueIndex('cart_items_line_idx').on(t.cartId, t.productId, sql`coalesce(${t.variationId}, 0)`),
    check('cart_items_quantity_range', sql`${t.quantity} > 0 AND ${t.quantity} <= 99`),
  ],
);

/**
 * The lines of carts kept for a WooCommerce back end (docs/adr/0026): WooCommerce's product and
 * variation ids, with no copy of names, prices or stock, which are read from the store each time.
 */
export const storeCartItems = pgTable(
  'store_cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id'),
    selectedOptions: jsonb('selected_options').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_cart_items_line_idx').on(t.cartId, t.productId, sql`coalesce(${t.variationId}, 0)`),
    check('store_cart_items_quantity_range', sql`${t.quantity} > 0 AND ${t.quantity} <= 99`),
  ],
);

/**
 * The shop's own bookkeeping on orders it placed in WooCommerce (docs/adr/0026): which checkout
 * made each (so a retried submit finds it), the payment taken for it, and when its hold runs out.
 * The order itself (lines, prices, totals, status) lives only in WooCommerce.
 */
export const storeCheckouts = pgTable(
  'store_checkouts',
  {
    /** WooCommerce's order id. */
    orderId: integer('order_id').primaryKey(),
    cartId: text('cart_id'),
    checkoutFingerprint: text('checkout_fingerprint').notNull(),
    /** What the shopper chose at checkout (the order in WooCommerce says only that it is paid later). */
    paymentMethod: text('payment_method').notNull(),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the shop saw the order paid or cancelled: it is no longer waiting on it. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_checkouts_open_fingerprint_idx').on(t.checkoutFingerprint).where(sql`${t.settledAt} IS NULL`),
    index('store_checkouts_open_expiry_idx').on(t.expiresAt).where(sql`${t.settledAt} IS NULL`),
  ],
);

/**
 * This shop's own id, in one row made on first use: the WooCommerce adapter writes it on every order
 * it places beside the checkout's marker, so the sweep that cancels orders a failed checkout left
 * unrecorded takes only this shop's own, never those of another shop (a staging copy, say) that
 * places orders in the same store with a database of its own (docs/adr/0026).
 */
export const storeShopIdentity = pgTable(
  'store_shop_identity',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    shopId: text('shop_id').notNull().default(sql`gen_random_uuid()::text`),
  },
  (t) => [check('store_shop_identity_singleton', sql`${t.singleton}`)],
);

/**
 * WooCommerce webhook deliveries already received, by a digest of the signed body: the same
 * delivery sent again is refused (docs/adr/0026). A delivery only names what changed; the shop then
 * reads it from the store, so even an old one replayed could only make the shop read again.
 */
export const storeWebhookDeliveries = pgTable('store_webhook_deliveries', {
  digest: text('digest').primaryKey(),
  topic: text('topic').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each WooCommerce product's shape (shown or not, slug, name, category, tags, featured) as its last
 * webhook delivery gave it: a delivery whose shape differs refreshes every listing, one that does
 * not only the product's own pages (docs/adr/0026). A cache key, not the catalogue.
 */
export const storeProductShapes = pgTable('store_product_shapes', {
  productId: integer('product_id').primaryKey(),
  shape: text('shape').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AddressRow = Address;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The secret that lets its holder read the order and pay for it. */
    orderKey: text('order_key').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    email: text('email').notNull(),
    shipping: jsonb('shipping').$type<AddressRow>().notNull(),
    billing: jsonb('billing').$type<AddressRow>().notNull(),
    subtotalPence: integer('subtotal_pence').notNull(),
    shippingPence: integer('shipping_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    currency: text('currency').notNull().default('gbp'),
    paymentMethod: text('payment_method').notNull(),
    /** The cart the order came from; emptied once the order is paid. */
    cartId: text('cart_id'),
    /** Hash of cart, lines and details: a retried submit of the same checkout finds this order. */
    checkoutFingerprint: text('checkout_fingerprint').notNull(),
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Fulfilment, set by the owner (docs/product/rules.md#order-status). */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    outForDeliveryAt: timestamp('out_for_delivery_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Sum of the refunds given; the order is 'refunded' once it reaches the total. */
    refundedPence: integer('refunded_pence').notNull().default(0),
    /** The discount code the order was priced with (docs/adr/0034), as the shop spells it; null without one. */
    discountCode: text('discount_code'),
    /** Taken off the goods by the code; total = subtotal - discount + shipping. */
    discountPence: integer('discount_pence').notNull().default(0),
    /** What shipping would have cost, waived by a free-shipping code (shippingPence is then 0). */
    shippingDiscountPence: integer('shipping_discount_pence').notNull().default(0),
    /**
     * The campaign of the visit that brought the shopper and the referring site's host, kept only
     * with their marketing consent (docs/adr/0035); null otherwise.
     */
    campaignSource: text('campaign_source'),
    campaignMedium: text('campaign_medium'),
    campaignName: text('campaign_name'),
    referrerHost: text('referrer_host'),
    /** A pending order still unpaid at this time is cancelled and its stock released. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_pending_fingerprint_idx').on(t.checkoutFingerprint).where(sql`${t.status} = 'pending'`),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    index('orders_payment_intent_idx').on(t.paymentIntentId),
    check(
      'orders_totals',
      sql`${t.subtotalPence} > 0 AND ${t.shippingPence} >= 0 AND ${t.discountPence} >= 0 AND ${t.discountPence} <= ${t.subtotalPence} AND ${t.shippingDiscountPence} >= 0 AND ${t.totalPence} = ${t.subtotalPence} - ${t.discountPence} + ${t.shippingPence}`,
    ),
    check('orders_refunded_range', sql`${t.refundedPence} >= 0 AND ${t.refundedPence} <= ${t.totalPence}`),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variationId: integer('variation_id').references(() => productVariations.id),
    /** Name and options as they were when ordered, so the order reads the same if the catalogue changes. */
    name: text('name').notNull(),
    selectedOptions: jsonb('selected_options').$type<Record<string, string>>().notNull().default({}),
    unitPricePence: integer('unit_price_pence').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's discount (docs/adr/0034): what a refund of the line gives back is its total less this. */
    discountPence: integer('discount_pence').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_discount_range', sql`${t.discountPence} >= 0 AND ${t.discountPence} <= ${t.unitPricePence} * ${t.quantity}`),
  ],
);

/** The owner's discount codes (docs/adr/0034). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper-case: codes are compared case-insensitively by keeping them in one case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    percentHundredths: integer('percent_hundredths').notNull().default(0),
    amountPence: integer('amount_pence').notNull().default(0),
    minimumSpendPence: integer('minimum_spend_pence'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    /** Uses held by unpaid orders and taken by paid ones; an order cancelled unpaid gives its use back. */
    uses: integer('uses').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_uses_positive', sql`${t.uses} >= 0`),
    check('discount_codes_value_range', sql`${t.percentHundredths} BETWEEN 0 AND 10000 AND ${t.amountPence} >= 0`),
    check('discount_codes_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
  ],
);

/** Each order's use of a code: held while the order waits for payment, given back if it is cancelled unpaid. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discountCodes.id),
    /** The order's e-mail, lower-case (lib/domain/discounts.ts customerKey). */
    customerKey: text('customer_key').notNull(),
    /** Copied from the code when used: one use per customer is then a unique index. */
    oncePerCustomer: boolean('once_per_customer').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discount_redemptions_discount_idx').on(t.discountId),
    uniqueIndex('discount_redemptions_once_idx')
      .on(t.discountId, t.customerKey)
      .where(sql`${t.oncePerCustomer} AND ${t.releasedAt} IS NULL`),
  ],
);

export const TEST_INTENT_STATUSES = ['requires_payment_method', 'requires_action', 'succeeded', 'canceled'] as const;
export type TestIntentStatus = (typeof TEST_INTENT_STATUSES)[number];

/** The built-in test processor's PaymentIntents (lib/payments/test), kept like Stripe keeps its own. */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  /** Stripe's idempotency key: the same order and amount get the same intent back. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountPence: integer('amount_pence').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: TEST_INTENT_STATUSES }).notNull().default('requires_payment_method'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** The last decline, as Stripe words it. Never the card number. */
  lastError: text('last_error'),
  cardLast4: text('card_last4'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Refunds the built-in test processor has made, as Stripe keeps its Refund objects. */
export const testRefunds = pgTable(
  'test_refunds',
  {
    id: text('id').primaryKey(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => testPaymentIntents.id),
    /** The caller's idempotency key: asking again returns the same refund. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_refunds_intent_idx').on(t.paymentIntentId), check('test_refunds_amount_positive', sql`${t.amountPence} > 0`)],
);

/** Payment provider events already applied, so a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Heritage stories (the API's articles). Bodies are light HTML, sanitised again when rendered. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
    readTimeMinutes: integer('read_time_minutes').notNull(),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    /** Products the story mentions, by slug: the story page links them. */
    productSlugs: text('product_slugs').array().notNull().default(sql`'{}'::text[]`),
    images: jsonb('images').$type<ImageRow[]>().notNull().default([]),
    /** The body as written (Markdown), rendered into body_html on every write. */
    bodyMarkdown: text('body_markdown').notNull().default(''),
    /** False takes the story down: its page, the lists, home, the sitemap and its share card leave it out. */
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt.desc(), t.id), index('articles_featured_idx').on(t.featured, t.publishedAt.desc())],
);

/** Walking and visiting guides: the adventures. */
export const adventures = pgTable(
  'adventures',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    contentHtml: text('content_html').notNull(),
    location: text('location').notNull(),
    region: text('region').notNull(),
    activityTypes: text('activity_types').array().notNull().default(sql`'{}'::text[]`),
    difficulty: text('difficulty', { enum: ['easy', 'moderate', 'challenging'] }).notNull(),
    duration: text('duration').notNull(),
    bestTimeToVisit: text('best_time_to_visit').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    featured: boolean('featured').notNull().default(false),
    whatToBring: text('what_to_bring').array().notNull().default(sql`'{}'::text[]`),
    seasonalAdvice: text('seasonal_advice').notNull(),
    /** Free text such as '11 km (7 miles)'; empty when the guide gives none. */
    distance: text('distance').notNull().default(''),
    images: jsonb('images').$type<ImageRow[]>().notNull().default([]),
    /** The guide as written (Markdown), rendered into content_html on every write. */
    contentMarkdown: text('content_markdown').notNull().default(''),
    /** False takes the adventure down, as for stories. */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('adventures_region_idx').on(t.region),
    check('adventures_coordinates', sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)`),
  ],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  /** Trimmed and lower-cased, so one address subscribes once however it is typed. */
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the owner unsubscribes the address; the export leaves it out. Subscribing again clears it. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** Set once the message has been passed on by e-mail (only when SMTP is configured). */
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  /** The owner's inbox state. */
  state: text('state', { enum: MESSAGE_STATES }).notNull().default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Shop owners, made on the command line (`npm run owner -- add`); passwords as argon2id hashes. */
export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed-in owners. The cookie holds a random token; only its SHA-256 is stored here. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('owner_sessions_owner_idx').on(t.ownerId), index('owner_sessions_expiry_idx').on(t.expiresAt)],
);

/** Every owner action: who, what, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    /** Kept as it was, so the entry still names its owner after the account is gone. */
    ownerEmail: text('owner_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc()), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** An order's history: each change of status or fulfilment, by the shop or by an owner. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** 'shop' for the shop's own moves (payment, expiry), otherwise the owner's e-mail. */
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull().default(''),
    /** Whether the order's units went back into stock with this refund. */
    restocked: boolean('restocked').notNull().default(false),
    providerRefundId: text('provider_refund_id').notNull(),
    ownerEmail: text('owner_email').notNull(),
    /**
     * The Idempotency-Key the refund was asked with: a repeat with the same key answers with this
     * refund rather than make another. Null only for refunds made before keys were asked for.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    uniqueIndex('order_refunds_idempotency_key_idx').on(t.orderId, t.idempotencyKey),
    check('order_refunds_amount_positive', sql`${t.amountPence} > 0`),
  ],
);

/**
 * E-mails waiting to go, and those sent: sending never blocks or fails the order that queued them.
 * Without SMTP_URL they stay here, listed in the back office.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** One message per purpose, e.g. 'order-confirmation:42': queueing it again changes nothing. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`), index('email_outbox_created_idx').on(t.createdAt.desc())],
);

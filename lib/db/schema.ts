import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
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

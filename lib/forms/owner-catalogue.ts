/**
 * The back office's catalogue requests: the product list's query, the bodies of
 * `POST /api/admin/products` and `PATCH /api/admin/products/{id}`, and the categories'. Prices come in
 * as decimal pounds text, like every price the API takes, and leave as integer pence, at most
 * MAX_PRICE_PENCE; whether a sale price sits below its regular price, and whether a draft as a whole
 * holds together, is judged by lib/domain/product-draft.ts, which alone sees the product whole.
 */
import { z } from '@/lib/zod';
import { REGION_IDS } from '@/lib/domain/collections';
import { decimalToPence, formatPounds, MAX_PRICE_PENCE } from '@/lib/domain/money';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MAX_OPTION_LENGTH, MAX_OPTIONS, MAX_SLUG_LENGTH, MAX_STOCK, MAX_TAG_LENGTH, MAX_TAGS, MAX_VARIATIONS } from '@/lib/domain/product-draft';

export { MAX_STOCK };
export const PRODUCTS_PER_PAGE = 25;

export const ownerProductListSchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** `low`: only the products with LOW_STOCK_UNITS or fewer left, the dashboard's list. */
  stock: z.enum(['low'], { error: 'stock must be "low" or left out' }).optional(),
  /** `only`: the archived products, kept for their orders, instead of the rest. */
  archived: z.enum(['only'], { error: 'archived must be "only" or left out' }).optional(),
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(100_000).default(1),
});

const money = (field: string) =>
  z.string({ error: `${field} must be a sum in pounds, e.g. "24.99"` }).transform((value, context) => {
    const pence = decimalToPence(value);
    if (pence === null || pence <= 0) {
      context.addIssue({ code: 'custom', message: `${field} must be a positive sum in pounds, e.g. "24.99"` });
      return z.NEVER;
    }
    if (pence > MAX_PRICE_PENCE) {
      context.addIssue({ code: 'custom', message: `${field} must be at most ${formatPounds(MAX_PRICE_PENCE)}` });
      return z.NEVER;
    }
    return pence;
  });

const stock = z
  .number({ error: 'stock must be a whole number from 0' })
  .int({ error: 'stock must be a whole number from 0' })
  .min(0, { error: 'stock must be a whole number from 0' })
  .max(MAX_STOCK, { error: `stock must be at most ${MAX_STOCK}` });

/** One item's prices and stock: undefined leaves a figure as it is; a null sale price ends the sale. */
const itemChange = {
  price: money('price').optional(),
  salePrice: money('salePrice').nullable().optional(),
  stock: stock.optional(),
};

const text = (field: string, max: number) => z.string({ error: `${field} must be text` }).max(max, { error: `${field} must be at most ${max} characters` });
const name = text('name', MAX_NAME_LENGTH).trim().min(1, { error: 'name must not be empty' });
const slug = text('slug', MAX_SLUG_LENGTH).trim();
const optionText = (field: string) => text(field, MAX_OPTION_LENGTH).trim().min(1, { error: `${field} must not be empty` });

const productFields = {
  description: text('description', MAX_DESCRIPTION_LENGTH).optional(),
  category: z.string({ error: 'category must be a category slug' }).trim().min(1, { error: 'category must be a category slug' }).max(MAX_SLUG_LENGTH).optional(),
  tags: z.array(text('tags', MAX_TAG_LENGTH), { error: 'tags must be a list of words' }).max(MAX_TAGS, { error: `a product may have at most ${MAX_TAGS} tags` }).optional(),
  featured: z.boolean({ error: 'featured must be true or false' }).optional(),
  visible: z.boolean({ error: 'visible must be true or false' }).optional(),
  attributes: z
    .array(z.strictObject({ name: optionText('attributes.name'), options: z.array(optionText('attributes.options')).max(MAX_VARIATIONS).default([]) }), { error: 'attributes must be a list of { name, options }' })
    .max(MAX_OPTIONS, { error: `a product may have at most ${MAX_OPTIONS} options` })
    .optional(),
};

const regions = z.array(z.enum(REGION_IDS, { error: `each region must be one of ${REGION_IDS.join(', ')}` }), { error: 'regions must be a list' }).max(REGION_IDS.length);

const newVariation = z.strictObject({
  attributes: z.record(optionText('variations.attributes'), optionText('variations.attributes'), { error: 'variations.attributes must name a value for each option, e.g. { "Size": "M" }' }),
  price: money('price'),
  salePrice: money('salePrice').nullable().optional(),
  stock,
});

const variationList = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: 'variations must be a list' }).min(1, { error: 'variations must name at least one variation' }).max(MAX_VARIATIONS, { error: `a product may have at most ${MAX_VARIATIONS} variations` });

export const ownerProductCreateSchema = z.strictObject({
  name,
  slug: slug.optional(),
  ...productFields,
  category: productFields.category.unwrap(),
  regions: regions.optional(),
  ...itemChange,
  variations: variationList(newVariation).optional(),
});

export const ownerProductPatchSchema = z
  .strictObject({
    name: name.optional(),
    slug: slug.optional(),
    ...productFields,
    regions: regions.nullable().optional(),
    ...itemChange,
    variations: variationList(z.union([z.strictObject({ id: z.number({ error: 'each variation needs its id' }).int().positive(), ...itemChange }), newVariation], { error: 'each variation is { id, price?, salePrice?, stock? } or a new { attributes, price, stock }' })).optional(),
    removeVariations: z.array(z.number({ error: 'removeVariations must list variation ids' }).int().positive()).max(MAX_VARIATIONS).optional(),
    archived: z.literal(true, { error: 'archived can only be true: an archived product stays archived' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change: send a field to change, e.g. name, price or visible.' })
  .refine((body) => new Set(body.variations?.flatMap((variation) => ('id' in variation ? [variation.id] : []))).size === (body.variations?.filter((variation) => 'id' in variation).length ?? 0), {
    error: 'Each variation may appear once.',
    path: ['variations'],
  });

export type OwnerProductCreateBody = z.input<typeof ownerProductCreateSchema>;
export type OwnerProductPatchBody = z.input<typeof ownerProductPatchSchema>;

export const ownerCategoryCreateSchema = z.strictObject({
  name: text('name', 100).trim().min(1, { error: 'name must not be empty' }),
  slug: slug.optional(),
  description: text('description', 2000).optional(),
  visible: z.boolean({ error: 'visible must be true or false' }).optional(),
});

export const ownerCategoryPatchSchema = ownerCategoryCreateSchema
  .partial()
  .extend({ sortOrder: z.number({ error: 'sortOrder must be a whole number from 0' }).int().min(0).max(10_000).optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change: send name, slug, description, sortOrder or visible.' });

export type OwnerCategoryPatchBody = z.input<typeof ownerCategoryPatchSchema>;

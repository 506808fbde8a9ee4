import { z } from '@/lib/zod';
import {
  CATEGORY_SLUG_PATTERN,
  DEFAULT_SORT,
  MAX_CATEGORY_FILTERS,
  MAX_PER_PAGE,
  MAX_SEARCH_LENGTH,
  PRODUCT_SORTS,
  PRODUCTS_PER_PAGE,
} from '@/lib/domain/catalogue';
import type { ProductQuery } from './types';

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `${name} must be between ${min} and ${max}` }).max(max, { error: `${name} must be between ${min} and ${max}` }));

const categoryList = z
  .string()
  .transform((text) => text.trim())
  .pipe(
    z
      .string()
      .refine((text) => text === '' || text.split(',').every((slug) => CATEGORY_SLUG_PATTERN.test(slug.trim())), {
        error: 'categories must be a comma-separated list of category slugs (lower-case letters, digits and hyphens)',
      })
      .refine((text) => text.split(',').length <= MAX_CATEGORY_FILTERS, {
        error: `categories may name at most ${MAX_CATEGORY_FILTERS} categories`,
      }),
  )
  .transform((text) => (text === '' ? [] : text.split(',').map((slug) => slug.trim())));

/** The query string of GET /api/products and of the /products page, as one schema. */
export const productQuerySchema = z
  .object({
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH, { error: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
      .optional(),
    categories: categoryList.optional(),
    category: categoryList.optional(),
    sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` }).optional(),
    per_page: wholeNumber('per_page', 1, MAX_PER_PAGE).optional(),
    page: wholeNumber('page', 1, 100_000).optional(),
  })
  .transform((raw): ProductQuery => {
    const search = raw.search?.trim();
    const categories = [...new Set([...(raw.category ?? []), ...(raw.categories ?? [])])];
    return {
      ...(search ? { search } : {}),
      ...(categories.length ? { categories } : {}),
      sort: raw.sort ?? DEFAULT_SORT,
      page: raw.page ?? 1,
      perPage: raw.per_page ?? PRODUCTS_PER_PAGE,
    };
  });

/**
 * The back office's catalogue requests: the product list's query and the edit body of
 * `PATCH /api/admin/products/{id}`. Prices come in as decimal pounds text, like every price the API
 * takes, and leave as integer pence, at most MAX_PRICE_PENCE; whether a sale price sits below its regular price is checked
 * by the service, which alone knows the price it is not being sent.
 */
import { z } from '@/lib/zod';
import { decimalToPence, formatPounds, MAX_PRICE_PENCE } from '@/lib/domain/money';

export const PRODUCTS_PER_PAGE = 25;
/** Far above any shop's shelf; a typo of extra digits is refused rather than stored. */
export const MAX_STOCK = 1_000_000;

export const ownerProductListSchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** `low`: only the products with LOW_STOCK_UNITS or fewer left, the dashboard's list. */
  stock: z.enum(['low'], { error: 'stock must be "low" or left out' }).optional(),
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

export const ownerProductPatchSchema = z
  .strictObject({
    visible: z.boolean({ error: 'visible must be true or false' }).optional(),
    ...itemChange,
    variations: z
      .array(z.strictObject({ id: z.number({ error: 'each variation needs its id' }).int().positive(), ...itemChange }), { error: 'variations must be a list' })
      .min(1, { error: 'variations must name at least one variation' })
      .max(500)
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change: send visible, price, salePrice, stock or variations.' })
  .refine((body) => new Set(body.variations?.map((variation) => variation.id)).size === (body.variations?.length ?? 0), {
    error: 'Each variation may appear once.',
    path: ['variations'],
  });

export type OwnerProductPatch = z.output<typeof ownerProductPatchSchema>;
export type OwnerProductPatchBody = z.input<typeof ownerProductPatchSchema>;
export type OwnerItemChange = Pick<OwnerProductPatch, 'price' | 'salePrice' | 'stock'>;

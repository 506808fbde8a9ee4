/** The cart calls' request bodies (docs/product/rules.md#api), parsed with zod before anything is touched. */
import { z } from '@/lib/zod';
import { MAX_LINE_QUANTITY } from '@/lib/domain/line-quantity';
import { parseSelectedVariations } from '@/lib/domain/selected-options';
import { recordId } from '@/lib/domain/stored-input';

// Worded for the shopper, who may see it in a toast: the field's name is already in the path.
const QUANTITY_RANGE = `Please choose a quantity from 1 to ${MAX_LINE_QUANTITY}: a cart holds at most ${MAX_LINE_QUANTITY} of one item.`;
const quantity = z
  .number({ error: 'Please choose a whole number of items.' })
  .int({ error: 'Please choose a whole number of items.' })
  .min(1, { error: QUANTITY_RANGE })
  .max(MAX_LINE_QUANTITY, { error: QUANTITY_RANGE });

const optionText = z.string().trim().min(1).max(100);

/** The shop's pages send JSON text; an object is accepted too. Either way, names and values are text. */
const selectedVariations = z
  .union([z.string().max(2000), z.record(z.string().max(100), z.union([optionText, z.number()]))])
  .transform((value, context) => {
    if (typeof value !== 'string') return Object.fromEntries(Object.entries(value).map(([name, option]) => [name.trim(), String(option)]));
    if (!value.trim()) return {};
    const parsed = parseSelectedVariations(value);
    if (Object.keys(parsed).length === 0) {
      context.addIssue({ code: 'custom', message: 'selectedVariations must be JSON text of attribute name to chosen option' });
      return z.NEVER;
    }
    return parsed;
  });

export const addToCartSchema = z.object({
  productId: recordId('productId must be a product id'),
  quantity: quantity.default(1),
  selectedVariations: selectedVariations.nullish().transform((value) => value ?? {}),
  // Part of the API's shape, though the shop's own pages no longer send it: the server prices every
  // line itself, so it is read and ignored.
  variationPrice: z.unknown().optional(),
});

export const updateCartItemSchema = z.object({
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int({ error: 'quantity must be a whole number' })
    .min(0, { error: `quantity must be between 0 and ${MAX_LINE_QUANTITY}` })
    .max(MAX_LINE_QUANTITY, { error: `quantity must be between 0 and ${MAX_LINE_QUANTITY}` }),
});

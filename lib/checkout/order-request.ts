/**
 * The create-order body (docs/product/rules.md#order) and the checkout form's rules, one zod schema for both: the browser
 * marks what the server would refuse, and the server refuses whatever gets past the browser.
 */
import { z } from '@/lib/zod';
import { COUNTRY_CODES, EMAIL_PATTERN, FIELD_LABELS, type AddressField } from '@/lib/domain/checkout';
import { MAX_LINE_QUANTITY } from '@/lib/domain/line-quantity';
import { recordId } from '@/lib/domain/stored-input';

const required = (field: AddressField, max: number) =>
  z
    .string({ error: `${FIELD_LABELS[field]} is required` })
    .trim()
    .min(1, { error: `${FIELD_LABELS[field]} is required` })
    .max(max, { error: `${FIELD_LABELS[field]} must be at most ${max} characters` });

const optional = (field: AddressField, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${FIELD_LABELS[field]} must be at most ${max} characters` })
    .optional()
    .transform((value) => value ?? '');

const country = z.enum(COUNTRY_CODES, { error: `Country must be one of ${COUNTRY_CODES.join(', ')}` });

export const shippingAddressSchema = z.object({
  first_name: required('first_name', 60),
  last_name: required('last_name', 60),
  email: required('email', 254).regex(EMAIL_PATTERN, { error: 'Email must be a valid email address' }),
  phone: optional('phone', 30).pipe(z.string().regex(/^[0-9 +().-]*$/, { error: 'Phone may contain only digits, spaces and + ( ) - .' })),
  address_1: required('address_1', 120),
  address_2: optional('address_2', 120),
  city: required('city', 80),
  postcode: required('postcode', 16),
  country,
  state: optional('state', 60),
});

export const billingAddressSchema = shippingAddressSchema.extend({
  email: optional('email', 254),
});

const lineItemSchema = z.object({
  product_id: recordId('product_id must be a product id'),
  quantity: z.number({ error: 'quantity must be a whole number' }).int().min(1).max(MAX_LINE_QUANTITY),
  // The client's name and price are part of the API's shape; the server reads them and ignores them.
  name: z.unknown().optional(),
  price: z.unknown().optional(),
  meta_data: z
    .array(z.object({ key: z.string().trim().min(1).max(100), value: z.union([z.string().trim().max(100), z.number()]) }))
    .max(10)
    .optional()
    .default([]),
});

export const createOrderSchema = z.object({
  shipping: shippingAddressSchema,
  billing: billingAddressSchema,
  line_items: z.array(lineItemSchema).min(1, { error: 'line_items must list at least one item' }).max(50),
  payment_method: z.string().trim().min(1).max(64).default('woocommerce_payments'),
  // WooCommerce's own name for an order's codes; the shop takes one code per order (docs/adr/0034).
  coupon_lines: z
    .array(z.object({ code: z.string({ error: 'coupon_lines code must be text' }).trim().min(1, { error: 'coupon_lines code must not be empty' }).max(64) }))
    .max(1, { error: 'Only one code can be used on an order' })
    .optional()
    .default([]),
});

export type CreateOrderRequest = z.output<typeof createOrderSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

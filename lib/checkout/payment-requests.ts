/** Request bodies of the payment calls (docs/product/rules.md#api), parsed before anything is asked of a provider. */
import { z } from '@/lib/zod';
import { recordId } from '@/lib/domain/stored-input';

/** Session storage hands the id back as text or as a number; both mean the same order. */
export const orderIdField = z
  .union([z.number().int().positive(), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: 'orderId must be an order number' })
  .pipe(recordId('orderId must be an order number'));

const paymentIntentId = z.string().regex(/^pi_[A-Za-z0-9_]{4,250}$/, { error: 'paymentIntentId must be a payment intent id' });
const clientSecret = z.string().regex(/^pi_[A-Za-z0-9_]{4,250}_secret_[A-Za-z0-9_]{4,250}$/, { error: 'clientSecret must be a payment client secret' });

export const createPaymentIntentSchema = z.object({
  // Sent by the checkout page and deliberately unused: the order's stored total is what is charged.
  amount: z.unknown().optional(),
  orderId: orderIdField,
  orderKey: z.string().min(1, { error: 'orderKey is required' }).max(200),
  currency: z.literal('gbp', { error: "currency must be 'gbp'" }).optional(),
});

export const updateOrderPaymentSchema = z.object({
  orderId: orderIdField,
  paymentIntentId,
  status: z.literal('processing', { error: "status must be 'processing'" }).optional(),
});

export const confirmTestPaymentSchema = z.object({
  clientSecret,
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(12),
    cvc: z.string().max(8),
  }),
});

export const authenticateTestPaymentSchema = z.object({
  clientSecret,
  approve: z.boolean({ error: 'approve must be true or false' }),
});

/**
 * A Track Order look-up (docs/product/decisions.md#track-order): the body `POST /api/track-order`
 * parses and the form's rules, one schema for both. The number may be typed as on the confirmation,
 * with its '#'.
 */
import { z } from '@/lib/zod';
import { emailField } from './email-field';

const ORDER_NUMBER_REQUIRED = 'Please enter your order number';

export const trackOrderRequestSchema = z.object({
  orderNumber: z
    .string({ error: ORDER_NUMBER_REQUIRED })
    .trim()
    .min(1, { error: ORDER_NUMBER_REQUIRED })
    .transform((text) => text.replace(/^#/, ''))
    .pipe(z.string().regex(/^\d{1,10}$/, { error: 'orderNumber must be the number from your confirmation, e.g. 1042' })),
  email: emailField({ required: 'Please enter the e-mail address you ordered with', invalid: 'email must be a valid email address' }),
});

export type TrackOrderFields = z.input<typeof trackOrderRequestSchema>;

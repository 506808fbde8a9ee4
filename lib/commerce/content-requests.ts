/** Bodies and queries of the content calls (docs/product/rules.md#validation), parsed with zod before anything is stored. */
import { z } from '@/lib/zod';
import { EMAIL_PATTERN } from '@/lib/domain/checkout';

const email = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, { error: 'email is required' })
  .max(254, { error: 'email must be at most 254 characters' })
  .regex(EMAIL_PATTERN, { error: 'email must be a valid email address' });

export const articleListQuery = z.object({
  featured: z.enum(['true', 'false'], { error: "featured must be 'true' or 'false'" }).optional(),
});

export const newsletterSchema = z.object({
  email,
  name: z.string().trim().max(100, { error: 'name must be at most 100 characters' }).optional().default(''),
});

const requiredText = (field: string, max: number, min = 1) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(min, { error: min > 1 ? `${field} must be at least ${min} characters` : `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters` });

export const contactSchema = z.object({
  name: requiredText('name', 100),
  email,
  subject: requiredText('subject', 150),
  message: requiredText('message', 5000, 10),
});

export const trackOrderSchema = z.object({
  orderNumber: z
    .string({ error: 'orderNumber is required' })
    .trim()
    .transform((text) => text.replace(/^#/, ''))
    .pipe(z.string().regex(/^\d{1,10}$/, { error: 'orderNumber must be the number from your confirmation, e.g. 1042' })),
  email,
});

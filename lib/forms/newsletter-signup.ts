/**
 * A newsletter sign-up (docs/product/rules.md#validation): the body `POST /api/newsletter` parses and
 * the newsletter block's rules, one schema for both. Its messages are the API's, since the block shows
 * a refusal in a toast rather than under a field.
 */
import { z } from '@/lib/zod';
import { emailField } from './email-field';

export const newsletterSignupSchema = z.object({
  email: emailField({ required: 'email is required', invalid: 'email must be a valid email address' }),
  name: z.string().trim().max(100, { error: 'name must be at most 100 characters' }).optional().default(''),
});

export type NewsletterSignupFields = z.input<typeof newsletterSignupSchema>;

/**
 * A contact message (docs/product/decisions.md#contact-form): the body `POST /api/contact` parses and
 * the contact form's rules, one schema for both, so the page refuses in its own words exactly what the
 * shop would. Browser-safe: the storing and mailing live in ./contact.
 */
import { z } from '@/lib/zod';
import { emailField } from './email-field';

/** Blank is the one problem named: the rest of the field's checks wait until something is typed. */
const requiredText = (field: string, label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${field} must be at most ${max} characters` });

export const contactMessageSchema = z.object({
  name: requiredText('name', 'Your name', 100),
  email: emailField({ required: 'Email is required', invalid: 'Please enter a valid email address' }),
  subject: requiredText('subject', 'Subject', 150),
  // A few words at least, so an empty "hi" does not reach a person (docs/product/decisions.md#contact-form).
  message: requiredText('message', 'Message', 5000).min(10, { error: 'Please write a little more (at least 10 characters)' }),
});

export type ContactMessageFields = z.input<typeof contactMessageSchema>;

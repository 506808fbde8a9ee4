/**
 * The e-mail address every form asks for, as the shop stores it: trimmed, at most 254 characters, and
 * a plain address (EMAIL_PATTERN, docs/product/rules.md#validation).
 * Each form words a blank and a malformed address its own way, so those two messages are passed in.
 */
import { z } from '@/lib/zod';
import { EMAIL_PATTERN } from '@/lib/domain/checkout';

export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(254, { error: 'email must be at most 254 characters' })
    .regex(EMAIL_PATTERN, { error: messages.invalid });
}

/**
 * The test processor's card form (docs/product/decisions.md#test-processor): the `card` of the body
 * `POST /api/test-payments/confirm` parses, refined with the very checks the processor makes before
 * trying a card (lib/domain/test-cards), so the page refuses, in Stripe's words, what the processor
 * would. The route leaves those checks to the processor, which answers them as `invalid_card`.
 */
import { confirmTestPaymentSchema } from '@/lib/checkout/payment-requests';
import { cardErrors } from '@/lib/domain/test-cards';

export const testCardSchema = confirmTestPaymentSchema.shape.card.superRefine((card, context) => {
  for (const [field, message] of Object.entries(cardErrors(card))) context.addIssue({ code: 'custom', message, path: [field] });
});

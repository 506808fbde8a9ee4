/**
 * The checkout form's values and rules: the server's own address schemas (lib/checkout/order-request)
 * plus the 'Same as shipping address' switch, so the browser refuses what the server would.
 */
import { z } from '@/lib/zod';
import { billingAddressSchema, shippingAddressSchema } from '@/lib/checkout/order-request';
import { emptyAddress, type AddressFields } from '@/lib/domain/checkout';

export const checkoutFormSchema = z
  .object({
    shipping: shippingAddressSchema,
    sameAsShipping: z.boolean(),
    // Checked only when it is its own address (below); otherwise it is a copy of shipping.
    billing: z.object({}).passthrough(),
  })
  .superRefine((form, context) => {
    if (form.sameAsShipping) return;
    const billing = billingAddressSchema.safeParse(form.billing);
    if (billing.success) return;
    for (const issue of billing.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: ['billing', ...issue.path] });
  });

export interface CheckoutFormValues {
  shipping: AddressFields;
  sameAsShipping: boolean;
  billing: AddressFields;
}

export function emptyCheckoutForm(): CheckoutFormValues {
  return { shipping: emptyAddress(), sameAsShipping: true, billing: emptyAddress() };
}

/** The order request's addresses: billing is the shipping address when the box is ticked. */
export function addressesFor(values: CheckoutFormValues): { shipping: AddressFields; billing: AddressFields } {
  return { shipping: values.shipping, billing: values.sameAsShipping ? values.shipping : values.billing };
}

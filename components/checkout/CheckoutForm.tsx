'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { IntentLink } from '@/components/ui/IntentLink';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { CartLoadError, CartLoading, EmptyCartMessage } from '@/components/cart/CartStatus';
import { useCart } from '@/components/cart/useCart';
import { useCartDiscount } from '@/components/cart/useCartDiscount';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { missingFields, missingFieldsMessage, REQUIRED_BILLING_FIELDS, REQUIRED_SHIPPING_FIELDS, type AddressField } from '@/lib/domain/checkout';
import { ApiRequestError } from '@/lib/http/client';
import { AddressFieldset } from './AddressFieldset';
import { addressesFor, checkoutFormSchema, emptyCheckoutForm, type CheckoutFormValues } from './checkout-form';
import { CheckoutSummary } from './CheckoutSummary';
import { paymentPath } from '@/lib/domain/order-links';
import { placeOrder } from './submit-checkout';

const BILLING_OMITS: readonly AddressField[] = ['email', 'phone'];

/** The blank required fields, named in the toast; other mistakes are shown by their fields. */
function reportInvalid(values: CheckoutFormValues, errors: FieldErrors<CheckoutFormValues>) {
  const missing = [
    ...missingFields(values.shipping, REQUIRED_SHIPPING_FIELDS),
    ...(values.sameAsShipping ? [] : missingFields(values.billing, REQUIRED_BILLING_FIELDS).filter((field) => !BILLING_OMITS.includes(field))),
  ];
  if (missing.length) {
    toast.error('Missing Required Information', { description: missingFieldsMessage([...new Set(missing)]) });
    return;
  }
  const first = Object.values(errors.shipping ?? {})[0] ?? Object.values(errors.billing ?? {})[0];
  toast.error('Please check your details', { description: (first as { message?: string } | undefined)?.message ?? 'Some details need another look.' });
}

/** /checkout (docs/product/routes.md#checkout): shipping and billing forms, the order summary, and the way to payment. */
export function CheckoutForm() {
  const router = useRouter();
  const { items, isLoading, error } = useCart();
  const { discount, mutate: refreshDiscount } = useCartDiscount();
  // After success the button keeps saying so until the payment page replaces this one.
  const [leaving, setLeaving] = useState(false);
  // Why create-order refused the cart's code, until the shopper tries again.
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const form = useForm<CheckoutFormValues>({
    defaultValues: emptyCheckoutForm(),
    resolver: zodResolver(checkoutFormSchema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, control, getValues, formState } = form;
  const sameAsShipping = useWatch({ control, name: 'sameAsShipping' });
  const country = useWatch({ control, name: 'shipping.country' });

  if (error) return <CartLoadError />;
  if (isLoading) return <CartLoading />;
  if (items.length === 0) return <EmptyCartMessage />;

  const onValid = async (values: CheckoutFormValues) => {
    setCodeRefusal(null);
    try {
      const order = await placeOrder(items, addressesFor(values));
      setLeaving(true);
      router.push(paymentPath(order));
      // The cart stays: it lives on the server and loses what was bought once the order is paid (docs/product/decisions.md#cart-after-checkout).
    } catch (failure) {
      const message = failure instanceof ApiRequestError && failure.serverMessage ? failure.serverMessage : 'Please check your information and try again';
      // A code refused as the order is made (it ran out, or this e-mail has used it): nothing was
      // charged and the cart is as it was; the summary reads the code again and says why.
      if (failure instanceof ApiRequestError && failure.serverCode?.startsWith('discount_')) {
        setCodeRefusal(message.replace(/\.?$/, '.'));
        void refreshDiscount();
        toast.error('Code not applied', { description: `${message.replace(/\.?$/, '.')} Nothing has been charged: remove or change the code in your cart.` });
        return;
      }
      toast.error('Order Creation Failed', { description: message });
    }
  };

  // Disabled from the first click (React commits a click's state at once), so a second click cannot
  // start a second order; the server also answers a repeated checkout with the same order.
  const submitting = formState.isSubmitting || leaving;

  return (
    <form onSubmit={handleSubmit(onValid, (errors) => reportInvalid(getValues(), errors))} noValidate className="grid gap-10 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-10">
        <AddressFieldset prefix="shipping" legend="Shipping Address" register={register} errors={formState.errors} required={REQUIRED_SHIPPING_FIELDS} />
        <div className="space-y-6">
          <label className="flex min-h-11 items-center gap-3 font-semibold">
            <input type="checkbox" {...register('sameAsShipping')} className="h-5 w-5 accent-moss-800" />
            Same as shipping address
          </label>
          {sameAsShipping ? null : (
            <AddressFieldset prefix="billing" legend="Billing Address" register={register} errors={formState.errors} required={REQUIRED_BILLING_FIELDS} omit={BILLING_OMITS} />
          )}
        </div>
      </div>
      <div className="space-y-4">
        <CheckoutSummary items={items} country={country} discount={discount} />
        {codeRefusal ? (
          <p role="alert" data-testid="checkout-code-refusal" className="rounded-md bg-cream-100 p-3 text-tartan-700">
            {codeRefusal}{' '}
            <IntentLink href="/cart" className="font-semibold underline underline-offset-2">
              Change the code in your cart
            </IntentLink>
          </p>
        ) : null}
        <button type="submit" disabled={submitting} aria-disabled={submitting} className={cx(BUTTON_PRIMARY, 'w-full')}>
          {submitting ? 'Creating Order...' : 'Continue to Payment'}
        </button>
        <p className="text-center text-sm text-slate-700">
          <IntentLink href="/cart" className="underline underline-offset-2">
            Back to your cart
          </IntentLink>
        </p>
      </div>
    </form>
  );
}

'use client';

import { useId, useState, type FormEvent } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { BUTTON_SECONDARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { TEXT_FIELD_INPUT, TEXT_FIELD_LABEL } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { CART_DISCOUNT_KEY } from '@/lib/cart/discount-from-api';
import type { ApiCartDiscount } from '@/lib/checkout/cart-discount';
import { discountNotice, type DiscountNotice } from '@/lib/checkout/discount-status';
import { discountAmountText } from '@/lib/domain/discount-display';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { useCartDiscount } from './useCartDiscount';

/** The no-JavaScript form's route (app/(shop)/cart/discount/route.ts). */
export const DISCOUNT_FORM_ACTION = '/cart/discount';

function failureText(error: unknown): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'We could not check that code just now. Please try again.';
}

/**
 * The cart's code field (docs/adr/0034). A plain form posted to /cart/discount, which answers with
 * the cart page again, so it works without JavaScript; with it, the same form calls the API, toasts
 * the outcome and refreshes every summary that shows the code. `initial` and `notice` are what the
 * server rendered the page with.
 */
export function DiscountCodeForm({ initial, notice }: { initial: ApiCartDiscount; notice: DiscountNotice | null }) {
  const id = useId();
  const { discount, mutate } = useCartDiscount(initial);
  const [said, setSaid] = useState<DiscountNotice | null>(notice);
  const [pending, setPending] = useState(false);

  const say = (next: DiscountNotice) => {
    setSaid(next);
    if (next.tone === 'success') toast.success(next.text);
    else toast.error('Code not applied', { description: next.text });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const removing = submitter instanceof HTMLButtonElement && submitter.value === 'remove';
    const code = String(new FormData(form).get('code') ?? '').trim();
    if (!removing && !code) {
      say(discountNotice('missing', null));
      return;
    }
    setPending(true);
    try {
      if (removing) {
        await apiRequest(CART_DISCOUNT_KEY, { method: 'DELETE' });
        await mutate();
        say(discountNotice('removed', null));
      } else {
        const applied = await apiRequest<ApiCartDiscount>(CART_DISCOUNT_KEY, { method: 'POST', body: { code } });
        await mutate(applied, { revalidate: false });
        form.reset();
        say(discountNotice('applied', applied.code));
      }
    } catch (error) {
      say({ tone: 'error', text: failureText(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3" data-testid="discount-block">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Discount code
      </h2>
      {discount.code ? (
        <p data-testid="discount-current" className={discount.applied ? 'text-moss-800' : 'text-tartan-700'}>
          <span className="font-semibold">{discount.code}</span>
          {discount.applied
            ? `: ${discount.offer}${discount.discountPence > 0 ? ` (${discountAmountText(discount.discountPence)})` : ''}`
            : `: ${discount.message ?? 'This code does not apply to your cart'}`}
        </p>
      ) : null}
      <p role="status" data-testid="discount-notice" className={cx('text-sm', said?.tone === 'error' ? 'text-tartan-700' : 'text-moss-800')}>
        {said?.text}
      </p>
      <form method="post" action={DISCOUNT_FORM_ACTION} onSubmit={onSubmit} className="space-y-2">
        <label htmlFor={`${id}-code`} className={TEXT_FIELD_LABEL}>
          Enter a code
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            className={cx(TEXT_FIELD_INPUT, 'mt-0 min-w-0 flex-1')}
          />
          <button type="submit" name="action" value="apply" disabled={pending} className={cx(BUTTON_SECONDARY, 'shrink-0 px-4')}>
            Apply
          </button>
        </div>
        {discount.code ? (
          <button type="submit" name="action" value="remove" disabled={pending} className={cx('min-h-11 text-sm font-semibold text-moss-800 underline underline-offset-2', FOCUS_RING)}>
            Remove code {discount.code}
          </button>
        ) : null}
      </form>
    </section>
  );
}

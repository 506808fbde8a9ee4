'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import type { TrackedOrder } from '@/lib/checkout/track-order';
import { discountAmountText, discountLabel } from '@/lib/domain/discount-display';
import { decimalToPence, formatPounds } from '@/lib/domain/money';
import { TRACKING_STEPS } from '@/lib/domain/tracking';
import { trackOrderRequestSchema } from '@/lib/forms/track-order-request';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { TextField } from '@/components/ui/TextField';
import { useHydrated } from '@/components/ui/useHydrated';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The timeline: the steps the order has reached are ticked; the current one is marked for screen readers. */
function Timeline({ order }: { order: TrackedOrder }) {
  if (order.view.kind === 'stopped') return <p className="rounded-md bg-cream-100 p-4">{order.view.note}</p>;
  const reached = order.view.reached;
  return (
    <>
      <p>{order.view.note}</p>
      <ol className="mt-4 space-y-3" aria-label="Delivery progress">
        {TRACKING_STEPS.map((step, index) => {
          const done = index <= reached;
          return (
            <li key={step} className="flex items-center gap-3" aria-current={index === reached ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={cx(
                  'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  done ? 'border-moss-800 bg-moss-800 text-white' : 'border-moss-700/40 bg-white text-slate-700',
                )}
              >
                {done ? '✓' : index + 1}
              </span>
              <span className={done ? 'font-semibold' : 'text-slate-700'}>
                {step}
                <span className="sr-only">{done ? ' (done)' : ' (not yet)'}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** The order's total, and its code: "Discount (STORY10) −£2.50", or the shipping a free-shipping code waived. */
function Paid({ order }: { order: TrackedOrder }) {
  const pence = (text: string) => decimalToPence(text) ?? 0;
  const discount = order.discount;
  return (
    <p className="text-slate-700" data-testid="tracked-total">
      Total {formatPounds(pence(order.total))}
      {discount && pence(discount.amount) > 0 ? `, after ${discountLabel(discount.code)} ${discountAmountText(pence(discount.amount))}` : null}
      {discount && pence(discount.amount) === 0 ? `, with free shipping (${discount.code})` : null}
    </p>
  );
}

/** Track Order (docs/product/decisions.md#track-order): a real lookup by order number and e-mail, never sample data. */
export function TrackOrderForm() {
  const id = useId();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(trackOrderRequestSchema),
    defaultValues: { orderNumber: '', email: '' },
    // Messages change only when the form is sent again, and focus stays where the shopper left it
    // (docs/adr/0012-checkout-form.md#every-form-the-same-way).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: busy } = formState;
  // The page sends this form as HTML before its code arrives (it loads lazily): until React runs it,
  // the button stays disabled, so a press cannot submit the fields natively into the address.
  const ready = useHydrated();
  const [result, setResult] = useState<{ order: TrackedOrder } | { error: string } | null>(null);

  const track = handleSubmit(async (request) => {
    try {
      setResult({ order: await apiRequest<TrackedOrder>('/api/track-order', { method: 'POST', body: request }) });
    } catch (error) {
      setResult({ error: error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'We could not look up your order just now. Please try again in a moment.' });
    }
  });

  return (
    <div className="space-y-8">
      <form onSubmit={track} noValidate className="grid gap-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField id={`${id}-number`} label="Order number" inputMode="numeric" placeholder="e.g. 1042" required error={errors.orderNumber?.message} {...register('orderNumber')} />
        <TextField id={`${id}-email`} label="Email used for the order" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <button type="submit" disabled={!ready || busy} className={BUTTON_PRIMARY}>
          {busy ? 'Tracking...' : 'Track Order'}
        </button>
      </form>
      <div aria-live="polite">
        {result && 'error' in result ? (
          <p role="alert" className="rounded-md border border-tartan-700/40 bg-white p-4 text-tartan-700">
            {result.error}
          </p>
        ) : null}
        {result && 'order' in result ? (
          <section aria-labelledby={`${id}-result`} className="space-y-3 rounded-lg border border-moss-100 bg-white p-6">
            <h2 id={`${id}-result`} className="text-2xl font-semibold">
              Order #{result.order.id}
            </h2>
            <p className="text-slate-700">
              Placed on {dateFormat.format(new Date(result.order.placedAt))} · {result.order.itemCount} {result.order.itemCount === 1 ? 'item' : 'items'}
            </p>
            <Paid order={result.order} />
            <Timeline order={result.order} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

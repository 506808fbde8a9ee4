'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FOCUS_RING } from '@/components/layout/focus';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { formatPounds } from '@/lib/domain/money';
import type { PayableOrder } from '@/lib/domain/order-links';
import { formatCardNumber, formatExpiry, TEST_CARDS, type CardFields } from '@/lib/domain/test-cards';
import { testCardSchema } from '@/lib/forms/test-card';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { AuthenticationChallenge } from './AuthenticationChallenge';
import { paymentError, paymentFailed } from './finish-payment';

interface TestPaymentResult {
  status: 'succeeded' | 'requires_action';
  paymentIntentId: string;
}

const inputClass = cx(
  'mt-1 block min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 py-2 font-mono text-base tracking-wide aria-[invalid=true]:border-tartan-700',
  FOCUS_RING,
);

const FIELDS: { name: keyof CardFields; label: string; autoComplete: string; placeholder: string; format: (text: string) => string; maxLength: number }[] = [
  { name: 'number', label: 'Card number', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', format: formatCardNumber, maxLength: 23 },
  { name: 'expiry', label: 'Expiry date (MM / YY)', autoComplete: 'cc-exp', placeholder: 'MM / YY', format: formatExpiry, maxLength: 7 },
  { name: 'cvc', label: 'Security code (CVC)', autoComplete: 'cc-csc', placeholder: '123', format: (text) => text.replace(/\D/g, '').slice(0, 4), maxLength: 4 },
];

/**
 * The built-in test processor's card form (docs/product/decisions.md#test-processor): Stripe's test numbers behave as in
 * Stripe's test mode. It says plainly that no real payment is taken; the card never leaves this page
 * except to the shop's own test processor, which keeps only the last four digits.
 */
export function TestCardForm({ order, onSucceeded }: { order: PayableOrder; onSucceeded: (paymentIntentId: string) => Promise<void> }) {
  const id = useId();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(testCardSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
    // Messages change only when Pay is pressed again, and focus stays where the shopper left it
    // (docs/adr/0012-checkout-form.md#every-form-the-same-way).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // The authentication dialog's answer is sent outside the form's own submit, so it keeps a flag of its own.
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState(false);
  const amount = formatPounds(order.totalPence);

  async function settle(call: () => Promise<TestPaymentResult>) {
    setBusy(true);
    try {
      const result = await call();
      if (result.status === 'requires_action') {
        setChallenge(true);
        return;
      }
      setChallenge(false);
      await onSucceeded(result.paymentIntentId);
    } catch (error) {
      setChallenge(false);
      if (error instanceof ApiRequestError && error.serverMessage && error.status < 500) paymentFailed(error.serverMessage);
      else paymentError();
    } finally {
      setBusy(false);
    }
  }

  const pay = handleSubmit((card) =>
    settle(() => apiRequest<TestPaymentResult>('/api/test-payments/confirm', { method: 'POST', body: { clientSecret: order.clientSecret, card } })),
  );
  const working = busy || formState.isSubmitting;

  function answer(approve: boolean) {
    void settle(() => apiRequest<TestPaymentResult>('/api/test-payments/authenticate', { method: 'POST', body: { clientSecret: order.clientSecret, approve } }));
  }

  return (
    <form onSubmit={pay} noValidate className="space-y-5">
      <p role="note" className="rounded-md border border-gold-500 bg-cream-100 p-4 font-semibold text-slate-ink">
        Test mode — no real payment is taken. Use one of the test cards below with any future expiry date and any three-digit code.
      </p>
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.name}`;
        const message = formState.errors[field.name]?.message;
        return (
          <div key={field.name}>
            <label htmlFor={inputId} className="block font-semibold text-moss-900">
              {field.label}
            </label>
            <Controller
              control={control}
              name={field.name}
              render={({ field: input }) => (
                <input
                  {...input}
                  id={inputId}
                  inputMode="numeric"
                  autoComplete={field.autoComplete}
                  placeholder={field.placeholder}
                  maxLength={field.maxLength}
                  onChange={(event) => input.onChange(field.format(event.target.value))}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${inputId}-error` : undefined}
                  className={inputClass}
                />
              )}
            />
            {message ? (
              <p id={`${inputId}-error`} className="mt-1 text-sm text-tartan-700">
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" disabled={working} className={cx(BUTTON_PRIMARY, 'w-full')}>
        {working ? 'Processing Payment...' : `Pay ${amount}`}
      </button>
      <details className="rounded-md border border-moss-100 bg-white p-4 text-sm">
        <summary className="cursor-pointer font-semibold">Test cards</summary>
        <ul className="mt-2 space-y-1">
          {TEST_CARDS.map((test) => (
            <li key={test.number}>
              <span className="font-mono">{formatCardNumber(test.number)}</span>: {test.label}
            </li>
          ))}
        </ul>
      </details>
      <AuthenticationChallenge open={challenge} amount={amount} busy={busy} onAnswer={answer} />
    </form>
  );
}

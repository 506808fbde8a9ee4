'use client';

import { useId } from 'react';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart';

/**
 * Quantity never below 1 and never past what one cart line holds; no upper bound is shown
 * (docs/product/decisions.md#quantity-limit), a larger number typed simply becomes the most there can
 * be. Typing works as well as the buttons.
 */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const id = useId();
  const button = 'stepper-button';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-moss-900">
        Quantity
      </label>
      <div className="inline-flex items-center rounded-md border border-moss-700/40 bg-white">
        <button type="button" className={button} onClick={() => onChange(Math.max(1, value - 1))} disabled={value <= 1} aria-label="Decrease quantity">
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          value={value}
          onChange={(event) => {
            const typed = Math.floor(Number(event.target.value));
            onChange(Number.isFinite(typed) && typed >= 1 ? Math.min(typed, MAX_LINE_QUANTITY) : 1);
          }}
          className="stepper-input"
        />
        <button type="button" className={button} onClick={() => onChange(Math.min(value + 1, MAX_LINE_QUANTITY))} disabled={value >= MAX_LINE_QUANTITY} aria-label="Increase quantity">
          +
        </button>
      </div>
    </div>
  );
}

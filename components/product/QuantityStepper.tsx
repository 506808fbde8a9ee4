'use client';

import { useId } from 'react';
import { clampQuantity, mostUnits } from '@/lib/domain/line-quantity';

/**
 * Quantity never below 1 and never past what one cart line holds or, once known, the stock
 * (docs/product/decisions.md#quantity-limit). No upper bound is shown: a larger number typed simply
 * becomes the most there can be, and the page says why. Typing works as well as the buttons.
 */
export function QuantityStepper({ value, stock, onChange }: { value: number; stock?: number | null; onChange: (quantity: number) => void }) {
  const id = useId();
  const button = 'stepper-button';
  const set = (wanted: number) => onChange(clampQuantity(wanted, stock));
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-moss-900">
        Quantity
      </label>
      <div className="inline-flex items-center rounded-md border border-moss-700/40 bg-white">
        <button type="button" className={button} onClick={() => set(value - 1)} disabled={value <= 1} aria-label="Decrease quantity">
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          value={value}
          onChange={(event) => set(Number(event.target.value))}
          className="stepper-input"
        />
        <button type="button" className={button} onClick={() => set(value + 1)} disabled={value >= mostUnits(stock)} aria-label="Increase quantity">
          +
        </button>
      </div>
    </div>
  );
}

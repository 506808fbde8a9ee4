'use client';

import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import type { CartItem } from '@/lib/cart/types';
import { mostUnits, quantityLimitNote } from '@/lib/domain/line-quantity';
import { useCartActions } from './useCartActions';

const stepButton = cx('inline-flex h-11 w-11 items-center justify-center text-xl text-moss-900 hover:bg-moss-50 disabled:cursor-not-allowed disabled:text-slate-400', FOCUS_RING);

/**
 * One more or one fewer (down to 0, which takes the line out), and a separate Remove.
 * One more stops at what is in stock (or what one line holds), saying so, so the shopper is never
 * promised what the shop lacks.
 */
export function CartLineControls({ item }: { item: CartItem }) {
  const { setQuantity, remove } = useCartActions();
  const name = item.name;
  // A line can outlive its stock (another shopper bought the last one): say so, as checkout would.
  const note = item.available > 0 ? quantityLimitNote(item.quantity, item.available) : 'Out of stock.';
  return (
    <div className="flex flex-wrap items-center gap-3 pt-1">
      <div className="inline-flex items-center rounded-md border border-moss-700/40 bg-white" role="group" aria-label={`Quantity of ${name}`}>
        <button type="button" className={stepButton} onClick={() => void setQuantity(item, item.quantity - 1)} aria-label={`One fewer ${name}`}>
          −
        </button>
        <output className="inline-flex h-11 min-w-10 items-center justify-center border-x border-moss-700/40 px-2 font-semibold" aria-live="polite">
          {item.quantity}
        </output>
        <button
          type="button"
          className={stepButton}
          onClick={() => void setQuantity(item, item.quantity + 1)}
          disabled={item.quantity >= mostUnits(item.available)}
          aria-label={`One more ${name}`}
        >
          +
        </button>
      </div>
      <button type="button" onClick={() => void remove(item)} className={cx('min-h-11 rounded-md px-2 text-sm font-semibold text-tartan-700 underline underline-offset-2 hover:text-tartan-600', FOCUS_RING)}>
        Remove<span className="sr-only"> {name}</span>
      </button>
      {note ? <p className="w-full text-sm text-slate-700">{note}</p> : null}
    </div>
  );
}

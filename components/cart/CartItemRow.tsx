import type { ReactNode } from 'react';
import { PLACEHOLDER_IMAGE, SafeImage } from '@/components/ui/SafeImage';
import type { CartItem } from '@/lib/cart/types';
import { formatPounds } from '@/lib/domain/money';

/**
 * One line of the cart: picture, name, chosen options, unit price and quantity. The quantity
 * controls and Remove (docs/product/rules.md#cart) come in through `actions`, so a read-only summary can leave them out.
 */
export function CartItemRow({ item, actions }: { item: CartItem; actions?: ReactNode }) {
  const options = Object.entries(item.options);
  const picture = item.imageUrl || PLACEHOLDER_IMAGE;
  return (
    <li className="flex gap-4 py-4">
      <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-md bg-moss-50">
        {/* The name sits beside the picture, so the picture adds nothing for a screen reader. */}
        <SafeImage src={picture} unoptimized={picture === PLACEHOLDER_IMAGE} alt="" fill sizes="80px" className="object-cover" />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold break-words text-moss-900">{item.name}</p>
        {options.length ? (
          <ul aria-label="Chosen options" className="text-sm text-slate-700">
            {options.map(([name, choice]) => (
              <li key={name}>
                {name}: {choice}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm">
          <span className="font-semibold">{formatPounds(item.unitPricePence)}</span> each
        </p>
        {actions ?? <p className="text-sm text-slate-700">Quantity: {item.quantity}</p>}
      </div>
    </li>
  );
}

import { SafeImage } from '@/components/ui/SafeImage';
import type { CartItem } from '@/lib/cart/types';
import { parseSelectedVariations, unitPricePence } from '@/lib/domain/cart';
import { formatPounds } from '@/lib/domain/money';

/** One line of the cart: picture, name, chosen options, unit price and quantity. */
export function CartItemRow({ item }: { item: CartItem }) {
  const options = Object.entries(parseSelectedVariations(item.selectedVariations));
  return (
    <li className="flex gap-4 py-4">
      <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-md bg-moss-50">
        {item.product.imageUrl ? <SafeImage src={item.product.imageUrl} alt="" fill sizes="80px" className="object-cover" /> : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold text-moss-900">{item.product.name}</p>
        {options.length ? (
          <p className="text-sm text-slate-700">{options.map(([name, option]) => `${name}: ${option}`).join(' · ')}</p>
        ) : null}
        <p className="text-sm">
          {formatPounds(unitPricePence(item))} <span className="text-slate-700">× {item.quantity}</span>
        </p>
      </div>
    </li>
  );
}

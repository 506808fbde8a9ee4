import type { Product } from '@/lib/commerce';
import { formatPounds } from '@/lib/domain/money';
import { discountPercent, isOnSale, priceRangeText } from '@/lib/domain/pricing';

export function ProductPrice({ product }: { product: Product }) {
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="text-lg font-semibold text-moss-900">{priceRangeText(product.priceRange)}</span>
      {isOnSale(product) && product.regularPricePence != null && (
        <>
          <s className="text-sm text-slate-600">
            <span className="sr-only">was </span>
            {formatPounds(product.regularPricePence)}
          </s>
          <span className="rounded bg-tartan-600 px-1.5 py-0.5 text-xs font-bold text-white">-{discountPercent(product)}%</span>
        </>
      )}
    </p>
  );
}

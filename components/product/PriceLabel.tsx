import { formatPounds } from '@/lib/domain/money';
import { discountPercent } from '@/lib/domain/pricing';
import type { PriceDisplay } from '@/lib/domain/product-options';

/** Renders the price rule's outcome: 'from £x', '£x – £y', or one price with its reduction. */
export function PriceLabel({ display, size = 'large' }: { display: PriceDisplay; size?: 'large' | 'small' }) {
  const main = size === 'large' ? 'text-3xl font-bold text-moss-900' : 'text-lg font-semibold text-moss-900';
  if (display.kind === 'from') return <span className={main}>from {formatPounds(display.pricePence)}</span>;
  if (display.kind === 'range')
    return (
      <span className={main}>
        {formatPounds(display.minPence)} – {formatPounds(display.maxPence)}
      </span>
    );
  const percent = discountPercent(display);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span className={main}>{formatPounds(display.pricePence)}</span>
      {percent > 0 && display.regularPricePence != null ? (
        <>
          <s className="text-base text-slate-600">
            <span className="sr-only">was </span>
            {formatPounds(display.regularPricePence)}
          </s>
          <span className="rounded bg-tartan-700 px-2 py-0.5 text-sm font-bold text-white">Save {percent}%</span>
        </>
      ) : null}
    </span>
  );
}

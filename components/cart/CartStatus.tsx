import { IntentLink } from '@/components/ui/IntentLink';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { cx } from '@/components/ui/class-list';
import { UNTIL_SCRIPTS_RUN } from '@/components/ui/NeedsJavaScript';

/** The states every cart view shares: loading, could not load, and empty (copy in docs/product/routes.md#cart-panel). */
export function CartLoading() {
  return (
    <p role="status" className={cx('py-10 text-center text-slate-700', UNTIL_SCRIPTS_RUN)}>
      Loading your cart…
    </p>
  );
}

export function CartLoadError() {
  return (
    <p role="alert" className="py-10 text-center text-tartan-700">
      We couldn’t load your cart just now. Please try again in a moment.
    </p>
  );
}

export function EmptyCartMessage({ onBrowse }: { onBrowse?: () => void }) {
  return (
    <div className="flex flex-col items-center justify-center gap-6 py-10 text-center">
      <p className="text-lg">Your Highland cart is empty</p>
      <IntentLink href="/products" onClick={onBrowse} className={BUTTON_PRIMARY}>
        Browse Highland Treasures
      </IntentLink>
    </div>
  );
}

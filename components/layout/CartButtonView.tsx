import { cx } from '@/components/ui/class-list';
import { FOCUS_RING } from './focus';

/** "Open cart, 3 items": the badge is hidden from screen readers because the name already says it. */
export function cartButtonLabel(count: number): string {
  return `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A badge wider than the icon would cover it; past 99 the exact figure is in the accessible name. */
export function cartBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function CartButtonView({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={cartButtonLabel(count)}
      aria-haspopup="dialog"
      className={cx('relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-moss-900 hover:bg-moss-50', FOCUS_RING)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 7h12l-1 13H7L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-tartan-700 px-1 text-xs font-bold leading-5 text-white"
      >
        {cartBadgeText(count)}
      </span>
    </button>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { FOCUS_RING_ON_DARK } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import { takesTestPayments } from '@/lib/settings/payment-settings';
import { SHOP_NAME } from '@/lib/site';

/**
 * The back office's own frame (docs/adr/0028): the shop's name and a way back to the storefront, and
 * while no real money can move, a notice saying so. None of the storefront's chrome: no search, cart,
 * cookie question or footer.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <>
      {takesTestPayments(process.env) ? (
        <aside aria-label="Test mode" className="border-b border-amber-900/20 bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950">
          <strong className="font-semibold">Test mode:</strong> payments and refunds here use test cards; no real money moves.
        </aside>
      ) : null}
      <header className="bg-moss-900 text-cream-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2">
          <Link href="/admin" className={cx('inline-flex min-h-11 items-center rounded-md font-heading text-xl font-bold', FOCUS_RING_ON_DARK)}>
            {SHOP_NAME} <span className="ml-2 font-sans text-base font-semibold text-cream-100">Back office</span>
          </Link>
          <Link href="/" prefetch={false} className={cx('inline-flex min-h-11 items-center rounded-md px-1 text-cream-50 underline underline-offset-2', FOCUS_RING_ON_DARK)}>
            View the shop
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  );
}

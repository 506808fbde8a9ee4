import Link from 'next/link';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/class-list';
import { FOCUS_RING } from '@/components/layout/focus';

/**
 * One figure on the dashboard: its name, the number, and the list it counts, so each figure is a
 * click from the records behind it. `attention` marks figures the owner should act on.
 */
export function DashboardFigure({ label, value, href, linkText, attention = false, children }: { label: string; value: string; href: string; linkText: string; attention?: boolean; children?: ReactNode }) {
  return (
    <section aria-label={label} className={cx('flex flex-col gap-2 rounded-lg border p-4', attention ? 'border-2 border-tartan-700 bg-cream-50' : 'border-moss-100 bg-white')}>
      <h2 className="text-lg font-semibold text-moss-900">{label}</h2>
      <p className="text-4xl font-bold text-moss-900">{value}</p>
      {children}
      <p className="mt-auto">
        <Link href={href} className={cx('font-semibold text-moss-800 underline underline-offset-2', FOCUS_RING)}>
          {linkText}
        </Link>
      </p>
    </section>
  );
}

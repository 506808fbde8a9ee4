'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';

export const OFFICE_SECTIONS = [
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/messages', label: 'Messages' },
  { href: '/admin/subscribers', label: 'Subscribers' },
  { href: '/admin/outbox', label: 'Outbox' },
  { href: '/admin/audit', label: 'Audit log' },
] as const;

/** The back office's sections, the current one marked for screen readers too. */
export function OfficeNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Back office">
      <ul className="flex flex-wrap gap-2">
        {OFFICE_SECTIONS.map(({ href, label }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cx('inline-flex min-h-11 items-center rounded-md px-3 font-semibold', current ? 'bg-moss-800 text-white' : 'text-moss-900 hover:bg-moss-50', FOCUS_RING)}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';

export const OFFICE_SECTIONS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/categories', label: 'Categories' },
  { href: '/admin/discounts', label: 'Discounts' },
  { href: '/admin/stories', label: 'Stories' },
  { href: '/admin/adventures', label: 'Adventures' },
  { href: '/admin/messages', label: 'Messages' },
  { href: '/admin/subscribers', label: 'Subscribers' },
  { href: '/admin/outbox', label: 'Outbox' },
  { href: '/admin/audit', label: 'Audit log' },
] as const;

/** Whether the section is the page being shown: the dashboard only at /admin itself. */
function isCurrent(pathname: string, href: string): boolean {
  if (href === '/admin') return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The back office's sections, the current one marked for screen readers too: a rail down the side
 * on wide screens, wrapping rows on a phone.
 */
export function OfficeNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Back office">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {OFFICE_SECTIONS.map(({ href, label }) => {
          const current = isCurrent(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={cx('inline-flex min-h-11 w-full items-center rounded-md px-3 font-semibold', current ? 'bg-moss-800 text-white' : 'text-moss-900 hover:bg-moss-50', FOCUS_RING)}
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

'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { usePathname } from 'next/navigation';
import { cx } from '@/components/ui/class-list';
import { NAV_LINKS } from '@/lib/site';
import { FOCUS_RING } from './focus';

/** The section a path belongs to: /products/oak-board is under Products, /productsale is not. */
export function isCurrentSection(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

interface NavLinksProps {
  /** 'bar' for the wide header, 'stack' for the mobile menu. */
  layout: 'bar' | 'stack';
  onNavigate?: () => void;
}

const LAYOUTS = {
  bar: {
    list: 'flex flex-wrap items-center justify-center gap-1',
    link: 'inline-flex min-h-11 items-center rounded-md px-2 font-semibold text-moss-800 xl:px-3 hover:bg-moss-50',
  },
  stack: {
    list: 'flex flex-col gap-1',
    link: 'flex min-h-12 items-center rounded-md px-4 text-lg font-semibold text-moss-900 hover:bg-moss-50',
  },
} as const;

const CURRENT = 'aria-[current=page]:bg-moss-800 aria-[current=page]:text-white';

/** The six header links, the current section highlighted and announced as the current page. */
export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const pathname = usePathname();
  const { list, link } = LAYOUTS[layout];
  return (
    <ul className={list}>
      {NAV_LINKS.map(({ href, label }) => (
        <li key={href}>
          <IntentLink
            href={href}
            onClick={onNavigate}
            aria-current={isCurrentSection(pathname, href) ? 'page' : undefined}
            className={cx(link, CURRENT, FOCUS_RING)}
          >
            {label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}

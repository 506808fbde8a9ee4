'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NAV_LINKS } from '@/lib/site';

/** The section a path belongs to: /products/oak-board is under Products. */
export function isCurrentSection(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

interface NavLinksProps {
  layout: 'bar' | 'stack';
  onNavigate?: () => void;
}

export function NavLinks({ layout, onNavigate }: NavLinksProps) {
  const pathname = usePathname();
  const list = layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1';
  const item =
    layout === 'bar'
      ? 'inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-moss-800 hover:bg-moss-50 aria-[current=page]:bg-moss-800 aria-[current=page]:text-white'
      : 'flex min-h-12 items-center rounded-md px-4 text-lg font-semibold text-moss-900 hover:bg-moss-50 aria-[current=page]:bg-moss-800 aria-[current=page]:text-white';
  return (
    <ul className={list}>
      {NAV_LINKS.map((link) => (
        <li key={link.href}>
          <Link href={link.href} onClick={onNavigate} aria-current={isCurrentSection(pathname, link.href) ? 'page' : undefined} className={item}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

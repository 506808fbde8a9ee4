'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * The storefront's link: Next's Link, which prefetches the page it leads to when the shopper shows
 * they may follow it (the pointer over it, keyboard focus, a finger on it), as Next's prefetching
 * guide shows, rather than when it scrolls into view. A page of product cards otherwise asked the
 * server for every card's page while it was still loading, competing with its own pictures and
 * scripts (docs/adr/0009).
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => {
    // Only the shop's own pages; a fragment on this page needs nothing.
    if (href.startsWith('/')) router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
}

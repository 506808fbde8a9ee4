'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';

/** Where a search term takes the shopper; null for a blank one, which is ignored. */
export function catalogueSearchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/products?search=${encodeURIComponent(trimmed)}` : null;
}

/**
 * The header's search form around its fields (SearchFields). Without JavaScript it is a plain GET
 * form to /products?search=…; with it, a blank term does nothing and a real one navigates client-side.
 */
export function HeaderSearch({ onSearch, children }: { onSearch?: () => void; children: ReactNode }) {
  const router = useRouter();
  return (
    <form
      role="search"
      aria-label="Search the shop"
      action="/products"
      onSubmit={(event) => {
        event.preventDefault();
        const href = catalogueSearchHref(String(new FormData(event.currentTarget).get('search') ?? ''));
        if (!href) return;
        router.push(href);
        onSearch?.();
      }}
      className="relative w-full"
    >
      {children}
    </form>
  );
}

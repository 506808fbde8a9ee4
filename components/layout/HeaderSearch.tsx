'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { cx } from '@/components/ui/class-list';
import { FOCUS_RING } from './focus';

/** Where a search term takes the shopper; null for a blank one, which is ignored. */
export function catalogueSearchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/products?search=${encodeURIComponent(trimmed)}` : null;
}

/**
 * The header's search box. Without JavaScript it is a plain GET form to /products?search=…; with it,
 * a blank term does nothing and a real one navigates client-side.
 */
export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const router = useRouter();
  const [term, setTerm] = useState('');
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Search the shop"
      action="/products"
      onSubmit={(event) => {
        event.preventDefault();
        const href = catalogueSearchHref(term);
        if (!href) return;
        router.push(href);
        onSearch?.();
      }}
      className="relative w-full"
    >
      <label htmlFor={id} className="sr-only">
        Search Scottish gifts
      </label>
      <input
        id={id}
        name="search"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search Scottish gifts..."
        maxLength={100}
        enterKeyHint="search"
        className={cx('min-h-11 w-full rounded-full border border-moss-700/40 bg-white py-2 pl-4 pr-12 text-base placeholder:text-slate-600', FOCUS_RING)}
      />
      <button
        type="submit"
        aria-label="Search"
        className={cx('absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-full text-moss-800 hover:bg-moss-50', FOCUS_RING)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}

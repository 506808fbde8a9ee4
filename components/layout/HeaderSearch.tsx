'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';

/** Spec 2/5: a trimmed, non-blank term goes to /products?search=term; a blank one does nothing. */
export function HeaderSearch({ onSearch }: { onSearch?: () => void }) {
  const router = useRouter();
  const [term, setTerm] = useState('');
  const id = useId();
  return (
    <form
      role="search"
      action="/products"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = term.trim();
        if (!trimmed) return;
        router.push(`/products?search=${encodeURIComponent(trimmed)}`);
        onSearch?.();
      }}
      className="relative w-full"
    >
      <label htmlFor={id} className="sr-only">
        Search the shop
      </label>
      <input
        id={id}
        name="search"
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search Scottish gifts..."
        maxLength={100}
        className="min-h-11 w-full rounded-full border border-moss-700/40 bg-white py-2 pl-4 pr-12 text-base placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-moss-700"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-full text-moss-800 hover:bg-moss-50 focus-visible:outline-2 focus-visible:outline-moss-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}

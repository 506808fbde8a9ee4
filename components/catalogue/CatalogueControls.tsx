'use client';

import { useRouter } from 'next/navigation';
import { useId, useOptimistic, useState, useTransition } from 'react';
import { SORT_LABELS, PRODUCT_SORTS, type ProductSort } from '@/lib/domain/catalogue';
import { catalogueHref, changeFilters, type CatalogueFilters } from '@/lib/domain/catalogue-filters';
import { CategoryMultiSelect, type CategoryChoice } from './CategoryMultiSelect';

interface CatalogueControlsProps {
  filters: CatalogueFilters;
  categories: CategoryChoice[];
}

const field = 'min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 text-base focus-visible:outline-2 focus-visible:outline-moss-700';

/**
 * Search, category and sort for /products. Every change is a new URL (shareable, crawlable); the
 * server renders the results. Without JavaScript the search form still submits as a GET.
 */
export function CatalogueControls({ filters, categories }: CatalogueControlsProps) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  // The ticked boxes show at once, while the server renders the new results.
  const [categoriesShown, showCategories] = useOptimistic(filters.categories);
  const [search, setSearch] = useState(filters.search);
  const searchId = useId();
  const sortId = useId();

  const go = (change: Partial<CatalogueFilters>) =>
    startTransition(() => router.push(catalogueHref(changeFilters(filters, change)), { scroll: false }));

  return (
    <div className="grid gap-4 rounded-lg border border-moss-100 bg-white p-4 md:grid-cols-[2fr_1.5fr_1fr] md:items-end">
      <form
        role="search"
        action="/products"
        onSubmit={(event) => {
          event.preventDefault();
          go({ search: search.trim() });
        }}
      >
        <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-moss-900">
          Search products
        </label>
        <div className="flex gap-2">
          <input
            id={searchId}
            name="search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search Scottish gifts..."
            className={field}
          />
          <button type="submit" className="min-h-11 rounded-md bg-moss-800 px-4 font-semibold text-white hover:bg-moss-900 focus-ring">
            Search
          </button>
        </div>
      </form>

      <CategoryMultiSelect
        categories={categories}
        selected={categoriesShown}
        onChange={(slugs) =>
          startTransition(() => {
            showCategories(slugs);
            router.push(catalogueHref(changeFilters(filters, { categories: slugs })), { scroll: false });
          })
        }
      />

      <div>
        <label htmlFor={sortId} className="mb-1 block text-sm font-semibold text-moss-900">
          Sort by
        </label>
        <select id={sortId} value={filters.sort} onChange={(event) => go({ sort: event.target.value as ProductSort })} className={field}>
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

'use client';

import { IntentLink } from '@/components/ui/IntentLink';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useOptimistic, useRef, useState, useTransition } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import { keepFocusOnArrival, takeFocusOnArrival } from '@/components/ui/focus-on-arrival';
import {
  ADVENTURES_PATH,
  adventuresHref,
  DIFFICULTY_LABELS,
  FACET_VALUES,
  type AdventureFacet,
  type AdventureFilters,
} from '@/lib/domain/adventures';

export type FacetCounts = { [F in AdventureFacet]: Record<string, number> };

interface AdventureFilterFormProps {
  filters: AdventureFilters;
  counts: FacetCounts;
}

const FACETS: readonly { facet: AdventureFacet; label: string; all: string }[] = [
  { facet: 'region', label: 'Region', all: 'All regions' },
  { facet: 'activity', label: 'Activity', all: 'All activities' },
  { facet: 'difficulty', label: 'Difficulty', all: 'Any difficulty' },
];

/** The select that asked for the next view keeps the focus when that view's page arrives. */
const CONTROL = 'adventure-filters';

const field = cx('min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 text-base', FOCUS_RING);

function optionLabel(facet: AdventureFacet, value: string): string {
  return facet === 'difficulty' ? DIFFICULTY_LABELS[value as keyof typeof DIFFICULTY_LABELS] : value;
}

/**
 * Search, region, activity and difficulty for /adventures. A plain GET form, so it works before (or
 * without) JavaScript; once hydrated, choosing in a select applies at once and a search submits
 * without a full reload. Either way the view is a URL the server renders.
 */
export function AdventureFilterForm({ filters, counts }: AdventureFilterFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The select shows the choice at once while the server renders the new list.
  const [shown, show] = useOptimistic(filters);
  const [search, setSearch] = useState(filters.search);
  // Links (Clear Filters, Show All Adventures, back) change the URL under the form: follow them.
  const [searchFromUrl, setSearchFromUrl] = useState(filters.search);
  if (searchFromUrl !== filters.search) {
    setSearchFromUrl(filters.search);
    setSearch(filters.search);
  }
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const facet = takeFocusOnArrival(CONTROL);
    if (facet) formRef.current?.querySelector<HTMLSelectElement>(`select[name="${facet}"]`)?.focus();
  }, []);

  const apply = (next: AdventureFilters) =>
    startTransition(() => {
      show(next);
      router.push(adventuresHref(next), { scroll: false });
    });

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Find adventures"
      action={ADVENTURES_PATH}
      method="get"
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        apply({ ...shown, search });
      }}
      className="grid gap-4 rounded-lg border border-moss-100 bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end"
    >
      <div className="md:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-semibold text-moss-900">
          Search adventures
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Place, castle, loch..."
            className={field}
          />
          <button type="submit" className={cx('min-h-11 shrink-0 rounded-md bg-moss-800 px-4 font-semibold text-white hover:bg-moss-900', FOCUS_RING)}>
            Search
          </button>
        </div>
      </div>

      {FACETS.map(({ facet, label, all }) => (
        <div key={facet}>
          <label htmlFor={`${id}-${facet}`} className="mb-1 block text-sm font-semibold text-moss-900">
            {label}
          </label>
          <select
            id={`${id}-${facet}`}
            name={facet}
            value={shown[facet] ?? ''}
            onChange={(event) => {
              keepFocusOnArrival(CONTROL, facet);
              apply({ ...shown, search, [facet]: event.target.value || null });
            }}
            className={field}
          >
            <option value="">{all}</option>
            {FACET_VALUES[facet].map((value) => (
              <option key={value} value={value}>
                {optionLabel(facet, value)} ({counts[facet][value] ?? 0})
              </option>
            ))}
          </select>
        </div>
      ))}

      <div className="flex flex-wrap items-center gap-3 md:col-span-2 lg:col-span-4">
        <IntentLink
          href={ADVENTURES_PATH}
          scroll={false}
          className={cx('inline-flex min-h-11 items-center rounded-md border border-moss-800 px-4 font-semibold text-moss-900 hover:bg-moss-50', FOCUS_RING)}
        >
          Clear Filters
        </IntentLink>
        {pending ? (
          <span className="text-sm text-slate-700" aria-hidden="true">
            Updating…
          </span>
        ) : null}
      </div>
    </form>
  );
}

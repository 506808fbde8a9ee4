'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { keepFocusOnArrival, takeFocusOnArrival } from '@/components/ui/focus-on-arrival';

export interface CategoryChoice {
  slug: string;
  name: string;
  count: number;
}

interface CategoryMultiSelectProps {
  categories: CategoryChoice[];
  selected: string[];
  onChange: (slugs: string[]) => void;
}

/**
 * The category last ticked, kept while the page it asked for loads. Each catalogue view is a page of
 * its own (docs/adr/0009), so this control is mounted afresh after every tick: it reopens where the
 * shopper was, and a second category stays one more tick away.
 */
const CONTROL = 'category-multi-select';

/** A disclosure holding one checkbox per category: plain form controls, so every reader knows them. */
export function CategoryMultiSelect({ categories, selected, onChange }: CategoryMultiSelectProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ticked = takeFocusOnArrival(CONTROL);
    if (ticked === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reopening after the navigation this control started
    setOpen(true);
    requestAnimationFrame(() => rootRef.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(ticked)}"]`)?.focus());
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const names = categories.filter((category) => selected.includes(category.slug)).map((category) => category.name);
  const summary = names.length === 0 ? 'All categories' : names.length <= 2 ? names.join(', ') : `${names.length} categories`;

  const toggle = (slug: string) => {
    keepFocusOnArrival(CONTROL, slug);
    onChange(selected.includes(slug) ? selected.filter((chosen) => chosen !== slug) : [...selected, slug]);
  };

  return (
    <div ref={rootRef} className="relative">
      <span id={labelId} className="mb-1 block text-sm font-semibold text-moss-900">
        Categories
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={labelId}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 w-full items-center justify-between rounded-md border border-moss-700/40 bg-white px-3 text-left focus-visible:outline-2 focus-visible:outline-moss-700"
      >
        <span className="truncate">{summary}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <fieldset
        id={panelId}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-80 w-full overflow-y-auto rounded-md border border-moss-100 bg-white p-2 shadow-lg"
      >
        <legend className="sr-only">Filter by category</legend>
        {categories.map((category) => (
          <label key={category.slug} className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-moss-50">
            <input
              type="checkbox"
              value={category.slug}
              checked={selected.includes(category.slug)}
              onChange={() => toggle(category.slug)}
              className="h-5 w-5 accent-moss-800"
            />
            <span className="flex-1">{category.name}</span>
            <span className="text-sm text-slate-700">{category.count}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

'use client';

import type { ReactNode } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { LinkTabs } from '@/components/ui/LinkTabs';
import { regionHref, type RegionId } from '@/lib/domain/collections';

export interface RegionTab {
  id: RegionId;
  label: string;
  count: number;
  /** Rendered on the server; every panel is in the page, only the active one shown. */
  panel: ReactNode;
}

/**
 * The collection regions as WAI-ARIA tabs, each a real link to ?region= so it works before
 * hydration and a shared link opens the same tab.
 */
export function RegionTabs({ tabs, initial }: { tabs: readonly RegionTab[]; initial: RegionId }) {
  return (
    <LinkTabs
      tabs={tabs.map((tab) => ({
        id: tab.id,
        href: regionHref(tab.id),
        panel: tab.panel,
        label: (
          <>
            {tab.label}
            <span className="rounded-full bg-moss-100 px-2 py-0.5 text-xs font-semibold text-moss-900">
              {tab.count}
              <span className="sr-only"> {tab.count === 1 ? 'product' : 'products'}</span>
            </span>
          </>
        ),
      }))}
      initial={initial}
      label="Scottish regions"
      idPrefix="region"
      listClassName="flex gap-2 overflow-x-auto border-b border-moss-100 pb-px"
      tabClassName={(selected) =>
        `-mb-px inline-flex min-h-12 shrink-0 items-center gap-2 rounded-t-md border-b-4 px-4 font-semibold ${FOCUS_RING} ${
          selected ? 'border-moss-800 bg-white text-moss-900' : 'border-transparent text-slate-700 hover:bg-moss-50 hover:text-moss-900'
        }`
      }
      panelClassName={`pt-8 ${FOCUS_RING}`}
    />
  );
}

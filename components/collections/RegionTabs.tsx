'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { ProductGridSkeleton } from '@/components/catalogue/ProductGridSkeleton';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import { LinkTabs, type LinkTab } from '@/components/ui/LinkTabs';
import { forgetFocusOnArrival, keepFocusOnArrival, takeFocusOnArrival } from '@/components/ui/focus-on-arrival';
import { regionHref, type RegionId } from '@/lib/domain/collections';

export interface RegionTab {
  id: RegionId;
  label: string;
  count: number;
}

interface RegionTabsProps {
  tabs: readonly RegionTab[];
  /** The region this page shows, and which page of it. */
  active: RegionId;
  page: number;
  /** The active region's products, rendered on the server. The other regions are not in the page. */
  panel: ReactNode;
}

/** A region asked for from the keyboard: when its page arrives, its open tab takes the focus. */
const CONTROL = 'region-tabs';

/**
 * The collection regions as WAI-ARIA tabs, each a real link to its region's address, so it works
 * before hydration and a shared link opens the same tab. Only the open region is rendered, so once
 * LinkTabs has switched tabs in place (and written the tab's address), the page for that address is
 * fetched; until it arrives the new tab shows a skeleton.
 */
export function RegionTabs({ tabs, active, page, panel }: RegionTabsProps) {
  const router = useRouter();
  const shown = regionHref(active, page);
  const requested = useRef(shown);

  useEffect(() => {
    if (takeFocusOnArrival(CONTROL) === shown) document.getElementById(`region-tab-${active}`)?.focus();
  }, [active, shown]);

  function openChosenTab(tab: LinkTab<RegionId>, byKeyboard: boolean) {
    const chosen = tab.href;
    if (chosen === requested.current) return;
    requested.current = chosen;
    // Back on this page's own tab, its panel is already here; asking for it still supersedes a
    // region asked for a moment ago, which would otherwise replace it when it arrives.
    if (byKeyboard && chosen !== shown) keepFocusOnArrival(CONTROL, chosen);
    else forgetFocusOnArrival(CONTROL);
    router.replace(chosen, { scroll: false });
  }

  return (
    <LinkTabs
      tabs={tabs.map((tab) => ({
        id: tab.id,
        href: regionHref(tab.id),
        panel: tab.id === active ? panel : <ProductGridSkeleton count={4} />,
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
      initial={active}
      label="Scottish regions"
      idPrefix="region"
      // Two by two on a phone, so every region shows without the page (or the list) panning sideways.
      listClassName="grid grid-cols-2 gap-x-2 border-b border-moss-100 sm:flex"
      tabClassName={(selected) =>
        cx(
          // relative: the count's screen-reader words are positioned against their own tab.
          'relative -mb-px inline-flex min-h-12 items-center justify-center gap-2 rounded-t-md border-b-4 px-3 font-semibold sm:justify-start sm:px-4',
          FOCUS_RING,
          selected ? 'border-moss-800 bg-white text-moss-900' : 'border-transparent text-slate-700 hover:bg-moss-50 hover:text-moss-900',
        )
      }
      panelClassName={cx('pt-8', FOCUS_RING)}
      onSelect={openChosenTab}
    />
  );
}

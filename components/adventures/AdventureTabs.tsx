'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import { LinkTabs } from '@/components/ui/LinkTabs';
import { ADVENTURE_TABS, tabHref, type AdventureTab } from '@/lib/domain/adventures';

interface AdventureTabsProps {
  /** From ?tab=, so the server renders the right panel and a link opens on it. */
  initialTab: AdventureTab;
  /** Every panel is rendered on the server; the tabs only choose which one shows. */
  panels: Record<AdventureTab, ReactNode>;
}

/**
 * The adventure's four tabs (Overview, Details, Gallery, Plan Visit) as WAI-ARIA tabs, each a real
 * link to ?tab= so it works before JavaScript arrives and a shared link opens on it.
 */
export function AdventureTabs({ initialTab, panels }: AdventureTabsProps) {
  const pathname = usePathname();
  return (
    <LinkTabs
      tabs={ADVENTURE_TABS.map((tab) => ({ id: tab.id, label: tab.label, href: tabHref(pathname, tab.id), panel: panels[tab.id] }))}
      initial={initialTab}
      label="About this adventure"
      idPrefix="adventure"
      listClassName="grid grid-cols-4 gap-1 rounded-lg border border-moss-100 bg-moss-50 p-1"
      tabClassName={(selected) =>
        cx(
          'flex min-h-11 items-center justify-center rounded-md px-1 text-center text-sm font-semibold sm:text-base',
          FOCUS_RING,
          selected ? 'bg-white text-moss-900 shadow-sm' : 'text-slate-700 hover:bg-white/70 hover:text-moss-900',
        )
      }
      panelClassName={cx('mt-6 rounded-lg', FOCUS_RING)}
    />
  );
}

'use client';

import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { regionHref, type RegionId } from '@/lib/domain/collections';

export interface RegionTab {
  id: RegionId;
  label: string;
  count: number;
  /** Rendered on the server; every panel is in the page, only the active one shown. */
  panel: ReactNode;
}

const tabId = (id: RegionId) => `region-tab-${id}`;
const panelId = (id: RegionId) => `region-panel-${id}`;

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move and select, only the active tab
 * is in the Tab order. Each tab is also a real link to ?region=, so it works before hydration and a
 * shared link opens the same tab; once hydrated, a click switches in place and rewrites the URL.
 */
export function RegionTabs({ tabs, initial }: { tabs: readonly RegionTab[]; initial: RegionId }) {
  const [active, setActive] = useState<RegionId>(initial);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  function select(index: number, moveFocus: boolean) {
    const tab = tabs[index];
    if (!tab) return;
    setActive(tab.id);
    // Replace, not push: flicking through tabs should not fill the Back button's history.
    window.history.replaceState(window.history.state, '', regionHref(tab.id));
    if (moveFocus) tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // A new tab or window keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    select(index, false);
  }

  return (
    <div>
      <div role="tablist" aria-label="Scottish regions" className="flex gap-2 overflow-x-auto border-b border-moss-100 pb-px">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(tab.id)}
              role="tab"
              href={regionHref(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={(event) => onClick(event, index)}
              className={`-mb-px inline-flex min-h-12 shrink-0 items-center gap-2 rounded-t-md border-b-4 px-4 font-semibold ${FOCUS_RING} ${
                selected ? 'border-moss-800 bg-white text-moss-900' : 'border-transparent text-slate-700 hover:bg-moss-50 hover:text-moss-900'
              }`}
            >
              {tab.label}
              <span className="rounded-full bg-moss-100 px-2 py-0.5 text-xs font-semibold text-moss-900">
                {tab.count}
                <span className="sr-only"> {tab.count === 1 ? 'product' : 'products'}</span>
              </span>
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active}
          tabIndex={0}
          className={`pt-8 ${FOCUS_RING}`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

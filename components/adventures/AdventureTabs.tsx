'use client';

import { usePathname } from 'next/navigation';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ADVENTURE_TABS, tabHref, type AdventureTab } from '@/lib/domain/adventures';

interface AdventureTabsProps {
  /** From ?tab=, so the server renders the right panel and a link opens on it. */
  initialTab: AdventureTab;
  /** Every panel is rendered on the server; the tabs only choose which one shows. */
  panels: Record<AdventureTab, ReactNode>;
}

export const tabId = (tab: AdventureTab) => `adventure-tab-${tab}`;
export const panelId = (tab: AdventureTab) => `adventure-panel-${tab}`;

const ORDER = ADVENTURE_TABS.map((tab) => tab.id);

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys move and select (wrapping), Home
 * and End jump, only the chosen tab is in the tab order. Each tab is also a real link to ?tab=, so
 * it works before JavaScript arrives and opens in a new tab when asked to.
 */
export function AdventureTabs({ initialTab, panels }: AdventureTabsProps) {
  const pathname = usePathname();
  const [selected, setSelected] = useState<AdventureTab>(initialTab);
  const tabs = useRef(new Map<AdventureTab, HTMLAnchorElement>());

  const select = (tab: AdventureTab, focus: boolean) => {
    setSelected(tab);
    // Replaced, not pushed: switching tabs is not a page the Back button should step through.
    window.history.replaceState(null, '', tabHref(pathname, tab));
    if (focus) tabs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = ORDER.find((tab) => tabs.current.get(tab) === event.target) ?? selected;
    const at = ORDER.indexOf(current);
    const last = ORDER.length - 1;
    const next =
      event.key === 'ArrowRight' ? ORDER[at === last ? 0 : at + 1]
      : event.key === 'ArrowLeft' ? ORDER[at === 0 ? last : at - 1]
      : event.key === 'Home' ? ORDER[0]
      : event.key === 'End' ? ORDER[last]
      : event.key === ' ' ? current
      : undefined;
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="About this adventure"
        onKeyDown={onKeyDown}
        className="grid grid-cols-4 gap-1 rounded-lg border border-moss-100 bg-moss-50 p-1"
      >
        {ADVENTURE_TABS.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                if (element) tabs.current.set(tab.id, element);
                else tabs.current.delete(tab.id);
              }}
              id={tabId(tab.id)}
              role="tab"
              href={tabHref(pathname, tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                select(tab.id, false);
              }}
              className={`flex min-h-11 items-center justify-center rounded-md px-1 text-center text-sm font-semibold sm:text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-moss-700 ${
                isSelected ? 'bg-white text-moss-900 shadow-sm' : 'text-slate-700 hover:bg-white/70 hover:text-moss-900'
              }`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {ADVENTURE_TABS.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // Lets keyboard users reach a panel that has nothing focusable inside it.
          tabIndex={0}
          className="mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-moss-700"
        >
          {panels[tab.id]}
        </div>
      ))}
    </div>
  );
}

'use client';

import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { steppedIndex } from '@/lib/domain/list-navigation';

export interface LinkTab<Id extends string> {
  id: Id;
  label: ReactNode;
  /** The URL that opens this tab: each tab is a real link, so it works before JavaScript and in a new tab. */
  href: string;
  /** Rendered on the server; every panel is in the page and the tabs only choose which one shows. */
  panel: ReactNode;
}

interface LinkTabsProps<Id extends string> {
  tabs: readonly LinkTab<Id>[];
  initial: Id;
  /** The tab list's accessible name. */
  label: string;
  /** Makes the tab and panel ids unique on the page. */
  idPrefix: string;
  listClassName: string;
  tabClassName: (selected: boolean) => string;
  panelClassName: string;
  /** Called after a tab is chosen in place: a list that renders only its open panel fetches the rest. */
  onSelect?: (tab: LinkTab<Id>, byKeyboard: boolean) => void;
}

const isModifiedClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys move and select (wrapping), Home
 * and End jump, only the chosen tab is in the Tab order, and a panel with nothing focusable in it
 * can still be reached. Once hydrated, a click switches in place and rewrites the address (replaced,
 * not pushed: flicking through tabs is not history the Back button should step through).
 */
export function LinkTabs<Id extends string>({ tabs, initial, label, idPrefix, listClassName, tabClassName, panelClassName, onSelect }: LinkTabsProps<Id>) {
  const [active, setActive] = useState<Id>(initial);
  const elements = useRef<(HTMLAnchorElement | null)[]>([]);
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;

  function select(index: number, moveFocus: boolean) {
    const tab = tabs[index];
    if (!tab) return;
    setActive(tab.id);
    window.history.replaceState(window.history.state, '', tab.href);
    if (moveFocus) elements.current[index]?.focus();
    onSelect?.(tab, moveFocus);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const target = event.key === ' ' ? index : steppedIndex(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                elements.current[index] = element;
              }}
              id={tabId(tab.id)}
              role="tab"
              href={tab.href}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                select(index, false);
              }}
              className={tabClassName(selected)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} id={panelId(tab.id)} role="tabpanel" aria-labelledby={tabId(tab.id)} hidden={tab.id !== active} tabIndex={0} className={panelClassName}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

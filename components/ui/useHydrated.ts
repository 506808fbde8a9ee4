'use client';

import { useSyncExternalStore } from 'react';

/**
 * Whether the page has hydrated, as a store. It reads false on the server and to React while it
 * hydrates (the server value), and true for whatever mounts afterwards. The switch to true comes in a
 * task of its own, after hydration's commit: a store whose browser value already differs from the
 * server's at that commit makes React render its readers again synchronously inside it, which made
 * that commit the page's longest task (docs/adr/0009). A part hydrated later than the rest of the
 * page still reads the server value while it hydrates, so its HTML matches.
 */
let hydrated = false;
let switchPending = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // React subscribes in hydration's effects, so this runs after its commit.
  if (!hydrated && !switchPending) {
    switchPending = true;
    setTimeout(() => {
      hydrated = true;
      for (const notify of listeners) notify();
    }, 0);
  }
  return () => listeners.delete(listener);
}

const browserValue = () => hydrated;
const serverValue = () => false;

/** False in the server's HTML and while hydrating, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, browserValue, serverValue);
}

/**
 * useSyncExternalStore for a value only the browser knows, read once the page has hydrated: until
 * then every reader gets the server's value, so hydration never re-renders them (see above).
 */
export function useStoreAfterHydration<T>(subscribeToStore: (onChange: () => void) => () => void, browserSnapshot: () => T, serverSnapshot: () => T): T {
  return useSyncExternalStore(subscribeToStore, useHydrated() ? browserSnapshot : serverSnapshot, serverSnapshot);
}

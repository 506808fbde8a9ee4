'use client';

import { startTransition, useEffect, useState } from 'react';

/** Set once the page has hydrated: whatever mounts after that (a client navigation) starts hydrated. */
let pageHydrated = false;

/**
 * False in the server's HTML and while hydrating, true after. The switch is a transition started by
 * an effect, not a useSyncExternalStore whose server and browser values differ: React answers such a
 * difference with a synchronous re-render inside hydration's own commit, which made that commit the
 * page's longest task (docs/adr/0009).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

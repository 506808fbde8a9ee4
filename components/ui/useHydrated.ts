'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's HTML and while hydrating, true from the first render after: no effect needed. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

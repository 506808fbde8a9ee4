'use client';

import { useStoreAfterHydration } from './useHydrated';

const QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isCoarse = () => window.matchMedia(QUERY).matches;
const serverValue = () => false;

/** True on touch-first devices, where pickers open as bottom sheets (docs/product/routes.md#product-card). False on the server. */
export function useCoarsePointer(): boolean {
  return useStoreAfterHydration(subscribe, isCoarse, serverValue);
}

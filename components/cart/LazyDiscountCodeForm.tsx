'use client';

import { lazyIsland } from '@/components/ui/lazy-island';

/** The cart's code form: whole in the server's HTML, so it works without JavaScript; its code comes alongside hydration (docs/adr/0015). */
export const LazyDiscountCodeForm = lazyIsland(
  () => import('./DiscountCodeForm'),
  (module) => module.DiscountCodeForm,
);

'use client';

import { lazyIsland } from '@/components/ui/lazy-island';

/** The Track Order form for /track, its rules (react-hook-form, zod) kept out of the first load. */
export const LazyTrackOrderForm = lazyIsland(
  () => import('./TrackOrderForm'),
  (module) => module.TrackOrderForm,
);

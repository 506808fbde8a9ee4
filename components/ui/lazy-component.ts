'use client';

import { lazy, type ComponentType } from 'react';

/**
 * A component kept out of the page's first load (docs/adr/0015): its module is fetched once, by the
 * first of `preload()` (a pointer over a button, say) or its first render inside <Suspense>.
 * `eager` starts the fetch as soon as this runs in the browser, alongside hydration.
 */
export function lazyComponent<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  { eager = false }: { eager?: boolean } = {},
) {
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load());
  if (eager && typeof window !== 'undefined') void preload();
  const Component = lazy(async () => ({ default: pick(await preload()) }));
  return { Component, preload };
}

'use client';

import { Suspense, type ComponentType } from 'react';
import { lazyComponent } from './lazy-component';

/**
 * A server-rendered block whose code stays out of the page's first load (docs/adr/0015): the server's
 * HTML holds the whole block, the browser fetches its code alongside hydration, and the block comes
 * to life where it stands. Its own controls stay inert until then (see useHydrated).
 */
export function lazyIsland<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>): ComponentType<Props> {
  const { Component } = lazyComponent(load, pick, { eager: true });
  function LazyIsland(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}

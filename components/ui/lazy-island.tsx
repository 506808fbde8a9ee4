'use client';

import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { lazyComponent } from './lazy-component';

/** How far below the screen an island starts loading, so it is alive by the time it scrolls in. */
export const VISIBLE_MARGIN = '600px';

/**
 * A server-rendered block whose code stays out of the page's first load (docs/adr/0015): the server's
 * HTML holds the whole block, and the block comes to life where it stands. Its own controls stay
 * inert until then (see useHydrated). By default its code is fetched alongside hydration; with
 * `whenVisible` only once the block nears the screen, or a pointer or focus enters it, so a block
 * at the foot of a long page costs its first load nothing.
 */
export function lazyIsland<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  { whenVisible = false }: { whenVisible?: boolean } = {},
): ComponentType<Props> {
  if (!whenVisible) {
    const { Component } = lazyComponent(load, pick, { eager: true });
    return function LazyIsland(props: Props) {
      return (
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      );
    };
  }

  let reveal: () => void = () => {};
  // The server renders the whole block into the HTML. In the browser, hydration asks for the code
  // at once; it waits here until the block is wanted, and until then React keeps the server's HTML.
  const revealed = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (reveal = resolve));
  const { Component } = lazyComponent(() => revealed.then(load), pick);

  return function LazyIslandWhenVisible(props: Props) {
    const holder = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = holder.current;
      if (!element || typeof IntersectionObserver === 'undefined') {
        reveal();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reveal();
        },
        { rootMargin: `${VISIBLE_MARGIN} 0px` },
      );
      observer.observe(element);
      element.addEventListener('pointerenter', reveal, { once: true });
      element.addEventListener('focusin', reveal, { once: true });
      void revealed.then(() => observer.disconnect());
      return () => {
        observer.disconnect();
        element.removeEventListener('pointerenter', reveal);
        element.removeEventListener('focusin', reveal);
      };
    }, []);
    return (
      <div ref={holder}>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  };
}

'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

export const SCROLL_REPEAT_MS = 50;

/**
 * A route change scrolls to the top, and again after 50 ms for pages whose content shifts
 * while it settles. Only a new path counts: the catalogue's query-string changes scroll themselves.
 * The first render is a page load, not a route change, and a link to `#somewhere` keeps its target.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    toTop();
    const again = window.setTimeout(toTop, SCROLL_REPEAT_MS);
    return () => window.clearTimeout(again);
  }, [pathname]);

  return null;
}

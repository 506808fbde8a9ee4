'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export const SCROLL_REPEAT_MS = 50;

/**
 * Spec 2: every route change scrolls to the top, and again after 50 ms for pages whose content
 * shifts while it settles. Only the path counts: the catalogue's own query changes scroll themselves.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
    const again = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_REPEAT_MS);
    return () => window.clearTimeout(again);
  }, [pathname]);
  return null;
}

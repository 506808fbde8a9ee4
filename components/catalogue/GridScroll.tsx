'use client';

import { useEffect } from 'react';

/** When the shopper moves to page 2 or later, bring the top of the grid into view. */
export function GridScroll({ targetId, page }: { targetId: string; page: number }) {
  useEffect(() => {
    if (page > 1) document.getElementById(targetId)?.scrollIntoView({ block: 'start' });
  }, [targetId, page]);
  return null;
}

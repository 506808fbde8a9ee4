'use client';

import type { MouseEvent, ReactNode } from 'react';

interface ScrollToSectionLinkProps {
  targetId: string;
  className?: string;
  children: ReactNode;
}

/**
 * An in-page link that glides to its section (jumps, for shoppers who asked for reduced motion)
 * and takes keyboard focus there too, so the next Tab continues from the section, not from here.
 * Without JavaScript it is a plain #anchor link and still works.
 */
export function ScrollToSectionLink({ targetId, className, children }: ScrollToSectionLinkProps) {
  function go(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    window.history.pushState(null, '', `#${targetId}`);
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }

  return (
    <a href={`#${targetId}`} className={className} onClick={go}>
      {children}
    </a>
  );
}

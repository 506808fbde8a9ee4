'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { FOCUS_RING } from './focus';
import { HeaderSearch } from './HeaderSearch';
import { NavLinks } from './NavLinks';
import { SLIDE_IN_FROM_RIGHT } from './slide-in';

/** Spec 9: the mobile breakpoint, the same as Tailwind's `md:`. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';

/**
 * The menu lives in a `md:hidden` box: if the window grows past the breakpoint while it is open,
 * the modal would vanish yet keep the page inert. Close it instead.
 */
function useCloseWhenWide(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    const closeIfWide = () => {
      if (wide.matches) close();
    };
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open, close]);
}

/**
 * Below 768px the nav and the search box move into a full-screen menu (spec 2). It is a native modal
 * dialog, so focus stays inside while it is open, Escape closes it and focus returns to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  useCloseWhenWide(open, close);

  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="dialog"
        aria-label="Open menu"
        className={`inline-flex h-11 w-11 items-center justify-center rounded-full text-moss-900 hover:bg-moss-50 ${FOCUS_RING}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <ModalDialog open={open} onClose={close} title="Menu" placement="right" className={`w-full! max-w-none ${SLIDE_IN_FROM_RIGHT}`}>
        <div id={menuId} className="space-y-6">
          <HeaderSearch onSearch={close} />
          <nav aria-label="Main menu">
            <NavLinks layout="stack" onNavigate={close} />
          </nav>
        </div>
      </ModalDialog>
    </div>
  );
}

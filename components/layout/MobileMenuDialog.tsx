'use client';

import { useEffect } from 'react';
import { cx } from '@/components/ui/class-list';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { WIDE_SCREEN_QUERY } from './breakpoints';
import { HeaderSearch } from './HeaderSearch';
import { SearchFields } from './SearchFields';
import { NavLinks } from './NavLinks';
import { SLIDE_IN_FROM_RIGHT } from './slide-in';


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

/** The menu itself: a native modal dialog, so focus stays inside, Escape closes it and focus returns. */
export function MobileMenuDialog({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  useCloseWhenWide(open, onClose);
  return (
    <ModalDialog open={open} onClose={onClose} title="Menu" placement="right" className={cx('w-full! max-w-none', SLIDE_IN_FROM_RIGHT)}>
      <div id={id} className="space-y-6">
        <HeaderSearch onSearch={onClose}>
          <SearchFields id={`${id}-search`} />
        </HeaderSearch>
        <nav aria-label="Main menu">
          <NavLinks layout="stack" onNavigate={onClose} />
        </nav>
      </div>
    </ModalDialog>
  );
}

'use client';

import { Suspense, useCallback, useId, useState } from 'react';
import { cx } from '@/components/ui/class-list';
import { lazyComponent } from '@/components/ui/lazy-component';
import { FOCUS_RING } from './focus';

// The dialog is fetched when the menu is first wanted (a pointer over or onto the button, or focus),
// not in every page's first load (docs/adr/0015).
const { Component: MobileMenuDialog, preload: loadMenu } = lazyComponent(
  () => import('./MobileMenuDialog'),
  (module) => module.MobileMenuDialog,
);

/**
 * Below 768px the nav and the search box move into a full-screen menu. The dialog is
 * mounted at the first opening and kept, so later openings are instant.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();

  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        onPointerEnter={loadMenu}
        onPointerDown={loadMenu}
        onFocus={loadMenu}
        aria-expanded={open}
        aria-controls={mounted ? menuId : undefined}
        aria-haspopup="dialog"
        aria-label="Open menu"
        className={cx('inline-flex h-11 w-11 items-center justify-center rounded-full text-moss-900 hover:bg-moss-50', FOCUS_RING)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog id={menuId} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

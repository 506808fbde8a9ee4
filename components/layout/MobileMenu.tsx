'use client';

import { useState } from 'react';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { HeaderSearch } from './HeaderSearch';
import { NavLinks } from './NavLinks';

/** Below 768px the nav and search live in a full-screen menu (spec 2). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label="Open menu"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-moss-900 hover:bg-moss-50 focus-visible:outline-2 focus-visible:outline-moss-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      <ModalDialog open={open} onClose={close} title="Menu" placement="right" className="w-screen">
        <div className="space-y-6">
          <HeaderSearch onSearch={close} />
          <nav aria-label="Main menu">
            <NavLinks layout="stack" onNavigate={close} />
          </nav>
        </div>
      </ModalDialog>
    </div>
  );
}

'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '@/components/ui/class-list';
import { dismissToasts } from './toast';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'center' for dialogs, 'bottom' for touch bottom sheets, 'right' for side panels, 'picture' to wrap a picture opened large. */
  placement?: 'center' | 'bottom' | 'right' | 'picture';
  /** Added after the dialog's own classes (docs/adr/0019). */
  className?: string;
}

const PLACEMENTS = {
  center: 'm-auto w-[min(40rem,calc(100vw-2rem))] rounded-xl max-h-[90vh]',
  bottom: 'mb-0 mt-auto w-full max-w-none rounded-t-2xl max-h-[80vh]',
  right: 'my-0 ml-auto mr-0 h-dvh max-h-none w-[min(28rem,100vw)]',
  // As wide as its picture (the dialog's own fit-content width), within the screen.
  picture: 'm-auto max-w-[calc(100vw-2rem)] rounded-xl max-h-[calc(100dvh-2rem)]',
} as const;

/**
 * A native modal <dialog>: the browser traps focus, closes on Escape and restores focus on close,
 * which no hand-written overlay gets right as reliably.
 */
export function ModalDialog({ open, onClose, title, children, placement = 'center', className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dismissToasts();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const position = PLACEMENTS[placement];

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={(event) => {
        // React passes a nested dialog's close event up the component tree: only our own counts.
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={cx('bg-white p-0 text-slate-ink shadow-2xl backdrop:bg-black/50', position, className)}
    >
      <div className="flex items-start justify-between gap-4 border-b border-moss-100 px-5 py-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 -mt-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-moss-800 hover:bg-moss-50 focus-visible:outline-2 focus-visible:outline-moss-700"
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={cx(placement === 'right' && 'flex h-[calc(100dvh-4.5rem)] flex-col', 'overflow-y-auto px-5 py-4')}>{children}</div>
    </dialog>
  );
}

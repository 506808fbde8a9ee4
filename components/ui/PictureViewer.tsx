'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
import { steppedIndex } from '@/lib/domain/list-navigation';
import { cx } from '@/components/ui/class-list';
import { ModalDialog } from './ModalDialog';

interface PictureViewerProps {
  /** Names the dialog, e.g. 'Oak Board: picture 2 of 3'. */
  title: string;
  index: number;
  count: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  className?: string;
  /** The large picture (and any caption). */
  children: ReactNode;
}

const stepButton = cx('min-h-11 rounded-md px-4 font-semibold text-moss-900 hover:bg-moss-50', FOCUS_RING);

/**
 * A picture opened large (product zoom, adventure gallery): a native modal dialog where the arrow
 * keys, Home and End keep moving through the pictures, as do the Previous and Next buttons.
 */
export function PictureViewer({ title, index, count, onIndex, onClose, className, children }: PictureViewerProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const next = steppedIndex(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    onIndex(next);
  };
  return (
    // Around the whole dialog, so the arrows work from its first focus (the Close button) too.
    <div onKeyDown={onKeyDown}>
      <ModalDialog open onClose={onClose} title={title} className={className}>
        <div className="space-y-3">
          {children}
          {count > 1 ? (
            <div className="flex justify-between gap-2">
              <button type="button" onClick={() => onIndex(steppedIndex('ArrowLeft', index, count)!)} className={stepButton}>
                ‹ Previous picture
              </button>
              <button type="button" onClick={() => onIndex(steppedIndex('ArrowRight', index, count)!)} className={stepButton}>
                Next picture ›
              </button>
            </div>
          ) : null}
        </div>
      </ModalDialog>
    </div>
  );
}

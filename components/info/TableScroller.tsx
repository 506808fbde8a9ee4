import type { ReactNode } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';

/**
 * Lets a wide table scroll sideways on a narrow screen without squashing it, and lets keyboard
 * users scroll it too: the scrolling box is a focusable region named by the table's caption.
 */
export function TableScroller({ captionId, children }: { captionId: string; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={`overflow-x-auto rounded-sm ${FOCUS_RING}`}>
      {children}
    </div>
  );
}
